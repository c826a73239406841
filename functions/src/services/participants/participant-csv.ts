// Reads a group-upload CSV into participants: every row is checked before anything is written, and a bad
// row is reported by its spreadsheet row number (the header is row 1). Cells are kept as typed, so a
// formula-looking cell ("=HYPERLINK(...)") is stored as plain text; escaping belongs wherever the product
// writes CSV back out.
import { parse } from "csv-parse/sync";
import { ValidationError } from "yup";
import { CSV_COLUMNS, CSV_MAX_ROWS, CSV_MESSAGES, fieldsOfHeader, genderFromCell, usDateToIso } from "@readbright/domain/csv-template";
import type { CsvField } from "@readbright/domain/csv-template";
import { PARTICIPANT_MESSAGES, participantSchema, schoolParticipantSchema } from "@readbright/domain/participant-schemas";
import { HttpError } from "../../core/http-error";
import type { CsvRowError } from "@readbright/domain/api/participants";

export interface CsvParticipant {
  name: string;
  gender: string;
  date_of_birth: string;
  /** Always null unless a school uploads. */
  grade: string | null;
  section: string | null;
  history: string | null;
  difficulties: string | null;
}

export type { CsvRowError };

export type CsvReadResult = { ok: true; participants: CsvParticipant[] } | { ok: false; rows: CsvRowError[] };

/** A school's students carry grade and section; other uploaders' participants do not. */
export type CsvForm = "school" | "other";

/** Bytes as UTF-8 text, or null for something that is not text (a spreadsheet's binary file, say). */
export function decodeCsvText(bytes: Buffer): string | null {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return text.includes("\u0000") ? null : text;
  } catch {
    return null;
  }
}

function parseRecords(text: string): string[][] {
  try {
    // Empty lines are kept so the row numbers match what a spreadsheet shows.
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch {
    throw new HttpError(400, CSV_MESSAGES.unreadable);
  }
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

export function readParticipantCsv(text: string, form: CsvForm): CsvReadResult {
  const [header = [], ...records] = parseRecords(text);
  const fields = fieldsOfHeader(header);
  if (!fields) throw new HttpError(400, CSV_MESSAGES.wrongColumns);
  if (records.filter((cells) => !isBlank(cells)).length > CSV_MAX_ROWS) throw new HttpError(400, CSV_MESSAGES.tooManyRows);

  const participants: CsvParticipant[] = [];
  const rows: CsvRowError[] = [];
  records.forEach((cells, index) => {
    if (isBlank(cells)) return; // a blank line is skipped, not refused
    const row = index + 2;
    const checked = checkRow(cells, fields, form);
    if (checked.errors.length > 0) rows.push({ row, errors: checked.errors });
    else if (checked.participant) participants.push(checked.participant);
  });
  if (rows.length > 0) return { ok: false, rows };
  if (participants.length === 0) throw new HttpError(400, CSV_MESSAGES.noRows);
  return { ok: true, participants };
}

interface CheckedRow {
  participant: CsvParticipant | null;
  errors: string[];
}

// Messages follow the template's column order, whatever order the file's columns are in.
const FIELD_ORDER: readonly CsvField[] = CSV_COLUMNS.map((column) => column.field);
// The shared schema writes dates as YYYY-MM-DD; a CSV person wrote mm/dd/yyyy.
const CSV_DATE_MESSAGE: Record<string, string> = { [PARTICIPANT_MESSAGES.dateOfBirthInvalid]: CSV_MESSAGES.dateOfBirthFormat };

function checkRow(cells: readonly string[], fields: readonly CsvField[], form: CsvForm): CheckedRow {
  const raw: Partial<Record<CsvField, string>> = {};
  fields.forEach((field, i) => (raw[field] = cells[i] ?? ""));
  const own: Partial<Record<CsvField, string>> = {};
  const extra = cells.slice(fields.length).some((cell) => cell.trim() !== "") ? [CSV_MESSAGES.tooManyCells] : [];

  const dateCell = raw.date_of_birth?.trim() ?? "";
  const isoDate = dateCell === "" ? "" : usDateToIso(dateCell);
  if (isoDate === null) own.date_of_birth = CSV_MESSAGES.dateOfBirthFormat;
  const genderCell = raw.gender?.trim() ?? "";
  const gender = genderFromCell(genderCell);
  if (genderCell === "") own.gender = CSV_MESSAGES.genderRequired;
  else if (gender === null) own.gender = CSV_MESSAGES.genderInvalid;

  const payload = { ...raw, date_of_birth: isoDate ?? "", gender: gender ?? "prefer_not_to_say" };
  const schema = form === "school" ? schoolParticipantSchema : participantSchema;
  const byField: Partial<Record<CsvField, string[]>> = {};
  let participant: CsvParticipant | null = null;
  try {
    const valid = schema.validateSync(payload, { abortEarly: false, stripUnknown: true }) as Omit<CsvParticipant, "grade" | "section"> &
      Partial<Pick<CsvParticipant, "grade" | "section">>;
    participant = { ...valid, grade: valid.grade ?? null, section: valid.section ?? null };
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    for (const issue of err.inner) {
      const field = issue.path as CsvField;
      (byField[field] ??= []).push(...issue.errors.map((message) => CSV_DATE_MESSAGE[message] ?? message));
    }
  }
  // A cell this reader already refused keeps only its own message.
  const errors = [...FIELD_ORDER.flatMap((field) => (own[field] ? [own[field]] : (byField[field] ?? []))), ...extra];
  return { participant: errors.length === 0 ? participant : null, errors: [...new Set(errors)] };
}
