// The rows of My Tests: every test; for those who upload groups, every participant by name with their
// tests or, with none yet, a row to start their first, so a group upload's students are listed at once.
import { isFlagged, nextAttemptAt } from "@readbright/domain/attempts";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import type { ParticipantWithResults } from "@readbright/domain/api/participants";

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
  /**
   * On a participant's newest test when it was abandoned, or completed with validity flags, and the
   * attempt limit lets them start another now: the row offers a new test, so no row is left without a
   * way on (decision 36), and a result not to trust can be taken again (decision 40).
   */
  startAgain: boolean;
}

/** The tests in the order given (a parent's, professional's or individual's list, newest first). */
export function myTestsRows(results: readonly ResultListItem[], now: Date = new Date()): MyTestsRow[] {
  const again = againByNewestCompleted(results, now);
  const restartable = abandonedNewest(results, now);
  return results.map((result) => ({
    key: result.id,
    participant: result.participant,
    result,
    untested: null,
    againOn: again.get(result.id) ?? null,
    startAgain: restartable.has(result.id),
  }));
}

/**
 * The rows of a page of participants as the server lists them (by name, each with all their tests newest
 * first), for those who upload groups: each participant's tests, or one row to start their first.
 */
export function rowsOfParticipants(participants: readonly ParticipantWithResults[], now: Date = new Date()): MyTestsRow[] {
  return participants.flatMap(({ results, ...participant }): MyTestsRow[] => {
    if (results.length === 0) return [{ key: `participant-${participant.id}`, participant, result: null, untested: participant, againOn: null, startAgain: false }];
    return myTestsRows(results, now);
  });
}

function byParticipant(results: readonly ResultListItem[]): ResultListItem[][] {
  const groups = new Map<string, ResultListItem[]>();
  for (const result of results) groups.set(result.participant_id, [...(groups.get(result.participant_id) ?? []), result]);
  return [...groups.values()];
}

const newestFirst = (a: ResultListItem, b: ResultListItem): number => b.created_at.localeCompare(a.created_at);

/** The ids of tests that are their participant's newest, abandoned or flagged (decision 40), with an attempt free now. */
function abandonedNewest(results: readonly ResultListItem[], now: Date): Set<string> {
  const ids = new Set<string>();
  for (const own of byParticipant(results)) {
    const newest = [...own].sort(newestFirst)[0];
    if (newest && (newest.status === "abandoned" || isFlagged(newest)) && nextAttemptAt(own, now) === null) ids.add(newest.id);
  }
  return ids;
}

/** By result id: the next free day of each participant who has used their attempts, on their newest completed test. */
function againByNewestCompleted(results: readonly ResultListItem[], now: Date): Map<string, Date> {
  const again = new Map<string, Date>();
  for (const own of byParticipant(results)) {
    const on = nextAttemptAt(own, now);
    const newestCompleted = own
      .filter((result) => result.status === "completed")
      .sort((a, b) => (b.completed_at ?? b.created_at).localeCompare(a.completed_at ?? a.created_at))[0];
    if (on && newestCompleted) again.set(newestCompleted.id, on);
  }
  return again;
}
