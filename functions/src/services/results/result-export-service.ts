// GET /api/assessment-results/export/: the caller's results as CSV (docs/decisions/0021), in the account's
// language (0051). The scope's students and tests are read once each, whatever their number, and joined
// here: the Student IDs come with the students, never one read per row.
import { auditActorFrom, auditEvent, groupLabel } from "../audit/audit-service";
import { recordAuditEvent } from "../audit/audit-log";
import type { ResultsExportQuery } from "@readbright/domain/api/results-export";
import { resultsCsv } from "@readbright/domain/results-csv";
import type { ResultsCsvRow } from "@readbright/domain/results-csv";
import { formatStudentCode } from "@readbright/domain/student-code";
import type { AuthUser } from "../../core/caller";
import { readCallerProfile } from "../accounts/caller-scope";
import { participantsInScope } from "../participants/participant-lookup";
import { resultsInScope } from "./results-in-scope";
import type { StoredParticipant } from "../participants/stored-participant";
import { scopeOf } from "../accounts/caller-scope";
import type { StoredResult } from "./stored-result";
import { presentResults } from "./result-list-service";

export interface ExportedResult {
  result: StoredResult;
  /** Null for a test whose student is not among the scope's (its stored copy names them then). */
  participant: StoredParticipant | null;
}

/**
 * Every test of the students the filters select: grade and section as the student is placed, and the
 * risk as the dashboard's list filters it (the level of the student's latest completed test, kept on the
 * student: docs/decisions/0024), so a filtered export holds the students that list shows, each with all their tests.
 */
export function chooseExportResults(participants: readonly StoredParticipant[], results: readonly StoredResult[], filters: ResultsExportQuery): ExportedResult[] {
  const byId = new Map(participants.map((participant) => [participant.id, participant]));
  return results
    .map((result) => ({ result, participant: byId.get(result.participant_id) ?? null }))
    .filter(({ result, participant }) => {
      const placed = participant ?? result.participant;
      if (filters.grade && placed.grade !== filters.grade) return false;
      if (filters.section && placed.section !== filters.section) return false;
      return !filters.risk || participant?.latest_risk_level === filters.risk;
    });
}

/** The CSV rows: the list's presentation (scores, pending reviews) with the student as placed today. */
export async function exportRows(chosen: readonly ExportedResult[]): Promise<ResultsCsvRow[]> {
  const items = await presentResults(chosen.map(({ result }) => result));
  return items.map((item, index) => {
    const participant = chosen[index]?.participant ?? null;
    return {
      ...item,
      participant: participant ? { id: participant.id, name: participant.name, grade: participant.grade, section: participant.section } : item.participant,
      student_code: participant?.student_code ? formatStudentCode(participant.student_code) : null,
    };
  });
}

/** The file's text for the caller's scope narrowed by the filters. */
export async function exportResultsFor(user: AuthUser, filters: ResultsExportQuery): Promise<string> {
  const profile = await readCallerProfile(user.uid);
  // An individual's own participant is made when first needed: asked for once at a time, not twice at once.
  const [participants, results] =
    scopeOf(profile).kind === "self" ? [await participantsInScope(profile), await resultsInScope(profile)] : await Promise.all([participantsInScope(profile), resultsInScope(profile)]);
  const chosen = chooseExportResults(participants, results, filters);
  // In the account's language (decision 51): English until one is chosen.
  const csv = resultsCsv(await exportRows(chosen), profile.language ?? "en");
  // Logged once the file is made, before it is sent.
  const filtersText = [groupLabel({ grade: filters.grade, section: filters.section }), filters.risk ? `${filters.risk} risk` : null].filter(Boolean).join(", ");
  const label = `${chosen.length} ${chosen.length === 1 ? "test" : "tests"}`;
  await recordAuditEvent(auditEvent(auditActorFrom(profile, user.email), "results_exported", { type: "results", id: null, label, detail: filtersText }));
  return csv;
}
