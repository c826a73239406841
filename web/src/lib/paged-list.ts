// A list the server pages (`?limit=&cursor=`, domain/src/api/paging.ts), read a page at a time: the first
// page at once, each further one when the user asks for more. Keyed per user like every list, and read
// again whole (each page shown so far) after a change through `pagedListKey`.
import useSWRInfinite, { unstable_serialize } from "swr/infinite";
// How SWR names a whole paged list in its cache: this prefix, then the first page's key serialised.
const INFINITE_PREFIX = "$inf$";
import type { Page } from "@readbright/domain/api/paging";

export type PageKey = readonly [list: string, uid: string, cursor: string | null];

function pageKeys(list: string, uid: string | null) {
  return (index: number, previous: Page<unknown> | null): PageKey | null => {
    if (!uid) return null;
    if (index === 0) return [list, uid, null];
    return previous?.next_cursor ? [list, uid, previous.next_cursor] : null;
  };
}

/** Whether an SWR cache key is that of a whole paged list whose name starts with `prefix`. */
export function isPagedListKey(cacheKey: string, prefix: string): boolean {
  return cacheKey.startsWith(INFINITE_PREFIX) && cacheKey.includes(JSON.stringify(prefix).slice(0, -1));
}

/** The cache key of the whole paged list, for `mutate` after a change to it. */
export const pagedListKey = (list: string, uid: string): string => unstable_serialize(pageKeys(list, uid));

export interface PagedList<T> {
  /** Every item of the pages read so far; undefined until the first page arrives. */
  items: T[] | undefined;
  /** How many the whole list holds. */
  total: number | undefined;
  hasMore: boolean;
  loadMore: () => void;
  isLoading: boolean;
  isLoadingMore: boolean;
  error: unknown;
}

/** With `keepPreviousData`, a list whose name changed (new filters) shows the last one's rows until its own arrive. */
export function usePagedList<T>(
  list: string,
  uid: string | null,
  fetchPage: (cursor: string | null) => Promise<Page<T>>,
  { keepPreviousData = false }: { keepPreviousData?: boolean } = {},
): PagedList<T> {
  const { data, error, isLoading, size, setSize } = useSWRInfinite(pageKeys(list, uid), ([, , cursor]: PageKey) => fetchPage(cursor), { keepPreviousData });
  const last = data?.at(-1);
  return {
    items: data?.flatMap((page) => page.items),
    total: data?.[0]?.total,
    hasMore: Boolean(last?.next_cursor),
    loadMore: () => void setSize(size + 1),
    isLoading,
    isLoadingMore: Boolean(data) && size > (data?.length ?? 0),
    error,
  };
}
