// A plain table for lists (spec section 2): 'Loading...' while loading and 'No data available' when empty,
// unless the page has its own empty message. Where it has less than 48rem (a phone, or a narrow column)
// each row is drawn as a card: every value beside its column's name (data-label, drawn by CSS), the row's
// actions together at its foot (data-table.css). It stays one table either way, so screen readers and
// tests read the same rows and cells.
import type { ReactNode } from "react";
import "./data-table.css";

export interface DataTableColumn<Row> {
  key: string;
  /** The column's name: its header, and the label beside the value on a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The row's heading on a card: shown first, in bold, without a label. */
  title?: boolean;
  /** An action (a button, a link, a menu): the header is for screen readers, and a card has its actions together at its foot. */
  action?: boolean;
}

interface DataTableProps<Row> {
  /** Names the table for assistive technology. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  loading?: boolean;
  emptyMessage?: string;
}

export const LOADING_TEXT = "Loading...";
export const NO_DATA_TEXT = "No data available";

function cellClass(column: { title?: boolean; action?: boolean }): string | undefined {
  if (column.action) return "data-table__action";
  return column.title ? "data-table__title" : undefined;
}

// The roles repeat what the elements are: a table drawn as cards (display: flex) keeps them in every browser.
export function DataTable<Row>({ label, columns, rows, rowKey, loading = false, emptyMessage = NO_DATA_TEXT }: DataTableProps<Row>) {
  const message = loading ? LOADING_TEXT : !rows || rows.length === 0 ? emptyMessage : null;
  return (
    <div className="data-table-frame">
      <table className="data-table" role="table" aria-label={label} aria-busy={loading || undefined}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} scope="col" role="columnheader">
                {column.action ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {message !== null ? (
            <tr role="row">
              <td role="cell" className="data-table__message" colSpan={columns.length}>
                {message}
              </td>
            </tr>
          ) : (
            rows?.map((row) => (
              <tr key={rowKey(row)} role="row">
                {columns.map((column) => (
                  <td key={column.key} role="cell" className={cellClass(column)} data-label={column.action || column.title ? undefined : column.header}>
                    <span className="data-table__value">{column.cell(row)}</span>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
