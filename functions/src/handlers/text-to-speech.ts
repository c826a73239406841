import type { Handler } from "../http/types";
import { speak } from "../services/speech-service";
import type { TextToSpeechInput } from "../validation/speech-schemas";

/** POST /api/text-to-speech/: audio bytes; X-TTS-Cache says whether they came from the cache. */
export const textToSpeechHandler: Handler<TextToSpeechInput> = async ({ body }, res) => {
  const spoken = await speak(body.text, body.voice_id);
  res
    .status(200)
    .set("Content-Type", spoken.contentType)
    .set("X-TTS-Cache", spoken.cache)
    .set("Cache-Control", "private, max-age=86400")
    .send(spoken.audio);
};
