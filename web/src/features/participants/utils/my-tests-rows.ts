// The rows of My Tests: every test, then (for those who upload groups) each participant who has no test
// yet, so a group upload's students are listed at once rather than only once their tests are started.
import { nextAttemptAt } from "@readbright/domain/attempts";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { matchesFilters } from "./school-filters";
import type { SchoolFilters } from "./school-filters";

export interface MyTestsRow {
  key: string;
  participant: Pick<Participant, "id" | "name" | "grade" | "section">;
  /** Null for a participant with no test yet. */
  result: ResultListItem | null;
  /** The participant as listed, for starting their first test (it needs their age). */
  untested: Participant | null;
  /**
   * On the participant's newest completed test only (decision 22): when the attempt limit lets them be
   * screened again, once they have used their attempts in the window; null otherwise.
   */
  againOn: Date | null;
}

/**
 * The tests in the order given, then the participants none of them belong to, by name. `participants`
 * is who may be listed without a test (none, to list tests only); both lists are filtered by grade and section.
 */
export function myTestsRows(results: readonly ResultListItem[], participants: readonly Participant[], filters: SchoolFilters, now: Date = new Date()): MyTestsRow[] {
  const tested = new Set(results.map((result) => result.participant_id));
  const again = againByNewestCompleted(results, now);
  const tests = results
    .filter((result) => matchesFilters(result.participant, filters))
    .map((result) => ({ key: result.id, participant: result.participant, result, untested: null, againOn: again.get(result.id) ?? null }));
  const waiting = participants
    .filter((participant) => !tested.has(participant.id) && matchesFilters(participant, filters))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((participant) => ({ key: `participant-${participant.id}`, participant, result: null, untested: participant, againOn: null }));
  return [...tests, ...waiting];
}

/** By result id: the next free day of each participant who has used their attempts, on their newest completed test. */
function againByNewestCompleted(results: readonly ResultListItem[], now: Date): Map<string, Date> {
  const byParticipant = new Map<string, ResultListItem[]>();
  for (const result of results) byParticipant.set(result.participant_id, [...(byParticipant.get(result.participant_id) ?? []), result]);
  const again = new Map<string, Date>();
  for (const own of byParticipant.values()) {
    const on = nextAttemptAt(own, now);
    const newestCompleted = own
      .filter((result) => result.status === "completed")
      .sort((a, b) => (b.completed_at ?? b.created_at).localeCompare(a.completed_at ?? a.created_at))[0];
    if (on && newestCompleted) again.set(newestCompleted.id, on);
  }
  return again;
}
