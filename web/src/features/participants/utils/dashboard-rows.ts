// The dashboard's participants list: each participant with their latest test, filtered by grade, section
// and risk. The risk of a participant is that of their most recent completed test, and the meter counts
// exactly those, so a level's count always equals the rows shown when that level is selected.
import { nextAttemptAt } from "@readbright/domain/attempts";
import { riskCounts } from "@readbright/domain/scoring";
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

export const NO_FILTERS: DashboardFilters = { grade: "", section: "", risk: "" };

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

/** Grade and section only: what the meter counts. */
export function matchesGroup(row: ParticipantRow, { grade, section }: Pick<DashboardFilters, "grade" | "section">): boolean {
  return (!grade || row.participant.grade === grade) && (!section || row.participant.section === section);
}

export function filterRows(rows: readonly ParticipantRow[], filters: DashboardFilters): ParticipantRow[] {
  return rows.filter((row) => matchesGroup(row, filters) && (!filters.risk || rowRisk(row) === filters.risk));
}

/** The meter's counts for the rows in the chosen grade and section (the risk selection only highlights). */
export function meterCounts(rows: readonly ParticipantRow[], filters: DashboardFilters): Record<RiskLevel, number> {
  return riskCounts(rows.filter((row) => matchesGroup(row, filters)).flatMap((row) => (row.latestCompleted ? [row.latestCompleted] : [])));
}

/** The grades or sections the participants have, in natural order ("2" before "10"). */
export function distinctOptions(participants: readonly Participant[], field: "grade" | "section") {
  const values = new Set(participants.map((p) => p[field]).filter((value): value is string => Boolean(value && value.trim())));
  return [...values].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })).map((value) => ({ value, label: value }));
}
