// Which screening a diagnostic outcome is compared with, and what the pair adds to the accuracy counts
// (decision 45). The screening is the client's latest completed one, on or before the day of the
// diagnostic assessment, with a risk level, not flagged as doubtful: what the professional could have
// seen before diagnosing. Pure; the counts are kept per assessment (`accuracy:<assessment id>`).
import type { DiagnosticOutcomeKind } from "@readbright/domain/api/diagnostic-outcome";
import type { JoinedWrite } from "../../core/transaction-step";
import { countIn, recount } from "../statistics/counters";
import type { Contribution } from "../statistics/counters";
import { accuracyScope, scoreBin } from "../statistics/accuracy";
import type { ComparedScreening, Screenings } from "./stored-participant";

export function comparedScreening(screenings: Screenings | null, assessedOn: string): ComparedScreening | null {
  let best: ComparedScreening | null = null;
  for (const [resultId, entry] of Object.entries(screenings ?? {})) {
    if (entry.flagged || !entry.risk_level || typeof entry.risk_score !== "number" || !entry.assessment_id) continue;
    if (entry.completed_at.toISOString().slice(0, 10) > assessedOn) continue;
    if (best && best.completed_at >= entry.completed_at) continue;
    best = { result_id: resultId, assessment_id: entry.assessment_id, completed_at: entry.completed_at, risk_level: entry.risk_level, risk_score: entry.risk_score };
  }
  return best;
}

export interface Comparison {
  outcome: DiagnosticOutcomeKind;
  compared: ComparedScreening | null;
}

/** The counts one client adds: the outcome, and for a decided one the level and the score's bin. */
export function accuracyContribution(comparison: Comparison | null): Contribution | null {
  if (!comparison?.compared) return null;
  const { outcome, compared } = comparison;
  if (outcome === "inconclusive") return { "inconclusive.n": 1 };
  return { [`${outcome}.n`]: 1, [`${outcome}.${compared.risk_level}`]: 1, [`${outcome}.s${scoreBin(compared.risk_score)}`]: 1 };
}

const same = (a: Comparison | null, b: Comparison | null) =>
  a?.outcome === b?.outcome && a?.compared?.result_id === b?.compared?.result_id && a?.compared?.risk_level === b?.compared?.risk_level && a?.compared?.risk_score === b?.compared?.risk_score;

/** The writes that move a client's counts from `before` to `after` (either null: none): none when nothing changed. */
export function accuracyRecount(participantId: string, before: Comparison | null, after: Comparison | null): JoinedWrite[] {
  if (same(before, after)) return [];
  const taken = accuracyContribution(before);
  const added = accuracyContribution(after);
  const from = before?.compared?.assessment_id;
  const to = after?.compared?.assessment_id;
  // One write per shard document: the same assessment's change is one recount.
  if (taken && added && from === to && from) return [recount(accuracyScope(from), participantId, taken, added)].filter((write): write is JoinedWrite => write !== null);
  const writes: JoinedWrite[] = [];
  if (taken && from) writes.push(countIn(accuracyScope(from), participantId, taken, -1));
  if (added && to) writes.push(countIn(accuracyScope(to), participantId, added, 1));
  return writes;
}
