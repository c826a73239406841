// Paged lists: `?limit=&cursor=` on the participants and results lists. Without `limit` a list
// answers the spec's plain array, as before; with it, one page, the cursor for the next and the total.
import { number, object, string } from "yup";

export const PAGE_LIMIT_MAX = 200;

export const PAGING_MESSAGES = {
  limitInvalid: `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`,
  cursorInvalid: "cursor is not valid: use the next_cursor of the previous page",
} as const;

export interface Page<T> {
  items: T[];
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: string | null;
  /** How many the whole list holds (a server-side count, not a read of every item). */
  total: number;
}

/** The query fields every paged list takes, to spread into its own query schema. */
export const pageQueryFields = {
  limit: number()
    .transform((_value: unknown, original: unknown) => (original === "" || original === undefined ? undefined : /^\d{1,4}$/.test(String(original)) ? Number(original) : Number.NaN))
    .typeError(PAGING_MESSAGES.limitInvalid)
    .integer(PAGING_MESSAGES.limitInvalid)
    .min(1, PAGING_MESSAGES.limitInvalid)
    .max(PAGE_LIMIT_MAX, PAGING_MESSAGES.limitInvalid)
    .optional(),
  cursor: string().strict().typeError(PAGING_MESSAGES.cursorInvalid).max(400, PAGING_MESSAGES.cursorInvalid).matches(/^[A-Za-z0-9_-]+$/, PAGING_MESSAGES.cursorInvalid).optional(),
};

export const pageQuerySchema = object(pageQueryFields);
