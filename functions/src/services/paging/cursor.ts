// The opaque cursor of a paged list: the sort values and id of the last item of a page, as base64url
// JSON. Only what this API wrote decodes; anything else is a 400 with the paging message.
import { PAGING_MESSAGES } from "@readbright/domain/api/paging";
import { ID_PATTERN } from "@readbright/domain/patterns";
import { HttpError } from "../../core/http-error";

export type CursorValue = string | number;

/** A page asked for: its size, and the cursor the previous page gave (none for the first). */
export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
}

export interface Cursor {
  /** The last item's sort value (a name, or a time in epoch milliseconds). */
  value: CursorValue;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id]), "utf8").toString("base64url");
}

export function decodeCursor(text: string, kind: "string" | "number"): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw new HttpError(400, PAGING_MESSAGES.cursorInvalid);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw new HttpError(400, PAGING_MESSAGES.cursorInvalid);
  const [value, id] = parsed as unknown[];
  const valueOk = kind === "string" ? typeof value === "string" : typeof value === "number" && Number.isFinite(value);
  if (!valueOk || typeof id !== "string" || !ID_PATTERN.test(id)) throw new HttpError(400, PAGING_MESSAGES.cursorInvalid);
  return { value: value as CursorValue, id };
}
