// Writing CSV the product hands to people (the group-test template, a class list): one cell escaper, so a
// name typed as `=HYPERLINK(...)` opens in a spreadsheet as text, never as a formula.

export type CsvCell = string | number | null | undefined;

/** Characters a spreadsheet may read as the start of a formula (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell with any of these has to be quoted, its quotes doubled. */
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: a formula-like start gets a leading apostrophe; commas, quotes and line breaks are quoted. */
export function escapeCsvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text with CRLF line ends (as spreadsheets write them), ending in a line end. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(escapeCsvCell).join(",")).join("\r\n") + (rows.length > 0 ? "\r\n" : "");
}
