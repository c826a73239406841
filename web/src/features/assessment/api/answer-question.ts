// answerQuestion (contract: domain/src/api/answers.ts): a choice or typed answer; the server
// marks it (is_correct: on a device, for practice only).
import { answerQuestion as answerQuestionEndpoint } from "@readbright/domain/api/answers";
import type { AnswerBody, AnswerResponse } from "@readbright/domain/api/answers";
import { call } from "../../../lib/api-call";

/** option_ids are sent only when some are chosen (spec section 3). */
export function answerQuestion(payload: AnswerBody): Promise<AnswerResponse> {
  return call(answerQuestionEndpoint, { body: payload });
}
