// POST /api/answer-recording-question/: multipart with the audio, the ids, a transcript and option_ids as JSON.
import { apiClient } from "../../../lib/api-client";
import type { ResultAnswer } from "./get-assessment-result";

export interface RecordingPayload {
  assessment_result_id: string;
  question_id: number;
  audio_recording: Blob;
  /** The client's transcript; empty when the browser has none, and a person then listens. */
  answer_text?: string;
  option_ids?: string[];
}

/** webm unless the browser could only record mp4 (Safari). */
export function recordingFileName(audio: Blob): string {
  return audio.type.includes("mp4") ? "answer.mp4" : "answer.webm";
}

export function recordingForm(payload: RecordingPayload): FormData {
  const form = new FormData();
  form.set("assessment_result_id", payload.assessment_result_id);
  form.set("question_id", String(payload.question_id));
  form.set("answer_text", payload.answer_text ?? "");
  form.set("option_ids", JSON.stringify(payload.option_ids ?? []));
  form.set("audio_recording", payload.audio_recording, recordingFileName(payload.audio_recording));
  return form;
}

export function answerRecordingQuestion(payload: RecordingPayload): Promise<ResultAnswer> {
  return apiClient.post<ResultAnswer>("/answer-recording-question/", recordingForm(payload));
}
