// The participant and result-list shapes the API sends (spec section 3).
import { ageInYears } from "@readbright/domain/age";
import { GENDERS } from "@readbright/domain/enums";
import type { Gender } from "@readbright/domain/enums";
import type { Participant, ParticipantLatestResult } from "@readbright/domain/participant-schemas";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import type { ResultScores, StoredResult } from "./stored-result";
import type { StoredParticipant } from "../participants/stored-participant";
import { formatStudentCode } from "@readbright/domain/student-code";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function latestOf(result: StoredResult): ParticipantLatestResult {
  return {
    id: result.id,
    status: result.status,
    risk_level: result.status === "completed" ? (result.scores?.risk_level ?? null) : null,
    language: result.language,
    started_at: iso(result.started_at),
    completed_at: iso(result.completed_at),
  };
}

export function presentParticipant(participant: StoredParticipant, latest: StoredResult | null, now: Date = new Date()): Participant {
  const isStudent = participant.school_id !== null;
  return {
    id: participant.id,
    name: participant.name,
    gender: GENDERS.includes(participant.gender as Gender) ? (participant.gender as Gender) : "prefer_not_to_say",
    age: participant.date_of_birth ? ageInYears(participant.date_of_birth, now) : null,
    date_of_birth: participant.date_of_birth,
    // Grade and section belong to school students only (spec section 3).
    grade: isStudent ? participant.grade : null,
    section: isStudent ? participant.section : null,
    history: participant.history,
    difficulties: participant.difficulties,
    // Shown as people read it (K7M-Q2X-9PT); looked up with or without the dashes.
    student_code: participant.student_code && formatStudentCode(participant.student_code),
    latest_result: latest ? latestOf(latest) : null,
  };
}

/** Scored answers waiting for review, across the sections of a completed test's scores. */
function pendingInScores(scores: ResultScores): number {
  return Object.values(scores.section_scores).reduce((sum, section) => sum + section.pending, 0);
}

/**
 * The result's own count (decision 25). For one stored before it, `waiting`: a test in progress's
 * scored answers waiting for review, counted from its answers; a completed test's come from its scores.
 */
export function presentResultListItem(result: StoredResult, waiting = 0): ResultListItem {
  const scores = result.status === "completed" ? result.scores : null;
  return {
    id: result.id,
    status: result.status,
    participant: { ...result.participant },
    participant_id: result.participant_id,
    assessment_id: result.assessment_id,
    language: result.language,
    created_at: result.created_at.toISOString(),
    started_at: iso(result.started_at),
    completed_at: iso(result.completed_at),
    risk_level: scores?.risk_level ?? null,
    risk_percent: scores?.risk_percent ?? null,
    section_scores: scores?.section_scores ?? null,
    pending_reviews: result.pending_reviews ?? (scores ? pendingInScores(scores) : waiting),
    validity_flags: result.status === "completed" ? result.validity_flags : null,
    blind_checks: result.blind_checks ?? 0,
  };
}

/** The newest result of each participant, from a list that is newest first. */
export function latestByParticipant(results: readonly StoredResult[]): Map<string, StoredResult> {
  const latest = new Map<string, StoredResult>();
  for (const result of results) if (!latest.has(result.participant_id)) latest.set(result.participant_id, result);
  return latest;
}
