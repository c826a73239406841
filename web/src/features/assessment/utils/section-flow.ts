// The section flow of spec section 4 as pure functions: overview card, instruction card, then the
// section's questions (practice first, by id). The overview is skipped for a section that already has
// answers (a resumed test); on a change of section it shows again.
import type { SectionType } from "@readbright/domain/enums";
import { nextQuestion, orderQuestions } from "@readbright/domain/question-order";
import type { OrderedQuestion } from "@readbright/domain/question-order";

export type Stage = "overview" | "instructions" | "questions";

export interface FlowState {
  section: SectionType | null;
  stage: Stage;
}

export const INITIAL_FLOW: FlowState = { section: null, stage: "overview" };

export type Screen<Q extends OrderedQuestion> =
  | { kind: "overview"; section: SectionType; isFirstSection: boolean }
  | { kind: "instructions"; section: SectionType }
  | { kind: "question"; question: Q }
  | { kind: "done" };

/** The flow for the section of the next question: kept within a section, reset when the section changes. */
export function flowFor<Q extends OrderedQuestion>(flow: FlowState, questions: readonly Q[], answered: ReadonlySet<number>): FlowState {
  const next = nextQuestion(questions, answered);
  if (!next || next.section_type === flow.section) return flow;
  const sectionStarted = questions.some((q) => q.section_type === next.section_type && answered.has(q.id));
  return { section: next.section_type, stage: sectionStarted ? "questions" : "overview" };
}

export function screenFor<Q extends OrderedQuestion>(flow: FlowState, questions: readonly Q[], answered: ReadonlySet<number>): Screen<Q> {
  const next = nextQuestion(questions, answered);
  if (!next) return { kind: "done" };
  const current = flowFor(flow, questions, answered);
  if (current.stage === "overview") {
    const first = orderQuestions(questions)[0];
    return { kind: "overview", section: next.section_type, isFirstSection: first?.section_type === next.section_type };
  }
  if (current.stage === "instructions") return { kind: "instructions", section: next.section_type };
  return { kind: "question", question: next };
}

/** Overview -> instructions -> questions, for the current section. */
export function advance<Q extends OrderedQuestion>(flow: FlowState, questions: readonly Q[], answered: ReadonlySet<number>): FlowState {
  const current = flowFor(flow, questions, answered);
  if (current.stage === "overview") return { ...current, stage: "instructions" };
  return { ...current, stage: "questions" };
}

/** The question after `current`, assuming it gets answered: its read-aloud audio is fetched ahead. */
export function upcomingQuestion<Q extends OrderedQuestion>(questions: readonly Q[], answered: ReadonlySet<number>, current: Q): Q | null {
  return nextQuestion(questions, new Set([...answered, current.id]));
}
