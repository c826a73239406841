// A list the server pages, as a table with 'Show more' under it; or, when the list has nothing, its empty
// state (the Activity and Review pages).
import type { PagedList } from "../lib/paged-list";
import { DataTable } from "./data-table";
import type { DataTableColumn } from "./data-table";
import { EmptyState } from "./empty-state/empty-state";
import { ShowMore } from "./show-more";

interface PagedTableProps<Row> {
  /** Names the table for assistive technology. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  list: PagedList<Row>;
  rowKey: (row: Row) => string;
  /** What the list holds, plural: "events", "tests". */
  noun: string;
  empty: { title: string; description: string };
}

export function PagedTable<Row>({ label, columns, list, rowKey, noun, empty }: PagedTableProps<Row>) {
  if (list.items && list.items.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <>
      <DataTable label={label} columns={columns} rows={list.items} rowKey={rowKey} loading={list.isLoading} />
      <ShowMore list={list} noun={noun} />
    </>
  );
}
