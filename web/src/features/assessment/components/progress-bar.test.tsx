import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { progress } from "@readbright/domain/question-order";
import { ProgressBar } from "./progress-bar";

describe("the progress bar", () => {
  it("reads 'N / M questions', counting no practice question on either side", () => {
    const questions = [
      { id: 101, section_type: "memory" as const, is_practice: true },
      { id: 102, section_type: "memory" as const, is_practice: false },
      { id: 103, section_type: "memory" as const, is_practice: false },
      { id: 201, section_type: "spatial_awareness" as const, is_practice: true },
      { id: 202, section_type: "spatial_awareness" as const, is_practice: false },
      { id: 203, section_type: "spatial_awareness" as const, is_practice: false },
    ];
    const { answered, total } = progress(questions, [101, 102, 201]);
    render(<ProgressBar answered={answered} total={total} />);
    expect(screen.getByText("1 / 4 questions")).toBeInTheDocument();
    const bar = screen.getByRole("progressbar", { name: "Test progress" });
    expect(bar).toHaveAttribute("aria-valuenow", "1");
    expect(bar).toHaveAttribute("aria-valuemax", "4");
    expect(bar.firstElementChild).toHaveStyle({ width: "25%" });
  });

  it("starts empty and ends full", () => {
    const { rerender } = render(<ProgressBar answered={0} total={32} />);
    expect(screen.getByText("0 / 32 questions")).toBeInTheDocument();
    expect(screen.getByRole("progressbar").firstElementChild).toHaveStyle({ width: "0%" });
    rerender(<ProgressBar answered={32} total={32} />);
    expect(screen.getByRole("progressbar").firstElementChild).toHaveStyle({ width: "100%" });
  });
});
