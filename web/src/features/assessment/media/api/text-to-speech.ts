// textToSpeech: the reader's voice as an audio blob. The player names a question of its result
// and the part to say, so the words come from the server's bank (a dictation's missing word never reaches
// the device); other callers send text. The test-taker's device is usually signed out, so it names the
// result it is taking (docs/decisions/0005).
import { textToSpeech as textToSpeechEndpoint } from "@readbright/domain/api/speech";
import type { SpeechPart } from "@readbright/domain/assessment";
import { call } from "../../../../lib/api-call";
import { ApiError } from "../../../../lib/api-client";


export type SpeechSource = { text: string } | { questionId: number; part: SpeechPart };

/** One key per distinct thing said: the cache and the button's identity. */
export function speechSourceKey(source: SpeechSource): string {
  return "text" in source ? `text:${source.text}` : `question:${source.questionId}:${source.part}`;
}

function speechBody(source: SpeechSource, resultId: string) {
  const result = resultId ? { assessment_result_id: resultId } : {};
  if ("text" in source) return { text: source.text, ...result };
  return { question_id: source.questionId, part: source.part, ...result };
}

/** A refused or failed request is 'HTTP error! status: {code}' (spec section 8). */
export async function textToSpeech(source: SpeechSource, resultId: string): Promise<Blob> {
  try {
    return await call(textToSpeechEndpoint, { body: speechBody(source, resultId) }, { responseType: "blob" });
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`HTTP error! status: ${error.status}`);
    throw error;
  }
}
