// What the player keeps in its outbox for an answer, a start or a completion, and how an entry is sent:
// an answer in the shape its question takes (options, typed text, or a recording), the start, and the
// completion (a 409 there means it was completed already: another tab, or a retry whose first try arrived).
import type { PublicQuestion } from "@readbright/domain/assessment";
import { ApiError } from "../../../lib/api-client";
import { answerQuestion } from "../api/answer-question";
import { answerRecordingQuestion } from "../api/answer-recording-question";
import { completeAssessment } from "../api/complete-assessment";
import { startAssessment } from "../api/start-assessment";
import type { OutboxEntry } from "../offline/outbox";
import type { AnswerDraft } from "../utils/answer-draft";
import { answerInput } from "../utils/answer-draft";

export type NewEntry = Omit<OutboxEntry, "seq" | "queued_at">;

export async function answerEntry(resultId: string, question: PublicQuestion, draft: AnswerDraft): Promise<NewEntry> {
  const timed = draft.responseMs === null ? {} : { response_ms: draft.responseMs };
  const base = { result_id: resultId, kind: "answer" as const, question_id: question.id };
  switch (answerInput(question)) {
    case "recording": {
      const audio = draft.recording as Blob;
      return { ...base, fields: timed, recording: { bytes: await audio.arrayBuffer(), type: audio.type } };
    }
    case "text":
      return { ...base, fields: { ...timed, answer_text: draft.text.trim() }, recording: null };
    default:
      return { ...base, fields: { ...timed, option_ids: draft.optionIds, ...(draft.memoryViewMs === null ? {} : { memory_view_ms: draft.memoryViewMs }) }, recording: null };
  }
}

export const startEntry = (resultId: string): NewEntry => ({ result_id: resultId, kind: "start", question_id: null, fields: null, recording: null });
export const completionEntry = (resultId: string): NewEntry => ({ result_id: resultId, kind: "complete", question_id: null, fields: null, recording: null });

export async function sendEntry(entry: OutboxEntry): Promise<unknown> {
  const ids = { assessment_result_id: entry.result_id, question_id: entry.question_id as number };
  switch (entry.kind) {
    case "start":
      return startAssessment(entry.result_id);
    case "complete":
      try {
        return await completeAssessment(entry.result_id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return null;
        throw error;
      }
    case "answer":
      if (entry.recording) {
        const audio = new Blob([entry.recording.bytes], { type: entry.recording.type });
        return answerRecordingQuestion({ ...ids, ...(entry.fields as { response_ms?: number }), audio_recording: audio });
      }
      return answerQuestion({ ...ids, ...entry.fields });
  }
}
