// Which validity flags a test's answers raise (validity.ts; docs/decisions/0040-validity-flags.md). Pure:
// the server runs it on completion and on every re-score, in the transaction that writes the scores.
import { answerMode } from "./answer-mode";
import type { PublicQuestion } from "./assessment";
import { SECTION_TYPES } from "./enums";
import type { SectionType } from "./enums";
import { poissonBinomialUpperTail } from "./statistics/poisson-binomial";
import type { ValidityFlag } from "./validity";

/** Below this median time (ms) from a choice question fully shown to its answer, no child was reading it (decision 40). */
export const TOO_FAST_MEDIAN_MS = 450;
/**
 * ...and the server saw those answers arrive as fast: the median time between such an answer and the
 * answer before it, by the server's clock and less any memory window, under this. The device's times
 * alone are not believed: a device could report fast times for answers given slowly (decision 40).
 */
export const TOO_FAST_ARRIVAL_MS = 3000;
/** The one-sided level of the test that a section's right answers are above guessing. */
export const AT_CHANCE_ALPHA = 0.05;
/** A section with fewer than this share of its scored questions answered is incomplete. */
export const INCOMPLETE_SHARE = 0.5;
/** Half or more of the measured scored recordings silent: unheard. */
export const UNHEARD_SHARE = 0.5;
/** A pause longer than this between two sections: interrupted. */
export const INTERRUPTED_GAP_MS = 30 * 60 * 1000;

export type ValidityQuestion = Pick<PublicQuestion, "id" | "section_type" | "is_practice" | "question_type" | "options">;

/** An answer as the flags need it (the stored answer has all of these). */
export interface ValidityAnswer {
  question_id: number;
  section_type: SectionType;
  is_practice: boolean;
  option_ids: readonly string[];
  answer_text: string | null;
  /** null while waiting for a mark. */
  is_correct: boolean | null;
  answered_at: Date;
  /** From the question fully shown to the answer, measured on the device; null on answers stored before it. */
  response_ms: number | null;
  /** Whether the voice-activity check heard a voice in a recording; null when not measured or not a recording. */
  voice_detected: boolean | null;
  /** How long a memory question's items were shown before it (ms): part of the time between two arrivals. */
  memory_view_ms?: number | null;
}

/**
 * The chance that a blind guess is marked right: one of n options 1/n; a set of options (any non-empty
 * set may be sent, and only the exact set is right) 1/(2^n - 1); a typed or spoken answer 0.
 */
export function guessingRate(question: Pick<PublicQuestion, "question_type" | "options">): number {
  const n = question.options.length;
  switch (answerMode(question)) {
    case "one-option":
      return n > 0 ? 1 / n : 0;
    case "options":
      return n > 0 ? 1 / (2 ** n - 1) : 0;
    default:
      return 0;
  }
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const isChoice = (question: ValidityQuestion) => {
  const mode = answerMode(question);
  return mode === "one-option" || mode === "options";
};

/** By the server's clock: from the answer before (practice included) to this one, less its memory window. */
function arrivalGaps(answers: readonly ValidityAnswer[], timed: ReadonlySet<ValidityAnswer>): number[] {
  const ordered = [...answers].sort((a, b) => a.answered_at.getTime() - b.answered_at.getTime());
  return ordered.flatMap((answer, i) => {
    const before = ordered[i - 1];
    if (!before || !timed.has(answer)) return [];
    return [Math.max(0, answer.answered_at.getTime() - before.answered_at.getTime() - (answer.memory_view_ms ?? 0))];
  });
}

function tooFast(answers: readonly ValidityAnswer[], scored: readonly ValidityAnswer[], byId: ReadonlyMap<number, ValidityQuestion>): ValidityFlag[] {
  const timed = scored.filter((answer) => {
    const question = byId.get(answer.question_id);
    return question !== undefined && isChoice(question) && answer.response_ms !== null;
  });
  const mid = median(timed.map((answer) => answer.response_ms as number));
  if (mid === null || mid >= TOO_FAST_MEDIAN_MS) return [];
  const arrival = median(arrivalGaps(answers, new Set(timed)));
  if (arrival === null || arrival >= TOO_FAST_ARRIVAL_MS) return [];
  return [{ code: "too_fast", section: null, figures: { median_ms: Math.round(mid), answers: timed.length, floor_ms: TOO_FAST_MEDIAN_MS, arrival_ms: Math.round(arrival) } }];
}

const round = (value: number, places: number) => Number(value.toFixed(places));

/** The chance of at least `correct` right among `answers` by guessing alone (the exact Poisson-binomial tail). */
function guessingTail(answers: readonly ValidityAnswer[], byId: ReadonlyMap<number, ValidityQuestion>, correct: number): number {
  return poissonBinomialUpperTail(
    answers.map((answer) => guessingRate(byId.get(answer.question_id) as ValidityQuestion)),
    correct,
  );
}

/**
 * Whether the whole test's right answers are above guessing (one-sided, 5 %). A child who struggles in
 * one skill is at chance in its section: that is what the screening looks for, and with sections of 8 to
 * 14 questions every High result has such a section. So a section at chance is a validity flag only when
 * the whole test is at chance too, the mark of answers given without reading (decision 40).
 */
function testAboveChance(scored: readonly ValidityAnswer[], byId: ReadonlyMap<number, ValidityQuestion>): boolean {
  const marked = scored.filter((answer) => answer.is_correct !== null && byId.has(answer.question_id));
  const correct = marked.filter((answer) => answer.is_correct === true).length;
  return marked.length > 0 && guessingTail(marked, byId, correct) <= AT_CHANCE_ALPHA;
}

/**
 * Not above guessing: the chance of at least this many right by guessing alone (the exact
 * Poisson-binomial tail over the section's marked answers) is above 5 %. A section where even every
 * answer right would not be above guessing (too few choice questions) cannot tell, and raises nothing.
 */
function atChance(section: SectionType, scored: readonly ValidityAnswer[], byId: ReadonlyMap<number, ValidityQuestion>): ValidityFlag[] {
  const marked = scored.filter((answer) => answer.section_type === section && answer.is_correct !== null && byId.has(answer.question_id));
  if (marked.length === 0) return [];
  const chances = marked.map((answer) => guessingRate(byId.get(answer.question_id) as ValidityQuestion));
  if (poissonBinomialUpperTail(chances, marked.length) > AT_CHANCE_ALPHA) return [];
  const correct = marked.filter((answer) => answer.is_correct === true).length;
  const pValue = poissonBinomialUpperTail(chances, correct);
  if (pValue <= AT_CHANCE_ALPHA) return [];
  const expected = chances.reduce((sum, p) => sum + p, 0);
  return [{ code: "at_chance", section, figures: { correct, marked: marked.length, expected: round(expected, 2), p_value: round(pValue, 4) } }];
}

const isSpoken = (question: ValidityQuestion | undefined) => question !== undefined && answerMode(question) === "recording";

/**
 * An answer with something in it: a choice, text, or a recording in which a voice was heard (or not yet
 * measured). Told by its question, not its file: the retention job deletes recordings and keeps the answers.
 */
function hasContent(answer: ValidityAnswer, question: ValidityQuestion | undefined): boolean {
  if (isSpoken(question)) return answer.voice_detected !== false;
  return answer.option_ids.length > 0 || (answer.answer_text ?? "").trim() !== "";
}

function incomplete(section: SectionType, scored: readonly ValidityAnswer[], byId: ReadonlyMap<number, ValidityQuestion>): ValidityFlag[] {
  const asked = [...byId.values()].filter((question) => question.section_type === section);
  if (asked.length === 0) return [];
  const answered = scored.filter((answer) => answer.section_type === section && hasContent(answer, byId.get(answer.question_id))).length;
  return answered < INCOMPLETE_SHARE * asked.length ? [{ code: "incomplete", section, figures: { answered, questions: asked.length } }] : [];
}

function unheard(scored: readonly ValidityAnswer[], byId: ReadonlyMap<number, ValidityQuestion>): ValidityFlag[] {
  const recordings = scored.filter((answer) => isSpoken(byId.get(answer.question_id)));
  const measured = recordings.filter((answer) => answer.voice_detected !== null);
  const silent = measured.filter((answer) => answer.voice_detected === false).length;
  if (measured.length === 0 || silent < UNHEARD_SHARE * measured.length) return [];
  return [{ code: "unheard", section: null, figures: { silent, measured: measured.length, recordings: recordings.length } }];
}

/** Sections in the order they were taken, each from its first answer to its last (practice included: it begins a section). */
function interrupted(answers: readonly ValidityAnswer[]): ValidityFlag[] {
  const spans = new Map<SectionType, { first: number; last: number }>();
  for (const answer of answers) {
    const at = answer.answered_at.getTime();
    const span = spans.get(answer.section_type);
    spans.set(answer.section_type, span ? { first: Math.min(span.first, at), last: Math.max(span.last, at) } : { first: at, last: at });
  }
  const ordered = [...spans.entries()].sort((a, b) => a[1].first - b[1].first);
  return ordered.slice(1).flatMap(([section, span], i) => {
    const gap = span.first - (ordered[i] as [SectionType, { last: number }])[1].last;
    return gap > INTERRUPTED_GAP_MS ? [{ code: "interrupted" as const, section, figures: { gap_minutes: Math.round(gap / 60_000) } }] : [];
  });
}

/**
 * Every flag the answers raise, in a fixed order: too_fast, at_chance by section (only when the whole test
 * is at chance too), incomplete by section,
 * unheard, interrupted. An empty list: nothing found to doubt. Never touches the score.
 */
export function validityFlags(questions: readonly ValidityQuestion[], answers: readonly ValidityAnswer[]): ValidityFlag[] {
  const byId = new Map(questions.filter((question) => !question.is_practice).map((question) => [question.id, question]));
  const scored = answers.filter((answer) => !answer.is_practice && byId.has(answer.question_id));
  return [
    ...tooFast(answers, scored, byId),
    ...(testAboveChance(scored, byId) ? [] : SECTION_TYPES.flatMap((section) => atChance(section, scored, byId))),
    ...SECTION_TYPES.flatMap((section) => incomplete(section, scored, byId)),
    ...unheard(scored, byId),
    ...interrupted(answers),
  ];
}
