// A plain table for lists (spec section 2): 'Loading...' while loading and 'No data available' when empty,
// unless the page has its own empty message.
import type { ReactNode } from "react";
import "./data-table.css";

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
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

export function DataTable<Row>({ label, columns, rows, rowKey, loading = false, emptyMessage = NO_DATA_TEXT }: DataTableProps<Row>) {
  const message = loading ? LOADING_TEXT : !rows || rows.length === 0 ? emptyMessage : null;
  return (
    <div className="data-table__scroll">
      <table className="data-table" aria-label={label} aria-busy={loading || undefined}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {message !== null ? (
            <tr>
              <td className="data-table__message" colSpan={columns.length}>
                {message}
              </td>
            </tr>
          ) : (
            rows?.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key}>{column.cell(row)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
