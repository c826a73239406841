import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { progress, questionPosition } from "@readbright/domain/question-order";
import { ProgressBar } from "./progress-bar";

const questions = [
  { id: 101, section_type: "memory" as const, is_practice: true },
  { id: 102, section_type: "memory" as const, is_practice: false },
  { id: 103, section_type: "memory" as const, is_practice: false },
  { id: 201, section_type: "spatial_awareness" as const, is_practice: true },
  { id: 202, section_type: "spatial_awareness" as const, is_practice: false },
  { id: 203, section_type: "spatial_awareness" as const, is_practice: false },
];

function show(answeredIds: number[], currentId: number | null) {
  const current = questions.find((q) => q.id === currentId) ?? null;
  const { answered, total } = progress(questions, answeredIds);
  const position = current ? questionPosition(questions, answeredIds, current) : null;
  return render(<ProgressBar answered={answered} total={total} position={position} sectionName="Memory" practice={current?.is_practice ?? false} />);
}

describe("the progress bar", () => {
  it("names the question being answered, 'Question 1 of 4' on the first, with its place in the section", () => {
    show([101], 102);
    expect(screen.getByText(/Question 1 of 4/)).toHaveTextContent("Question 1 of 4 · Memory 1 of 2");
    const bar = screen.getByRole("progressbar", { name: "Test progress" });
    expect(bar).toHaveAttribute("aria-valuetext", "Question 1 of 4");
    expect(bar.firstElementChild).toHaveStyle({ width: "0%" });
  });

  it("says 'Question 4 of 4' on the last question, and counts no practice question", () => {
    show([101, 102, 103, 201, 202], 203);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "Question 4 of 4");
    expect(screen.getByRole("progressbar").firstElementChild).toHaveStyle({ width: "75%" });
  });

  it("calls a practice question a practice question, and ends full", () => {
    const { unmount } = show([101, 102, 103], 201);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "Practice question");
    unmount();
    show([101, 102, 103, 201, 202, 203], null);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "All 4 questions answered");
    expect(screen.getByRole("progressbar").firstElementChild).toHaveStyle({ width: "100%" });
  });
});
