// Firestore <-> assessment results and answers. Field names are the API's snake_case names; times are
// Timestamps in Firestore and Dates in code.
import { Timestamp } from "firebase-admin/firestore";
import type { DocumentData } from "firebase-admin/firestore";
import { RESULT_STATUSES, RISK_LEVELS, SECTION_TYPES } from "@readbright/domain/enums";
import { HEARINGS } from "@readbright/domain/api/reviews";
import type { Hearing, MarkedBy } from "@readbright/domain/api/reviews";
import type { ResultStatus, RiskLevel, SectionType } from "@readbright/domain/enums";

export interface StoredSectionScore {
  correct: number;
  total: number;
  /** Recordings waiting for review: left out of the accuracy. */
  pending: number;
  accuracy: number | null;
  band: RiskLevel | null;
}

export interface ResultScores {
  section_scores: Record<SectionType, StoredSectionScore>;
  risk_score: number | null;
  risk_level: RiskLevel | null;
  risk_percent: number | null;
}

export interface ResultParticipant {
  id: string;
  name: string;
  grade: string | null;
  section: string | null;
}

export interface StoredResult {
  id: string;
  status: ResultStatus;
  participant_id: string;
  /** A copy, so lists and the console read without a join. */
  participant: ResultParticipant;
  owner_uid: string;
  school_id: string | null;
  organization_id: string | null;
  assessment_id: string;
  assessment_version: number;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
  /** Scored (non-practice) questions answered so far. */
  answered_count: number;
  /** How many scored questions the test has, so a teacher's live view can say 'Question n of m'; null on results made before it was stored. */
  question_count: number | null;
  /** Set once, on completion. */
  scores: ResultScores | null;
  /**
   * Scored spoken answers waiting for a person (services/results/pending-reviews.ts), kept in the
   * transaction of every change to them; null on a result stored before the count (decision 25).
   */
  pending_reviews: number | null;
}

export type NewResult = Omit<StoredResult, "id">;
export type ResultPatch = Partial<Pick<StoredResult, "status" | "started_at" | "completed_at" | "answered_count" | "scores">> & { pending_reviews?: number };

export interface StoredAnswer {
  question_id: number;
  section_type: SectionType;
  is_practice: boolean;
  option_ids: string[];
  answer_text: string | null;
  /** Where the recording is in Cloud Storage, for recording questions. */
  audio_path: string | null;
  /** The recording's sha256 (hex), so a retried upload of the same bytes is known; null for other answers. */
  audio_sha256: string | null;
  /** null while a recording waits for review. */
  is_correct: boolean | null;
  needs_review: boolean;
  answered_at: Date;
  /** How long a memory question's pictures were on screen before its options (the device's measure); null for other questions. */
  memory_view_ms: number | null;
  /** Who marked a spoken answer: a person (a review) or the recogniser; absent for the answer key's marks. */
  marked_by?: MarkedBy | null;
  marked_at?: Date | null;
  /** What speech recognition made of a recording: one of the item's phrases, something else, or no voice; null when it did not listen. */
  hearing?: Hearing | null;
  /** What the speech recogniser heard in a recording, how sure it was (0 to 1) and which engine; null when it heard nothing or did not run. */
  transcript?: string | null;
  confidence?: number | null;
  recognizer?: string | null;
  /** When the retention job deleted the recording (issue 16); the mark it had stays. */
  recording_deleted_at?: Date | null;
  /** Why a scored recording has no mark: it was deleted at the end of its retention before anyone marked it. */
  unmarked_reason?: UnmarkedReason | null;
}

export const UNMARKED_REASONS = ["recording_deleted"] as const;
export type UnmarkedReason = (typeof UNMARKED_REASONS)[number];

const MARKERS: readonly MarkedBy[] = ["person", "speech"];
const toStamp = (date: Date | null) => (date ? Timestamp.fromDate(date) : null);
const toDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);
const text = (value: unknown) => (typeof value === "string" ? value : null);
const numberOrNull = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | null => (allowed.includes(value as T) ? (value as T) : null);

/**
 * The count and the flag the Review list filters on (an equality filter: decision 25), written together
 * so they never disagree.
 */
export function pendingReviewsData(pending: number): DocumentData {
  return { pending_reviews: pending, awaiting_review: pending > 0 };
}

export function toResultPatchData(patch: ResultPatch): DocumentData {
  const data: DocumentData = {};
  if (patch.status !== undefined) data.status = patch.status;
  if (patch.started_at !== undefined) data.started_at = toStamp(patch.started_at);
  if (patch.completed_at !== undefined) data.completed_at = toStamp(patch.completed_at);
  if (patch.answered_count !== undefined) data.answered_count = patch.answered_count;
  if (patch.pending_reviews !== undefined) Object.assign(data, pendingReviewsData(patch.pending_reviews));
  if (patch.scores !== undefined) {
    data.section_scores = patch.scores?.section_scores ?? null;
    data.risk_score = patch.scores?.risk_score ?? null;
    data.risk_level = patch.scores?.risk_level ?? null;
    data.risk_percent = patch.scores?.risk_percent ?? null;
  }
  return data;
}

export function toResultData(result: NewResult): DocumentData {
  const { participant, participant_id, owner_uid, school_id, organization_id, assessment_id, assessment_version } = result;
  return {
    participant_id,
    participant: { ...participant },
    owner_uid,
    school_id,
    organization_id,
    assessment_id,
    assessment_version,
    created_at: Timestamp.fromDate(result.created_at),
    question_count: result.question_count,
    ...toResultPatchData({ ...result, scores: result.scores, pending_reviews: result.pending_reviews ?? 0 }),
  };
}

function fromScores(data: DocumentData): ResultScores | null {
  const sections = data.section_scores;
  if (typeof sections !== "object" || sections === null) return null;
  const section_scores = Object.fromEntries(
    SECTION_TYPES.map((section) => {
      const s = (sections as DocumentData)[section] ?? {};
      return [
        section,
        {
          correct: numberOrNull(s.correct) ?? 0,
          total: numberOrNull(s.total) ?? 0,
          pending: numberOrNull(s.pending) ?? 0,
          accuracy: numberOrNull(s.accuracy),
          band: oneOf(RISK_LEVELS, s.band),
        },
      ];
    }),
  ) as Record<SectionType, StoredSectionScore>;
  return {
    section_scores,
    risk_score: numberOrNull(data.risk_score),
    risk_level: oneOf(RISK_LEVELS, data.risk_level),
    risk_percent: numberOrNull(data.risk_percent),
  };
}

export function fromResultData(id: string, data: DocumentData): StoredResult {
  const participant = (data.participant ?? {}) as DocumentData;
  return {
    id,
    status: oneOf(RESULT_STATUSES, data.status) ?? "not_started",
    participant_id: String(data.participant_id),
    participant: { id: String(participant.id ?? data.participant_id), name: text(participant.name) ?? "", grade: text(participant.grade), section: text(participant.section) },
    owner_uid: text(data.owner_uid) ?? "",
    school_id: text(data.school_id),
    organization_id: text(data.organization_id),
    assessment_id: String(data.assessment_id),
    assessment_version: numberOrNull(data.assessment_version) ?? 0,
    created_at: toDate(data.created_at) ?? new Date(0),
    started_at: toDate(data.started_at),
    completed_at: toDate(data.completed_at),
    answered_count: numberOrNull(data.answered_count) ?? 0,
    question_count: numberOrNull(data.question_count),
    scores: fromScores(data),
    pending_reviews: numberOrNull(data.pending_reviews),
  };
}

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
    marked_by: oneOf(MARKERS, data.marked_by),
    marked_at: toDate(data.marked_at),
    hearing: oneOf(HEARINGS, data.hearing),
    transcript: text(data.transcript),
    confidence: numberOrNull(data.confidence),
    recognizer: text(data.recognizer),
    recording_deleted_at: toDate(data.recording_deleted_at),
    unmarked_reason: oneOf(UNMARKED_REASONS, data.unmarked_reason),
  };
}
