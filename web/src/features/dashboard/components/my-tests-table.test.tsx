import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render";
import { fakeResult } from "../testing/factories";
import { MyTestsTable } from "./my-tests-table";

describe("MyTestsTable", () => {
  it("links a completed test's date to its result, and leaves open tests' dates as text", () => {
    renderWithProviders(
      <MyTestsTable
        results={[
          fakeResult({ id: "done", participant: { id: "p1", name: "Mia Stone", grade: "4", section: "B" } }),
          fakeResult({ id: "open", status: "in_progress", risk_level: null, completed_at: null, participant: { id: "p2", name: "Leo Hart", grade: "4", section: "B" } }),
        ]}
        loading={false}
        showName
      />,
    );
    const [done, open] = within(screen.getByRole("table", { name: "Tests" })).getAllByRole("row").slice(1) as [HTMLElement, HTMLElement];
    expect(within(done).getByRole("link", { name: /view result for Mia Stone/ })).toHaveAttribute("href", "/dashboard/results/done");
    expect(within(open).queryByRole("link")).not.toBeInTheDocument();
    expect(within(open).getByRole("cell", { name: "In progress" })).toBeInTheDocument();
  });
});
