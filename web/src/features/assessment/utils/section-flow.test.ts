import { describe, expect, it } from "vitest";
import type { SectionType } from "@readbright/domain/enums";
import { INITIAL_FLOW, advance, screenFor, upcomingQuestion } from "./section-flow";
import type { FlowState } from "./section-flow";

const q = (id: number, section_type: SectionType, is_practice = false) => ({ id, section_type, is_practice });
// Deliberately out of order: the flow follows the domain order (memory, spatial, phonological), then id.
const questions = [q(301, "phonological_awareness", true), q(302, "phonological_awareness"), q(101, "memory", true), q(102, "memory"), q(201, "spatial_awareness", true), q(202, "spatial_awareness")];

function walk(flow: FlowState, answered: Set<number>) {
  return { screen: screenFor(flow, questions, answered), next: advance(flow, questions, answered) };
}

describe("section flow", () => {
  it("starts a fresh test with the first section's overview ('Start Test'), then its instructions, then practice", () => {
    const answered = new Set<number>();
    const first = walk(INITIAL_FLOW, answered);
    expect(first.screen).toEqual({ kind: "overview", section: "memory", isFirstSection: true });
    const second = walk(first.next, answered);
    expect(second.screen).toEqual({ kind: "instructions", section: "memory" });
    expect(screenFor(second.next, questions, answered)).toMatchObject({ kind: "question", question: { id: 101 } });
  });

  it("stays on the section's questions while it lasts", () => {
    const flow: FlowState = { section: "memory", stage: "questions" };
    expect(screenFor(flow, questions, new Set([101]))).toMatchObject({ kind: "question", question: { id: 102 } });
  });

  it("shows the next section's overview ('Continue') when the section changes, and hides the instructions", () => {
    const flow: FlowState = { section: "memory", stage: "questions" };
    const answered = new Set([101, 102]);
    expect(screenFor(flow, questions, answered)).toEqual({ kind: "overview", section: "spatial_awareness", isFirstSection: false });
    const afterOverview = advance(flow, questions, answered);
    expect(afterOverview).toEqual({ section: "spatial_awareness", stage: "instructions" });
  });

  it("skips the overview when the section already has answers (a resumed test)", () => {
    expect(screenFor(INITIAL_FLOW, questions, new Set([101]))).toMatchObject({ kind: "question", question: { id: 102 } });
  });

  it("shows the overview of a section nobody has reached yet on resume", () => {
    expect(screenFor(INITIAL_FLOW, questions, new Set([101, 102]))).toMatchObject({ kind: "overview", section: "spatial_awareness" });
  });

  it("is done when every question is answered", () => {
    expect(screenFor(INITIAL_FLOW, questions, new Set(questions.map((x) => x.id)))).toEqual({ kind: "done" });
  });

  it("knows the question after the current one, across sections", () => {
    expect(upcomingQuestion(questions, new Set([101]), questions[3]!)).toMatchObject({ id: 201 });
    expect(upcomingQuestion(questions, new Set([101, 102, 201, 202, 301]), questions[1]!)).toBeNull();
  });
});
