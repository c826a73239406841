// The rows of My Tests: every test, then (for those who upload groups) each participant who has no test
// yet, so a group upload's students are listed at once rather than only once their tests are started.
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
}

/**
 * The tests in the order given, then the participants none of them belong to, by name. `participants`
 * is who may be listed without a test (none, to list tests only); both lists are filtered by grade and section.
 */
export function myTestsRows(results: readonly ResultListItem[], participants: readonly Participant[], filters: SchoolFilters): MyTestsRow[] {
  const tested = new Set(results.map((result) => result.participant_id));
  const tests = results
    .filter((result) => matchesFilters(result.participant, filters))
    .map((result) => ({ key: result.id, participant: result.participant, result, untested: null }));
  const waiting = participants
    .filter((participant) => !tested.has(participant.id) && matchesFilters(participant, filters))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((participant) => ({ key: `participant-${participant.id}`, participant, result: null, untested: participant }));
  return [...tests, ...waiting];
}
