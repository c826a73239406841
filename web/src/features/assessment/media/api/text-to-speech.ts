// POST /api/text-to-speech/: the reader's voice for some text, as an audio blob. The test-taker's device is
// usually signed out, so it names the assessment result it is taking (docs/decisions/0005).
import { apiClient } from "../../../../lib/api-client";

export const TEXT_TO_SPEECH_PATH = "/text-to-speech/";

export function textToSpeech(text: string, resultId: string): Promise<Blob> {
  const body = resultId ? { text, assessment_result_id: resultId } : { text };
  return apiClient.post<Blob>(TEXT_TO_SPEECH_PATH, body, { responseType: "blob" });
}
