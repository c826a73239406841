// The group-upload CSV (spec sections 3 and 5): its columns, file name and limits, shared by the web's
// template download and POST /api/participants/upload/, plus the cell formats the template asks for.
import { toCsv } from "./csv-writer";
import { GENDER_LABELS, GENDERS } from "./enums";
import type { Gender } from "./enums";

export const CSV_TEMPLATE_FILE_NAME = "group_test_template.csv";
/** The multipart field the file travels in. */
export const CSV_UPLOAD_FIELD = "csv_file";
export const CSV_MAX_BYTES = 2 * 1024 * 1024;
/** Tiny rows could fit ~70,000 in 2 MB; this keeps one upload well inside the function's time limit. */
export const CSV_MAX_ROWS = 10_000;

/** The participant field each template column fills, in the template's order. */
export const CSV_COLUMNS = [
  { header: "Name*", field: "name" },
  { header: "Date of birth* (mm/dd/yyyy)", field: "date_of_birth" },
  { header: "Gender*", field: "gender" },
  { header: "Grade", field: "grade" },
  { header: "Section", field: "section" },
  { header: "history", field: "history" },
  { header: "difficulties", field: "difficulties" },
] as const;
export type CsvField = (typeof CSV_COLUMNS)[number]["field"];
export const CSV_TEMPLATE_COLUMNS = CSV_COLUMNS.map((column) => column.header);

export const CSV_MESSAGES = {
  notCsv: "Please upload a .csv file",
  tooLarge: "CSV file is too large. Maximum size is 2MB.",
  wrongColumns: `The first row must hold the template's columns: ${CSV_TEMPLATE_COLUMNS.join(", ")}`,
  noRows: "The file has no participants",
  tooManyRows: `A file may hold at most ${CSV_MAX_ROWS.toLocaleString("en-US")} participants`,
  invalidRows: "Some rows are invalid",
  unreadable: "The file could not be read as CSV",
  genderRequired: "Gender is required",
  genderInvalid: "Gender must be Male, Female or Prefer not to say",
  dateOfBirthFormat: "Birth Date must be a date written mm/dd/yyyy",
  tooManyCells: `A row may have at most ${CSV_COLUMNS.length} cells`,
} as const;

/** The template's contents: the header row only, so nothing is uploaded by mistake. */
export function csvTemplate(): string {
  return toCsv([CSV_TEMPLATE_COLUMNS]);
}

/** Header cells match whatever their case, spacing or a leading byte-order mark. */
export function normalizeHeader(cell: string): string {
  return cell.replace(/^\uFEFF/, "").trim().replace(/\s+/g, " ").toLowerCase();
}

const HEADER_FIELDS = new Map<string, CsvField>(CSV_COLUMNS.map((column) => [normalizeHeader(column.header), column.field]));

/** The field of each header cell in order, or null unless the row holds exactly the template's columns. */
export function fieldsOfHeader(cells: readonly string[]): CsvField[] | null {
  const fields = cells.map((cell) => HEADER_FIELDS.get(normalizeHeader(cell)));
  // Trailing empty cells (a spreadsheet's stray commas) are ignored.
  while (fields.length > CSV_COLUMNS.length && cells[fields.length - 1]?.trim() === "") fields.pop();
  const known = fields.filter((field): field is CsvField => field !== undefined);
  if (known.length !== fields.length || known.length !== CSV_COLUMNS.length || new Set(known).size !== known.length) return null;
  return known;
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** 'mm/dd/yyyy' (one-digit month and day allowed, as spreadsheets write them) as 'YYYY-MM-DD', or null. */
export function usDateToIso(value: string): string | null {
  const match = US_DATE.exec(value.trim());
  if (!match) return null;
  const [, month, day, year] = match as unknown as [string, string, string, string];
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

const GENDER_BY_TEXT = new Map<string, Gender>(
  GENDERS.flatMap((gender) => [
    [gender, gender],
    [GENDER_LABELS[gender].toLowerCase(), gender],
  ]),
);

/** A gender cell: its label (Male, Female, Prefer not to say) or value, in any case; null if unknown. */
export function genderFromCell(value: string): Gender | null {
  return GENDER_BY_TEXT.get(value.trim().replace(/\s+/g, " ").toLowerCase()) ?? null;
}
