// Firestore <-> a participant's diagnostic_outcome (decision 45). Times are Timestamps in Firestore.
import { Timestamp } from "firebase-admin/firestore";
import type { DocumentData } from "firebase-admin/firestore";
import { DIAGNOSTIC_OUTCOMES } from "@readbright/domain/api/diagnostic-outcome";
import { RISK_LEVELS } from "@readbright/domain/enums";
import { numberOrNull, oneOf, text, toDate } from "../../../db/field-values";
import type { ComparedScreening, StoredDiagnosticOutcome } from "../stored-participant";

export const OUTCOME_FIELD = "diagnostic_outcome";

export function toComparedData(compared: ComparedScreening | null): DocumentData | null {
  return compared ? { ...compared, completed_at: Timestamp.fromDate(compared.completed_at) } : null;
}

export function toOutcomeData(outcome: StoredDiagnosticOutcome): DocumentData {
  return { ...outcome, recorded_at: Timestamp.fromDate(outcome.recorded_at), compared: toComparedData(outcome.compared) };
}

function fromComparedData(data: unknown): ComparedScreening | null {
  if (typeof data !== "object" || data === null) return null;
  const d = data as DocumentData;
  const level = oneOf(RISK_LEVELS, d.risk_level);
  const score = numberOrNull(d.risk_score);
  const completedAt = toDate(d.completed_at);
  const resultId = text(d.result_id);
  const assessmentId = text(d.assessment_id);
  if (!level || score === null || !completedAt || !resultId || !assessmentId) return null;
  return { result_id: resultId, assessment_id: assessmentId, completed_at: completedAt, risk_level: level, risk_score: score };
}

export function fromOutcomeData(data: unknown): StoredDiagnosticOutcome | null {
  if (typeof data !== "object" || data === null) return null;
  const d = data as DocumentData;
  const outcome = oneOf(DIAGNOSTIC_OUTCOMES, d.outcome);
  if (!outcome) return null;
  return {
    outcome,
    assessed_on: text(d.assessed_on) ?? "",
    instrument: text(d.instrument) ?? "",
    recorded_at: toDate(d.recorded_at) ?? new Date(0),
    recorded_by_uid: text(d.recorded_by_uid) ?? "",
    compared: fromComparedData(d.compared),
  };
}
