// What the read-aloud button says for a question (spec section 7), and when. While a memory question's
// pictures are shown it says only the instruction: reading the options then would name what to remember,
// and the clip would outlast the 5 seconds. The words come from the server's bank.
import { instructionText } from "@readbright/domain/assessment";
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { TestLanguage } from "@readbright/domain/test-language";
import type { SpeechSource } from "./api/text-to-speech";

export type QuestionPhase = "viewing" | "answering";

export interface QuestionSpeech {
  source: SpeechSource;
  /** For the browser's own voice when the server's fails; null where only the server may say it. */
  fallbackText: string | null;
  /** The test's language: the browser's voice must speak it. */
  language: TestLanguage;
}

export function questionSpeech(question: PublicQuestion, phase: QuestionPhase, language: TestLanguage = "en"): QuestionSpeech {
  if (phase === "viewing") return { source: { questionId: question.id, part: "instruction" }, fallbackText: instructionText(question), language };
  return { source: { questionId: question.id, part: "question" }, fallbackText: question.read_aloud, language };
}
