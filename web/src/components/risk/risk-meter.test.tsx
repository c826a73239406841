import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { RiskLevel } from "@readbright/domain/enums";
import { RiskMeter } from "./risk-meter";

function ControlledMeter({ counts, onSelect = () => {} }: { counts: Record<RiskLevel, number>; onSelect?: (level: RiskLevel | "") => void }) {
  const [selected, setSelected] = useState<RiskLevel | "">("");
  return (
    <RiskMeter
      counts={counts}
      selected={selected}
      onSelect={(level) => {
        setSelected(level);
        onSelect(level);
      }}
    />
  );
}

const levelButton = (name: RegExp) => within(screen.getByRole("group", { name: "Show one risk level" })).getByRole("button", { name });
const segments = (container: HTMLElement) => [...container.querySelectorAll(".risk-meter__chart path")] as SVGPathElement[];

/** The ring loads on its own (Victory is heavy): wait until its three segments are drawn. */
async function drawnSegments(container: HTMLElement): Promise<SVGPathElement[]> {
  await waitFor(() => expect(segments(container)).toHaveLength(3), { timeout: 5000 });
  return segments(container);
}

describe("RiskMeter", () => {
  it("shows the total in the centre and each level's count and rounded share", () => {
    render(<ControlledMeter counts={{ low: 4, medium: 2, high: 2 }} />);
    expect(screen.getByText("8")).toBeInTheDocument();
    expect(screen.getByText("assessments")).toBeInTheDocument();
    expect(levelButton(/^Low risk/)).toHaveTextContent("Low risk: 4 (50%)");
    expect(levelButton(/^Medium risk/)).toHaveTextContent("Medium risk: 2 (25%)");
    expect(levelButton(/^High risk/)).toHaveTextContent("High risk: 2 (25%)");
  });

  it("draws one segment per level, each in its own colour", async () => {
    const { container } = render(<ControlledMeter counts={{ low: 4, medium: 2, high: 2 }} />);
    const fills = (await drawnSegments(container)).map((path) => path.style.fill);
    expect(fills).toHaveLength(3);
    expect(new Set(fills).size).toBe(3);
  });

  it("draws three equal grey placeholder segments and 0 when there are no results", async () => {
    const { container } = render(<ControlledMeter counts={{ low: 0, medium: 0, high: 0 }} />);
    expect(screen.getByText("0")).toBeInTheDocument();
    const paths = await drawnSegments(container);
    expect(new Set(paths.map((path) => path.style.fill)).size).toBe(1);
    expect(levelButton(/^Low risk/)).toHaveTextContent("Low risk: 0 (0%)");
  });

  it("selects one level at a time and clears it when the selected level is clicked again", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = render(<ControlledMeter counts={{ low: 3, medium: 1, high: 1 }} onSelect={onSelect} />);
    await drawnSegments(container);

    await user.click(levelButton(/^High risk/));
    expect(levelButton(/^High risk/)).toHaveAttribute("aria-pressed", "true");
    expect(levelButton(/^Low risk/)).toHaveAttribute("aria-pressed", "false");
    // The selected segment stays bright; the others fade.
    const opacity = segments(container).map((path) => path.style.opacity);
    expect(opacity).toEqual(["0.3", "0.3", "1"]);

    await user.click(levelButton(/^Low risk/));
    expect(levelButton(/^Low risk/)).toHaveAttribute("aria-pressed", "true");
    expect(levelButton(/^High risk/)).toHaveAttribute("aria-pressed", "false");

    await user.click(levelButton(/^Low risk/));
    expect(levelButton(/^Low risk/)).toHaveAttribute("aria-pressed", "false");
    expect(onSelect.mock.calls.map(([level]) => level)).toEqual(["high", "low", ""]);
  });

  it("selects a level by clicking its segment", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = render(<ControlledMeter counts={{ low: 3, medium: 1, high: 1 }} onSelect={onSelect} />);
    await user.click((await drawnSegments(container))[1] as SVGPathElement);
    expect(onSelect).toHaveBeenLastCalledWith("medium");
    expect(levelButton(/^Medium risk/)).toHaveAttribute("aria-pressed", "true");
  });

  it("works from the keyboard", async () => {
    const user = userEvent.setup();
    render(<ControlledMeter counts={{ low: 3, medium: 1, high: 1 }} />);
    await user.tab();
    expect(levelButton(/^Low risk/)).toHaveFocus();
    await user.tab();
    expect(levelButton(/^Medium risk/)).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(levelButton(/^Medium risk/)).toHaveAttribute("aria-pressed", "true");
    await user.keyboard(" ");
    expect(levelButton(/^Medium risk/)).toHaveAttribute("aria-pressed", "false");
  });
});
