// Under a paged table: how many of the whole list are shown, and a button for the next page.
import { Trans, useLingui } from "@lingui/react/macro";
import type { PagedList } from "../lib/paged-list";

interface ShowMoreProps {
  list: Pick<PagedList<unknown>, "items" | "total" | "hasMore" | "loadMore" | "isLoadingMore">;
  /** What the list holds, plural: "users", "students". */
  noun: string;
}

export function ShowMore({ list, noun }: ShowMoreProps) {
  const { t } = useLingui();
  const shown = list.items?.length ?? 0;
  const total = list.total;
  if (total === undefined || total === 0) return null;
  return (
    <div className="show-more">
      <p className="show-more__count" role="status">
        <Trans>
          Showing {shown} of {total} {noun}
        </Trans>
      </p>
      {list.hasMore ? (
        <button type="button" className="button" onClick={list.loadMore} disabled={list.isLoadingMore}>
          {list.isLoadingMore ? t`Loading…` : t`Show more ${noun}`}
        </button>
      ) : null}
    </div>
  );
}
