// A participant's risk fields (latest_risk_level, risk_move: domain/src/progress.ts participantRiskFields)
// kept in step with their results, inside the transaction that completes, scores again or deletes one,
// so the lists can filter and count by risk on the server (docs/decisions/0024-risk-on-the-participant.md).
// The participant's document keeps its completed screenings, so the step reads that one document and
// never queries the results inside a class's transactions.
import { completedScreenings, participantRiskFields } from "@readbright/domain/progress";
import type { ScreeningScores } from "@readbright/domain/progress";
import { languageOfAssessment } from "../../content/bank";
import type { JoinedWrite, TransactionStep } from "../../core/transaction-step";
import { accuracyRecount, comparedScreening } from "./outcome-comparison";
import { readScreenings, writeScreenings } from "./repositories/participant-risk-repository";
import type { ScreeningEntry, Screenings, StoredDiagnosticOutcome } from "./stored-participant";

export type { ScreeningEntry, Screenings };

/** The document's fields for these screenings: the latest level, the language of its test, and its move. */
function riskFields(participantId: string, screenings: Screenings) {
  const scores: ScreeningScores[] = Object.entries(screenings).map(([id, entry]) => {
    const at = entry.completed_at.toISOString();
    const language = entry.assessment_id ? languageOfAssessment(entry.assessment_id) : "en";
    return { id, participant_id: participantId, status: "completed", created_at: at, completed_at: at, risk_level: entry.risk_level, section_scores: null, language };
  });
  const fields = participantRiskFields(scores);
  const latest = completedScreenings(scores).at(-1);
  return { ...fields, latest_risk_language: latest?.language ?? null };
}

/**
 * The screenings and their risk fields; with a diagnostic outcome, the screening it is compared with too:
 * a re-score, a new or a deleted result may change which one, or its level, and the accuracy counts
 * follow in the same write (decision 45).
 */
function screeningsWrite(participantId: string, screenings: Screenings, outcome: StoredDiagnosticOutcome | null): JoinedWrite {
  if (!outcome) return writeScreenings(participantId, screenings, riskFields(participantId, screenings));
  const compared = comparedScreening(screenings, outcome.assessed_on);
  const recounts = accuracyRecount(participantId, outcome, { outcome: outcome.outcome, compared });
  const write = writeScreenings(participantId, screenings, riskFields(participantId, screenings), compared);
  return (writer) => {
    write(writer);
    for (const recount of recounts) recount(writer);
  };
}

/**
 * One result's part in the participant's risk, as a step of the transaction that changes it: given the
 * result's entry as it now is (null: not completed, or deleted). A participant deleted meanwhile is not
 * brought back, and one stored before the map is left to replaceScreenings (the summary finds and heals
 * those), never given fields from part of their tests.
 */
export function screeningStep(participantId: string, resultId: string): TransactionStep<ScreeningEntry | null> {
  return {
    async read(tx) {
      const { screenings, outcome } = await readScreenings(tx, participantId);
      return (entry) => {
        if (!screenings) return null;
        const next = { ...screenings };
        if (entry) next[resultId] = entry;
        else delete next[resultId];
        return screeningsWrite(participantId, next, outcome);
      };
    },
  };
}

/** Every screening of a participant stored before the map, from all their results (read with the transaction). */
export function replaceScreeningsStep(participantId: string): TransactionStep<Screenings> {
  return {
    async read(tx) {
      const { exists, outcome } = await readScreenings(tx, participantId);
      return (screenings) => (exists ? screeningsWrite(participantId, screenings, outcome) : null);
    },
  };
}
