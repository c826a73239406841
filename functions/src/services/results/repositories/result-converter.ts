// Firestore <-> assessment results. Field names are the API's snake_case names; times are Timestamps in
// Firestore and Dates in code. Answers: answer-converter.ts.
import { storedLanguage } from "@readbright/domain/test-language";
import { Timestamp } from "firebase-admin/firestore";
import type { DocumentData } from "firebase-admin/firestore";
import { RESULT_STATUSES, RISK_LEVELS, SECTION_TYPES } from "@readbright/domain/enums";
import type { SectionType } from "@readbright/domain/enums";
import { VALIDITY_CODES } from "@readbright/domain/validity";
import type { ValidityFlag } from "@readbright/domain/validity";
import { numberOrNull, oneOf, text, toDate, toStamp } from "../../../db/field-values";
import type { StoredSectionScore, ResultScores, StoredResult, NewResult, ResultPatch, StatisticsEntry, StoredDeviceReport } from "../stored-result";

/** The stored entry as numbers only (undefined when the field was never written). */
function statisticsEntryFrom(value: unknown): StatisticsEntry | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "object" || value === null) return null;
  const entry: Record<string, Record<string, number>> = {};
  for (const [scope, counts] of Object.entries(value as DocumentData)) {
    if (typeof counts !== "object" || counts === null) continue;
    entry[scope] = Object.fromEntries(Object.entries(counts as DocumentData).filter(([, n]) => typeof n === "number")) as Record<string, number>;
  }
  return entry;
}

/**
 * The count and the flag the Review list filters on (an equality filter: decision 25), written together
 * so they never disagree. Open blind checks list a result too (decision 44) without counting as pending.
 */
export function pendingReviewsData(pending: number, blindChecks = 0): DocumentData {
  return { pending_reviews: pending, blind_checks: blindChecks, awaiting_review: pending > 0 || blindChecks > 0 };
}

export function toResultPatchData(patch: ResultPatch): DocumentData {
  const data: DocumentData = {};
  if (patch.status !== undefined) data.status = patch.status;
  if (patch.started_at !== undefined) data.started_at = toStamp(patch.started_at);
  if (patch.completed_at !== undefined) data.completed_at = toStamp(patch.completed_at);
  if (patch.answered_count !== undefined) data.answered_count = patch.answered_count;
  if (patch.pending_reviews !== undefined) Object.assign(data, pendingReviewsData(patch.pending_reviews, patch.blind_checks ?? 0));
  if (patch.validity_flags !== undefined) data.validity_flags = patch.validity_flags;
  if (patch.statistics_entry !== undefined) data.statistics_entry = patch.statistics_entry;
  if (patch.last_answer_at !== undefined) data.last_answer_at = toStamp(patch.last_answer_at);
  // Flat fields, so the Testing now listener reads them as it reads the rest (decision 48).
  if (patch.device !== undefined) Object.assign(data, { device_waiting: patch.device.waiting, device_finished: patch.device.finished, device_seen_at: Timestamp.fromDate(patch.device.seen_at) });
  if (patch.scores !== undefined) {
    data.section_scores = patch.scores?.section_scores ?? null;
    data.risk_score = patch.scores?.risk_score ?? null;
    data.risk_level = patch.scores?.risk_level ?? null;
    data.risk_percent = patch.scores?.risk_percent ?? null;
  }
  if (patch.validity_flags !== undefined) data.validity_flags = patch.validity_flags?.map((flag) => ({ code: flag.code, section: flag.section, figures: { ...flag.figures } })) ?? null;
  return data;
}

export function toResultData(result: NewResult): DocumentData {
  const { participant, participant_id, owner_uid, school_id, organization_id, assessment_id, assessment_version, language } = result;
  return {
    participant_id,
    participant: { ...participant },
    owner_uid,
    school_id,
    organization_id,
    assessment_id,
    assessment_version,
    language,
    created_at: Timestamp.fromDate(result.created_at),
    question_count: result.question_count,
    // A new result has no device report yet.
    ...toResultPatchData({ ...result, scores: result.scores, pending_reviews: result.pending_reviews ?? 0, device: undefined }),
  };
}

/** The stored flags; a flag that does not read as one is dropped, never guessed at. */
function fromValidityFlags(value: unknown): ValidityFlag[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((item: unknown): ValidityFlag[] => {
    const flag = (item ?? {}) as DocumentData;
    const code = oneOf(VALIDITY_CODES, flag.code);
    if (!code) return [];
    const figures = Object.fromEntries(Object.entries((flag.figures ?? {}) as DocumentData).filter((entry): entry is [string, number] => numberOrNull(entry[1]) !== null));
    return [{ code, section: oneOf(SECTION_TYPES, flag.section), figures }];
  });
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

function deviceFrom(data: DocumentData): StoredDeviceReport | null {
  const seen_at = toDate(data.device_seen_at);
  return seen_at ? { waiting: numberOrNull(data.device_waiting) ?? 0, finished: data.device_finished === true, seen_at } : null;
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
    language: storedLanguage(data.language),
    created_at: toDate(data.created_at) ?? new Date(0),
    started_at: toDate(data.started_at),
    completed_at: toDate(data.completed_at),
    answered_count: numberOrNull(data.answered_count) ?? 0,
    question_count: numberOrNull(data.question_count),
    scores: fromScores(data),
    pending_reviews: numberOrNull(data.pending_reviews),
    validity_flags: fromValidityFlags(data.validity_flags),
    statistics_entry: statisticsEntryFrom(data.statistics_entry),
    blind_checks: numberOrNull(data.blind_checks) ?? 0,
    last_answer_at: toDate(data.last_answer_at),
    device: deviceFrom(data),
  };
}

