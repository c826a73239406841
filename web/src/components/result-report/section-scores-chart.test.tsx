import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeSectionScore } from "../../testing/result-factories";
import { SectionScoresChart } from "./section-scores-chart";

const scores = { memory: fakeSectionScore(8, 10), phonological_awareness: fakeSectionScore(3, 12), spatial_awareness: fakeSectionScore(0, 0) };

/** The bars load on their own (Victory is heavy): wait for the chart's texts. */
async function chartTexts(container: HTMLElement): Promise<string[]> {
  await waitFor(() => expect(container.querySelector(".section-scores__chart svg")).not.toBeNull(), { timeout: 5000 });
  return [...container.querySelectorAll(".section-scores__chart text")].map((text) => text.textContent ?? "");
}

describe("SectionScoresChart", () => {
  it("draws a bar per section labelled with its score over its limit, on a grid of 0 to 100 % in 11 lines", async () => {
    const { container } = render(<SectionScoresChart scores={scores} />);
    const texts = await chartTexts(container);
    expect(texts).toEqual(expect.arrayContaining(["8/10", "3/12"]));
    expect(texts.filter((text) => text.endsWith("%"))).toEqual(["0%", "10%", "20%", "30%", "40%", "50%", "60%", "70%", "80%", "90%", "100%"]);
  });

  it("takes another number of grid lines", async () => {
    const { container } = render(<SectionScoresChart scores={scores} gridLines={6} />);
    expect((await chartTexts(container)).filter((text) => text.endsWith("%"))).toEqual(["0%", "20%", "40%", "60%", "80%", "100%"]);
  });

  it("lists the same scores in a table for screen readers and print", () => {
    render(<SectionScoresChart scores={scores} />);
    const table = screen.getByRole("table", { name: "Scores by section" });
    expect(within(table).getAllByRole("row").slice(1).map((row) => row.textContent)).toEqual([
      "Memory8 of 10 right (80%)",
      "Phonological Awareness3 of 12 right (25%)",
      "Spatial AwarenessNo marked answers",
    ]);
  });
});
