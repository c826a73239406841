// POST /api/answer-question/: a choice or typed answer; the server marks it (is_correct: on a device, for practice only).
import { apiClient } from "../../../lib/api-client";
import type { ResultAnswer } from "./get-assessment-result";

export interface AnswerPayload {
  assessment_result_id: string;
  question_id: number;
  /** Sent only when some are chosen (spec section 3). */
  option_ids?: string[];
  answer_text?: string;
  /** How long a memory question's pictures were shown before its options, in milliseconds. */
  memory_view_ms?: number;
}

export function answerQuestion(payload: AnswerPayload): Promise<ResultAnswer> {
  return apiClient.post<ResultAnswer>("/answer-question/", payload);
}
