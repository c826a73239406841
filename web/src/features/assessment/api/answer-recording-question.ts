// answerRecordingQuestion (contract: domain/src/api/answers.ts): multipart with the audio, the
// ids, answer_text and option_ids as JSON, as the spec lists them.
import { answerRecordingQuestion as answerRecordingEndpoint, RESULT_ID_QUERY } from "@readbright/domain/api/answers";
import type { AnswerResponse, RecordingFields } from "@readbright/domain/api/answers";
import { call } from "../../../lib/api-call";

/** The form's fields, and the audio. answer_text goes empty: the server marks what was said from the audio alone. */
export interface RecordingPayload extends RecordingFields {
  audio_recording: Blob;
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
  if (payload.response_ms !== undefined && payload.response_ms !== null) form.set("response_ms", String(payload.response_ms));
  form.set("audio_recording", payload.audio_recording, recordingFileName(payload.audio_recording));
  return form;
}

export function answerRecordingQuestion(payload: RecordingPayload): Promise<AnswerResponse> {
  // The result id in the address too, so the server checks it before it reads the upload.
  return call(answerRecordingEndpoint, { query: { [RESULT_ID_QUERY]: payload.assessment_result_id }, body: recordingForm(payload) });
}
