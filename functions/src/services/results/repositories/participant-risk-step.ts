// A participant's risk fields (latest_risk_level, risk_move: domain/src/progress.ts participantRiskFields)
// kept in step with their results, inside the transaction that completes, scores again or deletes one,
// so the lists can filter and count by risk on the server (docs/decisions/0024-risk-on-the-participant.md).
// The participant's document keeps its completed screenings (completed_screenings: result id -> day and
// level), so the step reads that one document and never queries the results inside a class's transactions.
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import type { Transaction } from "firebase-admin/firestore";
import { participantRiskFields } from "@readbright/domain/progress";
import type { ScreeningScores } from "@readbright/domain/progress";
import { RISK_LEVELS } from "@readbright/domain/enums";
import type { RiskLevel } from "@readbright/domain/enums";
import { adminApp } from "../../../admin-app";
import { fromResultData } from "./assessment-result-converter";
import type { ResultPatch, StoredResult } from "./assessment-result-converter";
import { PARTICIPANTS, RESULTS } from "../../../db/collections";

function db() {
  return getFirestore(adminApp());
}

/** A change that can move the participant's risk: a completion or new scores. */
export function touchesRisk(patch: ResultPatch | null | undefined): boolean {
  return Boolean(patch && (patch.scores !== undefined || patch.status === "completed"));
}

export const SCREENINGS = "completed_screenings";
type Screenings = Record<string, { completed_at: Timestamp; risk_level: RiskLevel | null }>;

const isScreenings = (value: unknown): value is Screenings => typeof value === "object" && value !== null && !Array.isArray(value);

/** A completed result's entry; null for a result not completed. */
function entryOf(result: StoredResult): Screenings[string] | null {
  if (result.status !== "completed") return null;
  const level = result.scores?.risk_level ?? null;
  return { completed_at: Timestamp.fromDate(result.completed_at ?? result.created_at), risk_level: RISK_LEVELS.includes(level as RiskLevel) ? level : null };
}

/** The document's fields for these screenings: the map itself, the latest level and its move. */
function riskData(participantId: string, screenings: Screenings) {
  const scores: ScreeningScores[] = Object.entries(screenings).map(([id, entry]) => {
    const at = entry.completed_at.toDate().toISOString();
    return { id, participant_id: participantId, status: "completed", created_at: at, completed_at: at, risk_level: entry.risk_level, section_scores: null };
  });
  return { [SCREENINGS]: screenings, ...participantRiskFields(scores) };
}

/** Writes the participant's risk fields given the changed result as it now is (null: it was deleted). */
export type RiskWrite = (tx: Transaction, changed: StoredResult | null) => void;

/**
 * Reads the participant with the transaction (reads come before its writes); the returned step writes
 * the result's entry and the fields once the change is decided. A participant deleted meanwhile is not
 * brought back, and one stored before the map existed is left to recomputeParticipantRisk (the summary
 * finds and heals those), never given fields from part of their tests.
 */
export async function readParticipantRisk(tx: Transaction, participantId: string, resultId: string): Promise<RiskWrite> {
  const participantRef = db().collection(PARTICIPANTS).doc(participantId);
  const participant = await tx.get(participantRef);
  return (writeTx, changed) => {
    const stored: unknown = participant.get(SCREENINGS);
    if (!participant.exists || !isScreenings(stored)) return;
    const screenings = { ...stored };
    const entry = changed && entryOf(changed);
    if (entry) screenings[resultId] = entry;
    else delete screenings[resultId];
    writeTx.update(participantRef, riskData(participantId, screenings));
  };
}

/** The risk step for `patch` of `result`, read now; null when the change cannot move the risk. */
export async function riskStepFor(tx: Transaction, result: StoredResult, patch: ResultPatch | null | undefined): Promise<RiskWrite | null> {
  return touchesRisk(patch) ? readParticipantRisk(tx, result.participant_id, result.id) : null;
}

/** The map and fields of a participant stored before they existed, from their results (read with the transaction: rare, once). */
export async function recomputeParticipantRisk(participantId: string): Promise<void> {
  const participantRef = db().collection(PARTICIPANTS).doc(participantId);
  await db().runTransaction(async (tx) => {
    const [participant, results] = await Promise.all([tx.get(participantRef), tx.get(db().collection(RESULTS).where("participant_id", "==", participantId))]);
    if (!participant.exists) return;
    const screenings: Screenings = {};
    for (const doc of results.docs) {
      const entry = entryOf(fromResultData(doc.id, doc.data()));
      if (entry) screenings[doc.id] = entry;
    }
    tx.update(participantRef, riskData(participantId, screenings));
  });
}
