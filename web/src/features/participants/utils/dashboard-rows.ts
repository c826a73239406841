// The dashboard's rows: each participant with their latest test. The risk of a participant is that of
// their most recent completed test; the server filters and counts by the same (domain/src/progress.ts
// participantRiskFields), so a level's count equals the rows listed when that level is selected.
import { nextAttemptAt } from "@readbright/domain/attempts";
import type { RiskLevel } from "@readbright/domain/enums";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";

export interface ParticipantRow {
  participant: Participant;
  /** The most recent test, whatever its status. */
  latest: ResultListItem | null;
  /** The most recent completed test: the one whose risk the row shows. */
  latestCompleted: ResultListItem | null;
  /** Every test of the participant, newest first (their progress over time). */
  results: ResultListItem[];
  /** When the attempt limit lets them be screened again; null when they may be now. */
  againOn: Date | null;
}

export interface DashboardFilters {
  grade: string;
  section: string;
  risk: RiskLevel | "";
}

const when = (result: ResultListItem): string => result.completed_at ?? result.started_at ?? result.created_at;

/** Newest first; ISO dates compare as strings. */
const newestFirst = (a: ResultListItem, b: ResultListItem): number => when(b).localeCompare(when(a));

export function participantRows(participants: readonly Participant[], results: readonly ResultListItem[], now: Date = new Date()): ParticipantRow[] {
  const byParticipant = new Map<string, ResultListItem[]>();
  for (const result of results) {
    const list = byParticipant.get(result.participant_id) ?? [];
    list.push(result);
    byParticipant.set(result.participant_id, list);
  }
  return participants.map((participant) => {
    const own = [...(byParticipant.get(participant.id) ?? [])].sort(newestFirst);
    return {
      participant,
      latest: own[0] ?? null,
      latestCompleted: own.find((result) => result.status === "completed") ?? null,
      results: own,
      againOn: nextAttemptAt(own, now),
    };
  });
}

export const rowRisk = (row: ParticipantRow): RiskLevel | null => row.latestCompleted?.risk_level ?? null;
