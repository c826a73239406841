import type { textToSpeech } from "@readbright/domain/api/speech";
import type { Handler } from "../http/types";
import { planSpeech } from "../services/speech/speech-access-service";
import { speak } from "../services/speech/speech-service";

/**
 * POST /api/text-to-speech/ for signed-in callers and for a device taking an open assessment
 * (assessment_result_id): audio bytes, X-TTS-Cache saying whether they came from the cache. With a
 * question_id the words come from the bank, never from the device.
 */
export const textToSpeechHandler: Handler<typeof textToSpeech> = async ({ requester, body }, res) => {
  // An unverified account arrives here as a device or not at all (the contract's unverifiedAsDevice).
  const plan = await planSpeech(requester, body);
  const spoken = await speak(plan.text, plan.voiceId, plan.onMiss, plan.typedBy, plan.language);
  res
    .status(200)
    .set("Content-Type", spoken.contentType)
    .set("X-TTS-Cache", spoken.cache)
    .set("Cache-Control", "private, max-age=86400")
    .send(spoken.audio);
};

