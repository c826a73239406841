// A page of a list already held whole: for lists that stay small by nature (an admin's staff and open
// invitations), read in full and cut here, with the same cursor and shape as the lists paged in
// Firestore (cursor.ts). The items must be in order of [sort value, id].
import type { Page } from "@readbright/domain/api/paging";
import { decodeCursor, encodeCursor } from "./cursor";
import type { PageRequest } from "./cursor";

export function pageOfList<T>(items: readonly T[], sortValue: (item: T) => string, id: (item: T) => string, page: PageRequest): Page<T> {
  let start = 0;
  if (page.cursor) {
    const after = decodeCursor(page.cursor, "string");
    // The first item after the cursor's place, even if that item itself has gone since.
    start = items.findIndex((item) => {
      const value = sortValue(item);
      return value > after.value || (value === after.value && id(item) > after.id);
    });
    if (start < 0) start = items.length;
  }
  const slice = items.slice(start, start + page.limit);
  const last = slice.at(-1);
  const more = start + slice.length < items.length;
  return { items: slice, next_cursor: more && last ? encodeCursor({ value: sortValue(last), id: id(last) }) : null, total: items.length };
}
