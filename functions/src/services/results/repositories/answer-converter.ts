// Firestore <-> answers (assessment_results/{id}/answers/{questionId}). Times are Timestamps in
// Firestore and Dates in code.
import { Timestamp } from "firebase-admin/firestore";
import type { DocumentData } from "firebase-admin/firestore";
import { SECTION_TYPES } from "@readbright/domain/enums";
import { HEARINGS } from "@readbright/domain/api/reviews";
import type { MarkedBy } from "@readbright/domain/api/reviews";
import { numberOrNull, oneOf, text, toDate, toStamp } from "../../../db/field-values";
import type { StoredAnswer } from "../stored-answer";
import { UNMARKED_REASONS } from "../stored-answer";

const MARKERS: readonly MarkedBy[] = ["person", "speech"];

export function toAnswerData(answer: StoredAnswer): DocumentData {
  const data: DocumentData = { ...answer, option_ids: [...answer.option_ids], answered_at: Timestamp.fromDate(answer.answered_at) };
  if (answer.marked_at !== undefined) data.marked_at = toStamp(answer.marked_at);
  if (answer.recording_deleted_at !== undefined) data.recording_deleted_at = toStamp(answer.recording_deleted_at);
  return data;
}

export function fromAnswerData(data: DocumentData): StoredAnswer {
  return {
    question_id: Number(data.question_id),
    section_type: oneOf(SECTION_TYPES, data.section_type) ?? "memory",
    is_practice: data.is_practice === true,
    option_ids: Array.isArray(data.option_ids) ? data.option_ids.filter((id): id is string => typeof id === "string") : [],
    answer_text: text(data.answer_text),
    audio_path: text(data.audio_path),
    audio_sha256: text(data.audio_sha256),
    is_correct: typeof data.is_correct === "boolean" ? data.is_correct : null,
    needs_review: data.needs_review === true,
    answered_at: toDate(data.answered_at) ?? new Date(0),
    memory_view_ms: numberOrNull(data.memory_view_ms),
    response_ms: numberOrNull(data.response_ms),
    voice_detected: typeof data.voice_detected === "boolean" ? data.voice_detected : null,
    marked_by: oneOf(MARKERS, data.marked_by),
    marked_at: toDate(data.marked_at),
    hearing: oneOf(HEARINGS, data.hearing),
    transcript: text(data.transcript),
    confidence: numberOrNull(data.confidence),
    recognizer: text(data.recognizer),
    recording_deleted_at: toDate(data.recording_deleted_at),
    unmarked_reason: oneOf(UNMARKED_REASONS, data.unmarked_reason),
    blind_check: data.blind_check === true,
    machine_is_correct: typeof data.machine_is_correct === "boolean" ? data.machine_is_correct : null,
  };
}
