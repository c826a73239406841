import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sectionSeries } from "@readbright/domain/progress";
import { fakeResult } from "../../../testing/factories";
import { fakeSectionScore } from "../../../testing/result-factories";
import { ProgressChart } from "./progress-chart";

const screenings = [
  fakeResult({
    id: "second",
    completed_at: "2026-06-10T10:00:00Z",
    section_scores: { memory: fakeSectionScore(8, 10), phonological_awareness: fakeSectionScore(6, 10), spatial_awareness: fakeSectionScore(0, 0, { pending: 2 }) },
  }),
  fakeResult({
    id: "first",
    completed_at: "2026-01-10T10:00:00Z",
    section_scores: { memory: fakeSectionScore(5, 10), phonological_awareness: fakeSectionScore(3, 10), spatial_awareness: fakeSectionScore(6, 10) },
  }),
];

/** The lines load on their own (Victory is heavy): wait for the chart. */
async function chart(container: HTMLElement): Promise<Element> {
  await waitFor(() => expect(container.querySelector(".progress-chart__chart svg")).not.toBeNull(), { timeout: 5000 });
  return container.querySelector(".progress-chart__chart") as Element;
}

/** The values labelled on one section's points, oldest first (Victory names a label after its group). */
const pointLabels = (svg: Element, section: string) => [...svg.querySelectorAll(`text[id^="progress-${section}-"]`)].map((text) => text.textContent);

describe("ProgressChart", () => {
  it("draws a line per section through its percent at each completed screening, oldest first, on a 0 to 100 % scale", async () => {
    const { container } = render(<ProgressChart series={sectionSeries(screenings)} />);
    const svg = await chart(container);
    expect(pointLabels(svg, "memory")).toEqual(["50", "80"]);
    expect(pointLabels(svg, "phonological_awareness")).toEqual(["30", "60"]);
    // Nothing marked in the second screening's spatial section: no point, not a drop to 0.
    expect(pointLabels(svg, "spatial_awareness")).toEqual(["60"]);
    // Three lines (unfilled paths): one per section, each drawn in its own colour.
    const lines = [...svg.querySelectorAll("path")].filter((path) => path.getAttribute("style")?.includes("fill: none"));
    expect(lines.map((path) => path.getAttribute("style")?.match(/stroke: (#[0-9a-f]+)/)?.[1])).toEqual(["#2c5a85", "#8a4b08", "#2e7d4f"]);
    const ticks = [...svg.querySelectorAll("text")].map((text) => text.textContent ?? "");
    expect(ticks.filter((text) => text.endsWith("%"))).toEqual(["0%", "25%", "50%", "75%", "100%"]);
  });

  it("is a titled figure whose numbers are also a table for screen readers", () => {
    render(<ProgressChart series={sectionSeries(screenings)} />);
    const figure = screen.getByRole("figure", { name: "Section scores over time" });
    expect(figure).toHaveAccessibleDescription("Percent of marked answers right in each section, at each of 2 completed screenings.");
    const table = within(figure).getByRole("table", { name: "Section scores over time" });
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Screening", "Memory", "Phonological Awareness", "Spatial Awareness"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
      ["50%", "30%", "60%"],
      ["80%", "60%", "No marked answers"],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole("rowheader")).toHaveTextContent(/2026/);
  });
});
