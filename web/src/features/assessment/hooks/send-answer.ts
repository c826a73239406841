// One answer to the API, in the shape its question takes: options, typed text, or a recording.
import type { AnswerResponse } from "@readbright/domain/api/answers";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { answerQuestion } from "../api/answer-question";
import { answerRecordingQuestion } from "../api/answer-recording-question";
import type { AnswerDraft } from "../utils/answer-draft";
import { answerInput } from "../utils/answer-draft";

export function sendAnswer(resultId: string, question: PublicQuestion, draft: AnswerDraft): Promise<AnswerResponse> {
  const base = { assessment_result_id: resultId, question_id: question.id, ...(draft.responseMs === null ? {} : { response_ms: draft.responseMs }) };
  switch (answerInput(question)) {
    case "recording":
      return answerRecordingQuestion({ ...base, audio_recording: draft.recording as Blob });
    case "text":
      return answerQuestion({ ...base, answer_text: draft.text.trim() });
    default:
      return answerQuestion({
        ...base,
        option_ids: draft.optionIds,
        ...(draft.memoryViewMs === null ? {} : { memory_view_ms: draft.memoryViewMs }),
      });
  }
}
