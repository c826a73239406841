// The first answer to a scored question is final (docs/decisions/0005-test-taker-access.md): the same
// answer sent again (a retry after a lost response) gets the stored one back, a different one is a 409.
// Practice answers are replaced, so 'Try Again' works.
import { HttpError } from "../../core/http-error";
import type { StoredAnswer } from "../results/stored-answer";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";

export type AnswerContent = Pick<StoredAnswer, "option_ids" | "answer_text" | "audio_sha256">;

/**
 * The same cleaned option ids (as a set), text and recording bytes. A recording stored without a hash
 * (before hashes were kept) matches nothing: its bytes cannot be compared.
 */
export function sameAnswer(stored: AnswerContent, sent: AnswerContent): boolean {
  const options = new Set(stored.option_ids);
  const sentOptions = new Set(sent.option_ids);
  return (
    options.size === sentOptions.size &&
    [...sentOptions].every((id) => options.has(id)) &&
    stored.answer_text === sent.answer_text &&
    stored.audio_sha256 === sent.audio_sha256
  );
}

/**
 * What to do with `sent` given the answer already stored for its question: the stored answer to hand
 * back unchanged (a retry), or null to write `sent` (no answer yet, or a practice question). A different
 * answer to an answered scored question is refused with a 409.
 */
export function keptAnswer(stored: StoredAnswer | null, sent: StoredAnswer): StoredAnswer | null {
  if (!stored || sent.is_practice) return null;
  if (sameAnswer(stored, sent)) return stored;
  throw new HttpError(409, ASSESSMENT_ERRORS.alreadyAnswered);
}
