import { describe, expect, it } from "vitest";
import type { SectionType } from "./enums";
import { guessingRate, median, validityFlags } from "./validity-flags";
import type { ValidityAnswer, ValidityQuestion } from "./validity-flags";

const START = new Date("2026-11-27T09:00:00Z").getTime();
const options = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `o${i}`, title: `${i}`, image_url: null, question_id: 0 }));

function choice(id: number, section: SectionType, n = 4, extra: Partial<ValidityQuestion> = {}): ValidityQuestion {
  return { id, section_type: section, is_practice: false, question_type: "radio", options: options(n), ...extra };
}
const recordingQuestion = (id: number, section: SectionType): ValidityQuestion => ({ id, section_type: section, is_practice: false, question_type: "recording", options: [] });

function answer(question: ValidityQuestion, at: number, extra: Partial<ValidityAnswer> = {}): ValidityAnswer {
  const spoken = question.question_type === "recording";
  return {
    question_id: question.id,
    section_type: question.section_type,
    is_practice: question.is_practice,
    option_ids: spoken ? [] : ["o0"],
    answer_text: null,
    is_correct: true,
    answered_at: new Date(START + at),
    response_ms: 2000,
    voice_detected: spoken ? true : null,
    ...extra,
  };
}

/** A test of 10 four-option questions per section, all right, one answer every 3 s. */
function wellTaken() {
  const questions = (["memory", "phonological_awareness", "spatial_awareness"] as const).flatMap((section, s) => Array.from({ length: 10 }, (_, i) => choice(100 * (s + 1) + i, section)));
  return { questions, answers: questions.map((q, i) => answer(q, i * 3000)) };
}

describe("validityFlags", () => {
  it("raises nothing for a test taken with care", () => {
    const { questions, answers } = wellTaken();
    expect(validityFlags(questions, answers)).toEqual([]);
  });

  it("too_fast: the median time of the scored choice answers below 450 ms, the answers arriving as fast, with its figures", () => {
    const { questions, answers } = wellTaken();
    // One answer every 0.8 s by the server's clock.
    const arriving = answers.map((a, i) => ({ ...a, answered_at: new Date(START + i * 800) }));
    const quick = arriving.map((a, i) => ({ ...a, response_ms: i < 16 ? 300 : 5000 }));
    expect(validityFlags(questions, quick)).toEqual([{ code: "too_fast", section: null, figures: { median_ms: 300, answers: 30, floor_ms: 450, arrival_ms: 800 } }]);
    // At the floor is not below it; practice answers and answers without a time do not count.
    expect(validityFlags(questions, arriving.map((a) => ({ ...a, response_ms: 450 })))).toEqual([]);
    expect(validityFlags(questions, arriving.map((a) => ({ ...a, response_ms: null })))).toEqual([]);
    const practice = choice(1, "memory", 4, { is_practice: true });
    expect(validityFlags([...questions, practice], [...arriving, answer(practice, 0, { response_ms: 10 })])).toEqual([]);
  });

  it("too_fast believes the device's times only when the server saw the answers arrive as fast (under 3 s apart, less memory windows)", () => {
    const { questions, answers } = wellTaken();
    const claimed = (gap: number, memory: number | null = null) => answers.map((a, i) => ({ ...a, response_ms: 200, memory_view_ms: memory, answered_at: new Date(START + i * gap) }));
    // A device that reports 200 ms for answers that arrived 3 s apart (wellTaken's pace) is not believed.
    expect(validityFlags(questions, claimed(3000))).toEqual([]);
    expect(validityFlags(questions, claimed(2999)).map((flag) => flag.figures.arrival_ms)).toEqual([2999]);
    // A memory question's viewing window is not reading time: 5 s apart with 4.5 s of it is 0.5 s.
    expect(validityFlags(questions, claimed(5000, 4500)).map((flag) => [flag.code, flag.figures.arrival_ms])).toEqual([["too_fast", 500]]);
    expect(validityFlags(questions, claimed(5000, 1000))).toEqual([]);
  });

  it("too_fast reads choice answers only: a quick typed or spoken answer is not a click", () => {
    const typed: ValidityQuestion = { id: 9, section_type: "memory", is_practice: false, question_type: "open_end", options: [] };
    const { questions, answers } = wellTaken();
    const many = Array.from({ length: 40 }, (_, i) => ({ ...typed, id: 1000 + i }));
    expect(validityFlags([...questions, ...many], [...answers, ...many.map((q) => answer(q, 0, { option_ids: [], answer_text: "cat", response_ms: 100 }))])).toEqual([]);
  });

  it("at_chance: each section not above guessing (exact binomial at 5 %), with the figures, when the whole test is at chance too", () => {
    const { questions, answers } = wellTaken();
    // Memory 5 of 10 right on four options, P(X >= 5) = .0781; phonological 2 of 10, P = .7560; spatial 4 of
    // 10, P = .2241. The whole test: 11 of 30, P(X >= 11) = .1057 > .05, at chance: every section is flagged.
    const marked = answers.map((a, i) => ({ ...a, is_correct: i < 10 ? i < 5 : i < 20 ? i < 12 : i < 24 }));
    expect(validityFlags(questions, marked)).toEqual([
      { code: "at_chance", section: "memory", figures: { correct: 5, marked: 10, expected: 2.5, p_value: 0.0781 } },
      { code: "at_chance", section: "phonological_awareness", figures: { correct: 2, marked: 10, expected: 2.5, p_value: 0.756 } },
      { code: "at_chance", section: "spatial_awareness", figures: { correct: 4, marked: 10, expected: 2.5, p_value: 0.2241 } },
    ]);
  });

  it("at_chance stays quiet for a child at chance in one skill when the whole test is above guessing: that is what the screening looks for", () => {
    const { questions, answers } = wellTaken();
    // Memory 5 of 10 (P = .0781, not above guessing on its own); the whole test 23 of 30, far above chance.
    const marked = answers.map((a, i) => ({ ...a, is_correct: i < 10 ? i < 5 : i >= 20 ? i < 28 : true }));
    expect(validityFlags(questions, marked)).toEqual([]);
  });

  it("at_chance uses each question's own guessing rate (Poisson-binomial) and leaves out answers waiting for a mark", () => {
    // Four true/false (1/2) and four five-option (1/5) questions: 5 right has P(X >= 5) = .0927, 6 right .0187
    // (the tail of the Poisson-binomial; poisson-binomial.test.ts checks it against every outcome).
    const qs = [...Array.from({ length: 4 }, (_, i) => choice(i + 1, "spatial_awareness", 2)), ...Array.from({ length: 4 }, (_, i) => choice(i + 11, "spatial_awareness", 5))];
    const right = (k: number) => qs.map((q, i) => answer(q, i * 3000, { is_correct: i < k }));
    expect(validityFlags(qs, right(5))).toEqual([{ code: "at_chance", section: "spatial_awareness", figures: { correct: 5, marked: 8, expected: 2.8, p_value: 0.0927 } }]);
    expect(validityFlags(qs, right(6))).toEqual([]);
    const waiting = right(5).map((a, i) => (i === 0 ? { ...a, is_correct: null } : a));
    expect(validityFlags(qs, waiting)).toEqual([{ code: "at_chance", section: "spatial_awareness", figures: { correct: 4, marked: 7, expected: 2.3, p_value: 0.152 } }]);
  });

  it("at_chance says nothing where even every answer right would not be above guessing", () => {
    const qs = [choice(1, "memory", 2), choice(2, "memory", 2), choice(3, "memory", 2), choice(4, "memory", 2)];
    expect(validityFlags(qs, qs.map((q, i) => answer(q, i * 3000, { is_correct: false })))).toEqual([]);
  });

  it("at_chance counts a spoken answer as one guessing never gets right", () => {
    const qs = [recordingQuestion(1, "phonological_awareness"), recordingQuestion(2, "phonological_awareness")];
    expect(validityFlags(qs, qs.map((q, i) => answer(q, i * 3000, { is_correct: i === 0 })))).toEqual([]);
    expect(validityFlags(qs, qs.map((q, i) => answer(q, i * 3000, { is_correct: false })))).toEqual([
      { code: "at_chance", section: "phonological_awareness", figures: { correct: 0, marked: 2, expected: 0, p_value: 1 } },
    ]);
  });

  it("incomplete: fewer than half of a section's questions answered with something in them (a silent recording is no answer)", () => {
    const qs = [choice(1, "phonological_awareness", 4), ...Array.from({ length: 4 }, (_, i) => recordingQuestion(10 + i, "phonological_awareness"))];
    const silentFrom = (n: number) => qs.map((q, i) => answer(q, i * 3000, { is_correct: i === 0, voice_detected: q.question_type === "recording" ? i < n : null }));
    const flags = validityFlags(qs, silentFrom(2)); // the choice and one recording: 2 of 5
    expect(flags).toContainEqual({ code: "incomplete", section: "phonological_awareness", figures: { answered: 2, questions: 5 } });
    expect(validityFlags(qs, silentFrom(3)).map((f) => f.code)).not.toContain("incomplete"); // 3 of 5
    // Not measured yet counts as answered; a question never answered (a skip) does not.
    expect(validityFlags(qs, silentFrom(0).map((a, i) => ({ ...a, voice_detected: i > 0 ? null : a.voice_detected }))).map((f) => f.code)).not.toContain("incomplete");
    expect(validityFlags(qs, silentFrom(5).slice(0, 2))).toContainEqual({ code: "incomplete", section: "phonological_awareness", figures: { answered: 2, questions: 5 } });
  });

  it("unheard: half or more of the measured scored recordings held no voice", () => {
    const qs = Array.from({ length: 4 }, (_, i) => recordingQuestion(i + 1, "phonological_awareness"));
    const voices = (heard: (boolean | null)[]) => qs.map((q, i) => answer(q, i * 3000, { voice_detected: heard[i] ?? null }));
    expect(validityFlags(qs, voices([true, true, false, false]))).toContainEqual({ code: "unheard", section: null, figures: { silent: 2, measured: 4, recordings: 4 } });
    expect(validityFlags(qs, voices([true, true, true, false])).map((f) => f.code)).not.toContain("unheard");
    // Only measured ones count: 1 silent of 2 measured is half.
    expect(validityFlags(qs, voices([true, false, null, null]))).toContainEqual({ code: "unheard", section: null, figures: { silent: 1, measured: 2, recordings: 4 } });
    expect(validityFlags(qs, voices([null, null, null, null])).map((f) => f.code)).not.toContain("unheard");
    // A silent practice recording does not count.
    const practice = { ...recordingQuestion(99, "phonological_awareness"), is_practice: true };
    expect(validityFlags([...qs, practice], [...voices([true, true, true, false]), answer(practice, 0, { voice_detected: false })]).map((f) => f.code)).not.toContain("unheard");
  });

  it("interrupted: more than 30 minutes between the last answer of one section and the first of the next", () => {
    const { questions, answers } = wellTaken();
    // Answers come 3 s apart: a pause adds to that gap.
    const paused = (ms: number) => answers.map((a, i) => (i >= 20 ? { ...a, answered_at: new Date(a.answered_at.getTime() + ms - 3000) } : a));
    expect(validityFlags(questions, paused(30 * 60_000))).toEqual([]);
    expect(validityFlags(questions, paused(30 * 60_000 + 1))).toEqual([{ code: "interrupted", section: "spatial_awareness", figures: { gap_minutes: 30 } }]);
    expect(validityFlags(questions, paused(95 * 60_000))).toEqual([{ code: "interrupted", section: "spatial_awareness", figures: { gap_minutes: 95 } }]);
  });

  it("raises several flags together in a fixed order", () => {
    const { questions, answers } = wellTaken();
    const junk = answers.map((a, i) => ({ ...a, response_ms: 200, is_correct: i % 4 === 0, answered_at: new Date(START + (i >= 10 ? 3_600_000 : 0) + i * 400) }));
    expect(validityFlags(questions, junk).map((f) => [f.code, f.section])).toEqual([
      ["too_fast", null],
      ["at_chance", "memory"],
      ["at_chance", "phonological_awareness"],
      ["at_chance", "spatial_awareness"],
      ["interrupted", "phonological_awareness"],
    ]);
  });
});

describe("guessingRate and median", () => {
  it("is 1/n for one of n options, 1/(2^n - 1) for a set of n, 0 for typed and spoken answers", () => {
    expect(guessingRate({ question_type: "radio", options: options(4) })).toBe(0.25);
    expect(guessingRate({ question_type: "true_false", options: options(2) })).toBe(0.5);
    expect(guessingRate({ question_type: "multiple_select", options: options(3) })).toBeCloseTo(1 / 7, 12);
    expect(guessingRate({ question_type: "transcript_omission", options: options(3) })).toBeCloseTo(1 / 3, 12);
    expect(guessingRate({ question_type: "transcript_omission", options: [] })).toBe(0);
    expect(guessingRate({ question_type: "open_end", options: [] })).toBe(0);
    expect(guessingRate({ question_type: "recording", options: [] })).toBe(0);
  });

  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
