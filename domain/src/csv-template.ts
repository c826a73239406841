// The group-upload CSV (spec sections 3 and 5): its columns, file name and limits, shared by the web's
// template download and POST /api/participants/upload/, plus the cell formats the template asks for.
// The template comes in English or Spanish (decision 51); an upload's header row may be either, and its
// gender cells may say the English or the Spanish words. Dates are mm/dd/yyyy in both.
import { toCsv } from "./csv-writer";
import { GENDER_LABELS, GENDERS } from "./enums";
import type { Gender } from "./enums";
import type { Language } from "./languages";
import { SPANISH } from "./spanish-words";

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

/** The Spanish template's header of each field. */
const SPANISH_HEADERS: Record<CsvField, string> = SPANISH.csvHeaders;

/** The template's header row in `language`, in the same order. */
export function csvTemplateColumns(language: Language = "en"): string[] {
  return language === "es" ? CSV_COLUMNS.map((column) => SPANISH_HEADERS[column.field]) : [...CSV_TEMPLATE_COLUMNS];
}

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

/** The template's contents in `language`: the header row only, so nothing is uploaded by mistake. */
export function csvTemplate(language: Language = "en"): string {
  return toCsv([csvTemplateColumns(language)]);
}

/** Text as it is compared: without accents, extra spaces or capitals ("Género*" is "genero*"). */
function plain(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").trim().replace(/\s+/g, " ").toLowerCase();
}

/** Header cells match whatever their case, spacing, accents or a leading byte-order mark. */
export function normalizeHeader(cell: string): string {
  return plain(cell.replace(/^\uFEFF/, ""));
}

// Either template's headers name a field: a file starts from the English or the Spanish one.
const HEADER_FIELDS = new Map<string, CsvField>(
  CSV_COLUMNS.flatMap((column) => [
    [normalizeHeader(column.header), column.field],
    [normalizeHeader(SPANISH_HEADERS[column.field]), column.field],
  ]),
);

/** The field of each header cell in order, or null unless the row holds exactly the template's columns (English or Spanish). */
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
    [plain(GENDER_LABELS[gender]), gender],
    [plain(SPANISH.genders[gender]), gender],
  ]),
);

/**
 * A gender cell: its label in English (Male, Female, Prefer not to say) or Spanish (Masculino, Femenino,
 * Prefiero no decirlo) or its value, whatever the case, spacing or accents; null if unknown.
 */
export function genderFromCell(value: string): Gender | null {
  return GENDER_BY_TEXT.get(plain(value)) ?? null;
}
