// The class results export (docs/decisions/0021): one row per test with the student's ID,
// class, date, status, each section's score, the risk level, the spoken answers waiting for review and
// the validity checks the test did not pass (validity-words.ts), and the language the test was taken in
// (last, so the columns before it stay where they were; decision 50). Its headers and words are in the account's
// language (decision 51): English as it always was, or Spanish (spanish-words.ts).
// Written with the shared CSV writer, so a name typed as a formula opens as text.
import { toCsv } from "./csv-writer";
import type { CsvCell } from "./csv-writer";
import { RESULT_STATUS_LABELS, RISK_LEVEL_LABELS, SECTION_TYPE_LABELS, SECTION_TYPES } from "./enums";
import type { ResultStatus, RiskLevel, SectionType } from "./enums";
import type { ResultListItem } from "./api/assessment-results";
import type { Language } from "./languages";
import { SPANISH, spanishValidityCell } from "./spanish-words";
import { storedLanguage, TEST_LANGUAGE_LABELS } from "./test-language";
import type { ValidityFlag } from "./validity";
import { validityCell } from "./validity-words";

/** A test as the export needs it: the list's shape, with the student's Student ID as people read it. */
export type ResultsCsvRow = Pick<ResultListItem, "participant" | "status" | "created_at" | "started_at" | "completed_at" | "section_scores" | "risk_level" | "pending_reviews" | "language"> & Partial<Pick<ResultListItem, "validity_flags">> & {
  student_code: string | null;
};

export interface ResultsExportFilters {
  grade?: string | undefined;
  section?: string | undefined;
  risk?: string | undefined;
}

/** The words of one language's file: its headers and the words in its cells. */
interface ResultsCsvWords {
  columns: { studentId: string; name: string; grade: string; section: string; date: string; status: string; risk: string; pending: string; checks: string; language: string };
  percentRight: (section: string) => string;
  rightOfMarked: (section: string) => string;
  sections: Record<SectionType, string>;
  statuses: Record<ResultStatus, string>;
  risks: Record<RiskLevel, string>;
  /** "7 of 10": "7/10" would open as a date. */
  outOf: (correct: number, total: number) => string;
  checks: (flags: readonly ValidityFlag[] | null | undefined) => string;
}

const WORDS: Record<Language, ResultsCsvWords> = {
  en: {
    columns: { studentId: "Student ID", name: "Name", grade: "Grade", section: "Section", date: "Date", status: "Status", risk: "Risk level", pending: "Pending reviews", checks: "Checks", language: "Test language" },
    percentRight: (section) => `${section} (% right)`,
    rightOfMarked: (section) => `${section} (right of marked)`,
    sections: SECTION_TYPE_LABELS,
    statuses: RESULT_STATUS_LABELS,
    risks: RISK_LEVEL_LABELS,
    outOf: (correct, total) => `${correct} of ${total}`,
    checks: validityCell,
  },
  es: {
    columns: { studentId: "ID de estudiante", name: "Nombre", grade: "Grado", section: "Grupo", date: "Fecha", status: "Estado", risk: "Nivel de riesgo", pending: "Revisiones pendientes", checks: "Controles", language: "Idioma de la prueba" },
    percentRight: (section) => `${section} (% correctas)`,
    rightOfMarked: (section) => `${section} (correctas de calificadas)`,
    sections: SPANISH.sections,
    statuses: SPANISH.statuses,
    risks: SPANISH.risks,
    outOf: (correct, total) => `${correct} de ${total}`,
    checks: spanishValidityCell,
  },
};

/** The header row in `language`. */
export function resultsCsvColumns(language: Language = "en"): readonly string[] {
  const words = WORDS[language];
  const { columns } = words;
  return [
    columns.studentId,
    columns.name,
    columns.grade,
    columns.section,
    columns.date,
    columns.status,
    // A percentage to sort by, and the count it comes from.
    ...SECTION_TYPES.flatMap((section) => [words.percentRight(words.sections[section]), words.rightOfMarked(words.sections[section])]),
    columns.risk,
    columns.pending,
    // Each flag by name ("Too fast; At chance (Memory)"): empty when the test raised none.
    columns.checks,
    // Each language named in itself ("English", "Español"): scores in two languages are not to be compared.
    columns.language,
  ];
}

export const RESULTS_CSV_COLUMNS: readonly string[] = resultsCsvColumns("en");

/** Excel reads a file without it as ANSI, garbling names like Zoë. */
export const BYTE_ORDER_MARK = "\uFEFF";

/** The day of the test (completed, else started, else created) as yyyy-mm-dd, in UTC. */
export function testDay(row: Pick<ResultsCsvRow, "created_at" | "started_at" | "completed_at">): string {
  return (row.completed_at ?? row.started_at ?? row.created_at).slice(0, 10);
}

function sectionCells(row: ResultsCsvRow, words: ResultsCsvWords): CsvCell[] {
  return SECTION_TYPES.flatMap((section) => {
    const score = row.section_scores?.[section];
    if (!score) return ["", ""];
    return [score.total > 0 ? Math.round((100 * score.correct) / score.total) : "", words.outOf(score.correct, score.total)];
  });
}

function cells(row: ResultsCsvRow, words: ResultsCsvWords): CsvCell[] {
  return [
    row.student_code,
    row.participant.name,
    row.participant.grade,
    row.participant.section,
    testDay(row),
    words.statuses[row.status],
    ...sectionCells(row, words),
    row.risk_level ? words.risks[row.risk_level] : "",
    row.pending_reviews,
    row.status === "completed" ? words.checks(row.validity_flags) : "",
    TEST_LANGUAGE_LABELS[storedLanguage(row.language)],
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

/** The whole file in `language`: byte order mark, header row, one row per test. */
export function resultsCsv(rows: readonly ResultsCsvRow[], language: Language = "en"): string {
  const words = WORDS[language];
  return BYTE_ORDER_MARK + toCsv([resultsCsvColumns(language), ...sortResultsRows(rows).map((row) => cells(row, words))]);
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
