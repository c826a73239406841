// The order questions are asked in (spec section 4) and the progress bar's numbers (section 5).
// Why memory comes first and phonological awareness last: docs/assessment-content.md.
import { SECTION_TYPE_LABELS } from "./enums";
import type { SectionType } from "./enums";

export const SECTION_ORDER: readonly SectionType[] = ["memory", "spatial_awareness", "phonological_awareness"];

export interface OrderedQuestion {
  id: number;
  section_type: SectionType;
  is_practice: boolean;
}

function sectionRank(section: SectionType): number {
  const rank = SECTION_ORDER.indexOf(section);
  return rank === -1 ? SECTION_ORDER.length : rank;
}

/** By section order, then by id (each section's practice questions have its lowest ids). */
export function compareQuestions(a: OrderedQuestion, b: OrderedQuestion): number {
  return sectionRank(a.section_type) - sectionRank(b.section_type) || a.id - b.id;
}

export function orderQuestions<Q extends OrderedQuestion>(questions: readonly Q[]): Q[] {
  return [...questions].sort(compareQuestions);
}

/** The unanswered question with the lowest section order, then the lowest id; null when all are answered. */
export function nextQuestion<Q extends OrderedQuestion>(questions: readonly Q[], answeredIds: Iterable<number>): Q | null {
  const answered = new Set(answeredIds);
  let next: Q | null = null;
  for (const question of questions) {
    if (answered.has(question.id)) continue;
    if (next === null || compareQuestions(question, next) < 0) next = question;
  }
  return next;
}

/** 'N / M questions': practice questions count in neither number. */
export function progress(questions: readonly OrderedQuestion[], answeredIds: Iterable<number>): { answered: number; total: number } {
  const answered = new Set(answeredIds);
  const scored = questions.filter((question) => !question.is_practice);
  return { answered: scored.filter((question) => answered.has(question.id)).length, total: scored.length };
}

/** Question number over section length as a percentage, clamped to 0..100 (0 for an empty section). */
export function progressPercent(n: number, length: number): number {
  if (!(length > 0) || !Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, (n / length) * 100));
}

export interface QuestionPosition {
  /** The question being answered, counted from 1 among scored questions; total + 1 never: capped at total. */
  number: number;
  total: number;
  /** The same within its section. */
  sectionNumber: number;
  sectionTotal: number;
}

/**
 * Where a scored question stands: 'Question 1 of 28' on the first, '28 of 28' on the last (the one being
 * answered counts, the answered ones before it too). Practice questions have no position.
 */
export function questionPosition(questions: readonly OrderedQuestion[], answeredIds: Iterable<number>, current: OrderedQuestion): QuestionPosition | null {
  if (current.is_practice) return null;
  const answered = new Set(answeredIds);
  const scored = questions.filter((question) => !question.is_practice);
  const section = scored.filter((question) => question.section_type === current.section_type);
  const before = (list: readonly OrderedQuestion[]) => list.filter((question) => question.id !== current.id && answered.has(question.id)).length;
  return {
    number: Math.min(scored.length, before(scored) + 1),
    total: scored.length,
    sectionNumber: Math.min(section.length, before(section) + 1),
    sectionTotal: section.length,
  };
}

/**
 * A question as a school recognises it (decision 36): its section and its place among the section's
 * scored questions, "Phonological Awareness, question 4"; never the bank's internal id.
 */
export function questionPlace(questions: readonly OrderedQuestion[], questionId: number): string {
  const question = questions.find((q) => q.id === questionId);
  if (!question) return "A question no longer in the test";
  const section = SECTION_TYPE_LABELS[question.section_type];
  if (question.is_practice) return `${section}, practice question`;
  const scored = orderQuestions(questions.filter((q) => q.section_type === question.section_type && !q.is_practice));
  return `${section}, question ${scored.findIndex((q) => q.id === questionId) + 1}`;
}
