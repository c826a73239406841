import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DataTable } from "./data-table";
import type { DataTableColumn } from "./data-table";

interface Thing {
  name: string;
  colour: string;
}

const columns: DataTableColumn<Thing>[] = [
  { key: "name", header: "Name", cell: (row) => row.name, title: true },
  { key: "colour", header: "Colour", cell: (row) => row.colour },
  { key: "open", header: "Actions", cell: (row) => <button type="button">Open {row.name}</button>, action: true },
];

describe("DataTable", () => {
  it("says 'Loading...' while loading", () => {
    render(<DataTable label="Things" columns={columns} rows={undefined} rowKey={(row) => row.name} loading />);
    expect(screen.getByRole("table", { name: "Things" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("cell", { name: "Loading..." })).toBeInTheDocument();
  });

  it("says 'No data available' when empty", () => {
    render(<DataTable label="Things" columns={columns} rows={[]} rowKey={(row) => row.name} />);
    expect(screen.getByRole("cell", { name: "No data available" })).toBeInTheDocument();
  });

  it("shows a row per item", () => {
    render(<DataTable label="Things" columns={columns} rows={[{ name: "a", colour: "red" }, { name: "b", colour: "blue" }]} rowKey={(row) => row.name} />);
    expect(screen.getAllByRole("row")).toHaveLength(3);
  });

  it("names every column, action columns for screen readers only", () => {
    render(<DataTable label="Things" columns={columns} rows={[{ name: "a", colour: "red" }]} rowKey={(row) => row.name} />);
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Name", "Colour", "Actions"]);
    expect(within(screen.getAllByRole("columnheader")[2] as HTMLElement).getByText("Actions")).toHaveClass("visually-hidden");
  });

  // On a phone the row is a card: each value beside its column's name (drawn from data-label by CSS, so
  // what the cell says, to a screen reader or in its text, stays the value alone).
  it("labels each value with its column's name for the card layout", () => {
    render(<DataTable label="Things" columns={columns} rows={[{ name: "a", colour: "red" }]} rowKey={(row) => row.name} />);
    expect(screen.getByRole("cell", { name: "red" })).toHaveAttribute("data-label", "Colour");
    expect(screen.getByRole("cell", { name: "red" })).toHaveTextContent(/^red$/);
    // The card's heading and its actions carry no label.
    expect(screen.getByRole("cell", { name: "a" })).not.toHaveAttribute("data-label");
    expect(screen.getByRole("cell", { name: "Open a" })).not.toHaveAttribute("data-label");
  });
});
