// A participant's completed screenings (completed_screenings: result id -> day and level) and the risk
// fields kept with them, read and written inside another's transaction (participants/participant-risk.ts
// decides them).
import { Timestamp } from "firebase-admin/firestore";
import { getFirestore } from "firebase-admin/firestore";
import type { DocumentData } from "firebase-admin/firestore";
import { writerOf } from "../../../db/writer";
import { RISK_LEVELS } from "@readbright/domain/enums";
import type { RiskLevel } from "@readbright/domain/enums";
import { adminApp } from "../../../admin-app";
import { PARTICIPANTS } from "../../../db/collections";
import type { JoinedWrite, Transaction } from "../../../core/transaction-step";
import type { ComparedScreening, Screenings, StoredDiagnosticOutcome } from "../stored-participant";
import { numberOrNull, text } from "../../../db/field-values";
import { fromOutcomeData, OUTCOME_FIELD, toComparedData } from "./diagnostic-outcome-data";

export const SCREENINGS = "completed_screenings";

const participantRef = (id: string) => getFirestore(adminApp()).collection(PARTICIPANTS).doc(id);

const isMap = (value: unknown): value is Record<string, DocumentData> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The participant's screenings, read with the transaction; null for no participant, or one stored before the map. */
export async function readScreenings(
  tx: Transaction,
  participantId: string,
): Promise<{ exists: boolean; screenings: Screenings | null; outcome: StoredDiagnosticOutcome | null }> {
  const snapshot = await tx.get(participantRef(participantId));
  const stored: unknown = snapshot.get(SCREENINGS);
  const outcome = snapshot.exists ? fromOutcomeData(snapshot.get(OUTCOME_FIELD)) : null;
  if (!snapshot.exists || !isMap(stored)) return { exists: snapshot.exists, screenings: null, outcome };
  const screenings: Screenings = {};
  for (const [id, entry] of Object.entries(stored)) {
    const at = entry.completed_at;
    screenings[id] = {
      completed_at: at instanceof Timestamp ? at.toDate() : new Date(0),
      risk_level: RISK_LEVELS.includes(entry.risk_level as RiskLevel) ? (entry.risk_level as RiskLevel) : null,
      risk_score: numberOrNull(entry.risk_score),
      assessment_id: text(entry.assessment_id),
      flagged: entry.flagged === true,
    };
  }
  return { exists: true, screenings, outcome };
}

/**
 * The write of the screenings and the fields that go with them; with `compared` (not undefined), the
 * screening the participant's diagnostic outcome is now compared with.
 */
export function writeScreenings(participantId: string, screenings: Screenings, fields: DocumentData, compared?: ComparedScreening | null): JoinedWrite {
  const stored = Object.fromEntries(
    Object.entries(screenings).map(([id, entry]) => [
      id,
      { completed_at: Timestamp.fromDate(entry.completed_at), risk_level: entry.risk_level, risk_score: entry.risk_score ?? null, assessment_id: entry.assessment_id ?? null, flagged: entry.flagged ?? false },
    ]),
  );
  const outcome = compared === undefined ? {} : { [`${OUTCOME_FIELD}.compared`]: toComparedData(compared) };
  return (writer) => void writerOf(writer).update(participantRef(participantId), { [SCREENINGS]: stored, ...fields, ...outcome });
}
