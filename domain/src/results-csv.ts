// The class results export (docs/decisions/0021): one row per test with the student's ID,
// class, date, status, each section's score, the risk level, the spoken answers waiting for review and
// the validity checks the test did not pass (validity-words.ts).
// Written with the shared CSV writer, so a name typed as a formula opens as text.
import { toCsv } from "./csv-writer";
import type { CsvCell } from "./csv-writer";
import { RESULT_STATUS_LABELS, RISK_LEVEL_LABELS, SECTION_TYPE_LABELS, SECTION_TYPES } from "./enums";
import type { ResultListItem } from "./api/assessment-results";
import { validityCell } from "./validity-words";

/** A test as the export needs it: the list's shape, with the student's Student ID as people read it. */
export type ResultsCsvRow = Pick<ResultListItem, "participant" | "status" | "created_at" | "started_at" | "completed_at" | "section_scores" | "risk_level" | "pending_reviews"> & Partial<Pick<ResultListItem, "validity_flags">> & {
  student_code: string | null;
};

export interface ResultsExportFilters {
  grade?: string | undefined;
  section?: string | undefined;
  risk?: string | undefined;
}

export const RESULTS_CSV_COLUMNS: readonly string[] = [
  "Student ID",
  "Name",
  "Grade",
  "Section",
  "Date",
  "Status",
  // A percentage to sort by, and the count it comes from ("7 of 10": "7/10" would open as a date).
  ...SECTION_TYPES.flatMap((section) => [`${SECTION_TYPE_LABELS[section]} (% right)`, `${SECTION_TYPE_LABELS[section]} (right of marked)`]),
  "Risk level",
  "Pending reviews",
  // Each flag by name ("Too fast; At chance (Memory)"): empty when the test raised none.
  "Checks",
];

/** Excel reads a file without it as ANSI, garbling names like Zoë. */
export const BYTE_ORDER_MARK = "\uFEFF";

/** The day of the test (completed, else started, else created) as yyyy-mm-dd, in UTC. */
export function testDay(row: Pick<ResultsCsvRow, "created_at" | "started_at" | "completed_at">): string {
  return (row.completed_at ?? row.started_at ?? row.created_at).slice(0, 10);
}

function sectionCells(row: ResultsCsvRow): CsvCell[] {
  return SECTION_TYPES.flatMap((section) => {
    const score = row.section_scores?.[section];
    if (!score) return ["", ""];
    return [score.total > 0 ? Math.round((100 * score.correct) / score.total) : "", `${score.correct} of ${score.total}`];
  });
}

function cells(row: ResultsCsvRow): CsvCell[] {
  return [
    row.student_code,
    row.participant.name,
    row.participant.grade,
    row.participant.section,
    testDay(row),
    RESULT_STATUS_LABELS[row.status],
    ...sectionCells(row),
    row.risk_level ? RISK_LEVEL_LABELS[row.risk_level] : "",
    row.pending_reviews,
    row.status === "completed" ? validityCell(row.validity_flags) : "",
  ];
}

const natural = (a: string | null, b: string | null) => (a ?? "").localeCompare(b ?? "", undefined, { numeric: true });

/** By grade and section (2 before 10), then name, then each student's tests newest first. */
export function sortResultsRows(rows: readonly ResultsCsvRow[]): ResultsCsvRow[] {
  return [...rows].sort(
    (a, b) =>
      natural(a.participant.grade, b.participant.grade) ||
      natural(a.participant.section, b.participant.section) ||
      a.participant.name.localeCompare(b.participant.name) ||
      testDay(b).localeCompare(testDay(a)),
  );
}

/** The whole file: byte order mark, header row, one row per test. */
export function resultsCsv(rows: readonly ResultsCsvRow[]): string {
  return BYTE_ORDER_MARK + toCsv([RESULTS_CSV_COLUMNS, ...sortResultsRows(rows).map(cells)]);
}

/** Safe in any file system: anything but letters and digits becomes a dash. */
const slug = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** results_all.csv, or e.g. results_grade-3_section-b.csv, results_risk-high.csv: the scope it holds. */
export function resultsExportFileName(filters: ResultsExportFilters): string {
  const parts = (["grade", "section", "risk"] as const).flatMap((name) => {
    const value = slug(filters[name] ?? "");
    return value ? [`${name}-${value}`] : [];
  });
  return `results_${parts.length > 0 ? parts.join("_") : "all"}.csv`;
}
