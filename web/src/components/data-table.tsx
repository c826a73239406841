// A plain table for lists (spec section 2): 'Loading...' while loading and 'No data available' when empty,
// unless the page has its own empty message. Where it has less than 48rem (a phone, or a narrow column)
// each row is drawn as a card: every value beside its column's name (data-label, drawn by CSS), the row's
// actions together at its foot (data-table.css). It stays one table either way, so screen readers and
// tests read the same rows and cells.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useLayoutEffect, useRef } from "react";
import type { ReactNode, RefObject } from "react";
import { observeLayout } from "../utils/observe-layout";
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
  /** Kept on one line in the table (a date: "Jun 18, 2026", never "Jun / 18, / 2026"). */
  nowrap?: boolean;
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

export const LOADING_TEXT = msg`Loading...`;
export const NO_DATA_TEXT = msg`No data available`;

function cellClass(column: { title?: boolean; action?: boolean; nowrap?: boolean }): string | undefined {
  if (column.action) return "data-table__action";
  if (column.title) return "data-table__title";
  return column.nowrap ? "data-table__nowrap" : undefined;
}

/**
 * Cards also wherever the table would be wider than its room: in the largest text, OpenDyslexic or wide
 * spacing, 48rem is not enough (decision 36). The stylesheet's container query reads --cards.
 */
function useCardsWhenTooWide(frameRef: RefObject<HTMLDivElement | null>, tableRef: RefObject<HTMLTableElement | null>) {
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const table = tableRef.current;
    if (!frame || !table) return;
    const check = () => {
      // Measured as a table, then put back as it will be drawn, in the same frame.
      frame.style.removeProperty("--cards");
      if (table.offsetWidth > frame.clientWidth + 1) frame.style.setProperty("--cards", "1");
    };
    check();
    return observeLayout([frame, table], check);
  }, [frameRef, tableRef]);
}

// The roles repeat what the elements are: a table drawn as cards (display: flex) keeps them in every browser.
export function DataTable<Row>({ label, columns, rows, rowKey, loading = false, emptyMessage }: DataTableProps<Row>) {
  const { i18n } = useLingui();
  const message = loading ? i18n._(LOADING_TEXT) : !rows || rows.length === 0 ? (emptyMessage ?? i18n._(NO_DATA_TEXT)) : null;
  const frameRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  useCardsWhenTooWide(frameRef, tableRef);
  return (
    <div className="data-table-frame" ref={frameRef}>
      <table ref={tableRef} className="data-table" role="table" aria-label={label} aria-busy={loading || undefined}>
        <thead role="rowgroup" className="visually-hidden">
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
