// What the read-aloud button says for a question (spec section 7).
import { readAloudText } from "@readbright/domain/assessment";
import type { PublicQuestion } from "@readbright/domain/assessment";

/**
 * The question's own reader text when the server gave one (it knows when hearing the options would give
 * the answer away); otherwise the title, a 0.75 s pause, then each option with 0.5 s pauses between them.
 */
export function questionSpeechText(question: PublicQuestion): string {
  const given = question.read_aloud?.trim();
  return given ? given : readAloudText(question);
}
