import type { textToSpeech } from "@readbright/domain/api/speech";
import type { Requester } from "../core/caller";
import { requireVerifiedEmail } from "../http/auth";
import type { Handler } from "../http/types";
import { planSpeech } from "../services/speech/speech-access-service";
import { speak } from "../services/speech/speech-service";

/**
 * POST /api/text-to-speech/ for signed-in callers and for a device taking an open assessment
 * (assessment_result_id): audio bytes, X-TTS-Cache saying whether they came from the cache. With a
 * question_id the words come from the bank, never from the device.
 */
export const textToSpeechHandler: Handler<typeof textToSpeech> = async ({ requester, body }, res) => {
  const plan = await planSpeech(await verifiedOrDevice(requester, body.assessment_result_id), body);
  const spoken = await speak(plan.text, plan.voiceId, plan.onMiss, plan.typedBy);
  res
    .status(200)
    .set("Content-Type", spoken.contentType)
    .set("X-TTS-Cache", spoken.cache)
    .set("Cache-Control", "private, max-age=86400")
    .send(spoken.audio);
};

/** An unverified account speaks as a device (for an open result it holds) or, with no result, must verify first. */
async function verifiedOrDevice(requester: Requester, resultId: string | null | undefined): Promise<Requester> {
  const { user } = requester;
  if (!user || user.emailVerified) return requester;
  if (resultId) return { ...requester, user: null };
  return { ...requester, user: await requireVerifiedEmail(user) };
}
