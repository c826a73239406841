// A student's device taking the test through the API with only the test's link (the result id), as the
// player does, for the teacher's 'Testing now' page to follow live.
import type { PublicQuestion } from "@readbright/domain/assessment";
import { apiJson } from "../fixtures/api";
import { answerAll, answerFor, answerKeys, newAddress } from "../fixtures/assessments";
import type { Key, ResultBody } from "../fixtures/assessments";

export interface TestTaker {
  result: ResultBody;
  /** The scored questions, as the teacher's page counts them ('Question n of m'). */
  scored: number;
  start: () => Promise<void>;
  /** Answers the first scored question (a choice or typed one), so the student is on the next. */
  answerFirst: () => Promise<void>;
  /** Answers the rest and completes the test. */
  finish: () => Promise<void>;
}

async function ok(call: Promise<{ status: number; body: unknown }>, what: string): Promise<void> {
  const { status, body } = await call;
  if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
}

export async function testTaker(resultId: string): Promise<TestTaker> {
  const headers = newAddress();
  const { status, body: result } = await apiJson<ResultBody>(`/api/get-assessment-result-by-id/${resultId}/`, { headers });
  if (status !== 200) throw new Error(`the test ${resultId} answered ${status}`);
  const isChoiceOrText = (q: PublicQuestion) => !q.is_practice && q.question_type !== "recording";
  const first = result.questions.find(isChoiceOrText) as PublicQuestion;
  const reference = { assessment_result_id: resultId };
  return {
    result,
    scored: result.questions.filter((q) => !q.is_practice).length,
    start: () => ok(apiJson("/api/start-assessment/", { headers, json: reference }), "start"),
    answerFirst: async () => {
      const key = (await answerKeys(result.assessment_id)).get(first.id) as Key;
      await ok(apiJson("/api/answer-question/", { headers, json: { ...reference, question_id: first.id, ...answerFor(first, key, true) } }), "the first answer");
    },
    finish: async () => {
      await answerAll({ ...result, questions: result.questions.filter((q) => q.id !== first.id) }, () => true, { headers });
      await ok(apiJson("/api/complete-assessment/", { headers, json: reference }), "completion");
    },
  };
}
