import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DataTable } from "./data-table";

const columns = [{ key: "name", header: "Name", cell: (row: { name: string }) => row.name }];

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
    render(<DataTable label="Things" columns={columns} rows={[{ name: "a" }, { name: "b" }]} rowKey={(row) => row.name} />);
    expect(screen.getAllByRole("row")).toHaveLength(3);
  });
});
