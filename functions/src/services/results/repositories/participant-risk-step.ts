// A participant's risk fields (latest_risk_level, risk_move: domain/src/progress.ts participantRiskFields)
// kept in step with their results, inside the transaction that completes, scores again or deletes one,
// so the lists can filter and count by risk on the server (docs/decisions/0024-risk-on-the-participant.md).
import { getFirestore } from "firebase-admin/firestore";
import type { Transaction } from "firebase-admin/firestore";
import { participantRiskFields } from "@readbright/domain/progress";
import type { ScreeningScores } from "@readbright/domain/progress";
import { adminApp } from "../../../admin-app";
import { PARTICIPANTS } from "../../participants/repositories/participant-repository";
import { fromResultData } from "./assessment-result-converter";
import type { ResultPatch, StoredResult } from "./assessment-result-converter";

const RESULTS = "assessment_results";

function db() {
  return getFirestore(adminApp());
}

/** The part of a stored result that its participant's risk fields are computed from. */
export function screeningOf(result: StoredResult): ScreeningScores {
  return {
    id: result.id,
    participant_id: result.participant_id,
    status: result.status,
    created_at: result.created_at.toISOString(),
    completed_at: result.completed_at ? result.completed_at.toISOString() : null,
    risk_level: result.status === "completed" ? (result.scores?.risk_level ?? null) : null,
    section_scores: null,
  };
}

/** A change that can move the participant's risk: a completion or new scores. */
export function touchesRisk(patch: ResultPatch | null | undefined): boolean {
  return Boolean(patch && (patch.scores !== undefined || patch.status === "completed"));
}

/** Writes the participant's risk fields given the changed result as it now is (null: it was deleted). */
export type RiskWrite = (tx: Transaction, changed: StoredResult | null) => void;

/**
 * Reads the participant and their results with the transaction (reads come before its writes); the
 * returned step writes the fields once the change is decided, only when they differ, and never brings
 * back a participant deleted meanwhile.
 */
export async function readParticipantRisk(tx: Transaction, participantId: string, resultId: string): Promise<RiskWrite> {
  const participantRef = db().collection(PARTICIPANTS).doc(participantId);
  const [participant, results] = await Promise.all([tx.get(participantRef), tx.get(db().collection(RESULTS).where("participant_id", "==", participantId))]);
  return (writeTx, changed) => {
    if (!participant.exists) return;
    const others = results.docs.filter((doc) => doc.id !== resultId).map((doc) => fromResultData(doc.id, doc.data()));
    const fields = participantRiskFields((changed ? [...others, changed] : others).map(screeningOf));
    if (participant.get("latest_risk_level") === fields.latest_risk_level && participant.get("risk_move") === fields.risk_move) return;
    writeTx.update(participantRef, { ...fields });
  };
}

/** The risk step for `patch` of `result`, read now; null when the change cannot move the risk. */
export async function riskStepFor(tx: Transaction, result: StoredResult, patch: ResultPatch | null | undefined): Promise<RiskWrite | null> {
  return touchesRisk(patch) ? readParticipantRisk(tx, result.participant_id, result.id) : null;
}

/** Writes a participant's risk fields from their results as stored now (a participant stored before the fields existed). */
export async function recomputeParticipantRisk(participantId: string): Promise<void> {
  await db().runTransaction(async (tx) => (await readParticipantRisk(tx, participantId, ""))(tx, null));
}
