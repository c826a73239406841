// Which questions count as answered for the player. A wrong practice answer does not: the spec removes
// it so the question is asked again, and after a reload it is asked again too.
import type { ResultAnswerResponse } from "@readbright/domain/api/assessment-results";

export function answeredQuestionIds(answers: readonly ResultAnswerResponse[], practiceIds: ReadonlySet<number>): Set<number> {
  return new Set(answers.filter((a) => !(practiceIds.has(a.question_id) && a.is_correct === false)).map((a) => a.question_id));
}

/** A practice answer is accepted unless the server marked it wrong (a recording waiting for review is accepted). */
export function practiceAccepted(answer: Pick<ResultAnswerResponse, "is_correct">): boolean {
  return answer.is_correct !== false;
}
