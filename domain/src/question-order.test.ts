import { describe, expect, it } from "vitest";
import { nextQuestion, orderQuestions, progress, progressPercent, questionPlace, questionPosition, SECTION_ORDER } from "./question-order";
import type { OrderedQuestion } from "./question-order";

const q = (id: number, section_type: OrderedQuestion["section_type"], is_practice = false): OrderedQuestion => ({ id, section_type, is_practice });

// Shuffled on purpose: ids say nothing about sections, and the input order says nothing at all.
const questions = [
  q(302, "phonological_awareness"),
  q(101, "memory", true),
  q(201, "spatial_awareness", true),
  q(103, "memory"),
  q(301, "phonological_awareness", true),
  q(102, "memory"),
  q(202, "spatial_awareness"),
];

describe("SECTION_ORDER", () => {
  it("puts memory first, then spatial awareness, then phonological awareness", () => {
    expect(SECTION_ORDER).toEqual(["memory", "spatial_awareness", "phonological_awareness"]);
  });
});

describe("orderQuestions", () => {
  it("orders by section, then by id", () => {
    expect(orderQuestions(questions).map((x) => x.id)).toEqual([101, 102, 103, 201, 202, 301, 302]);
  });
  it("orders by section before id even when a later section has lower ids", () => {
    expect(orderQuestions([q(1, "phonological_awareness"), q(9, "memory"), q(5, "spatial_awareness")]).map((x) => x.id)).toEqual([9, 5, 1]);
  });
});

describe("nextQuestion", () => {
  it("starts with the first section's practice question", () => {
    expect(nextQuestion(questions, [])?.id).toBe(101);
  });
  it("takes the lowest unanswered id in the earliest unfinished section", () => {
    expect(nextQuestion(questions, [101])?.id).toBe(102);
    expect(nextQuestion(questions, [101, 103])?.id).toBe(102);
    expect(nextQuestion(questions, [101, 102, 103])?.id).toBe(201);
  });
  it("goes back to a question skipped in an earlier section", () => {
    expect(nextQuestion(questions, [101, 103, 201, 202])?.id).toBe(102);
  });
  it("is null when every question is answered", () => {
    expect(nextQuestion(questions, questions.map((x) => x.id))).toBeNull();
    expect(nextQuestion([], [])).toBeNull();
  });
  it("accepts any iterable of ids and ignores unknown ones", () => {
    expect(nextQuestion(questions, new Set([101, 999]))?.id).toBe(102);
  });
});

describe("progress", () => {
  it("counts scored questions only", () => {
    expect(progress(questions, [])).toEqual({ answered: 0, total: 4 });
    expect(progress(questions, [101, 201, 301])).toEqual({ answered: 0, total: 4 });
    expect(progress(questions, [101, 102, 103, 999])).toEqual({ answered: 2, total: 4 });
  });
});

describe("progressPercent", () => {
  it("is the number over the length as a percentage", () => {
    expect(progressPercent(0, 10)).toBe(0);
    expect(progressPercent(5, 10)).toBe(50);
    expect(progressPercent(10, 10)).toBe(100);
    expect(progressPercent(1, 3)).toBeCloseTo(33.333, 3);
  });
  it("is clamped to 0..100", () => {
    expect(progressPercent(11, 10)).toBe(100);
    expect(progressPercent(-1, 10)).toBe(0);
  });
  it("is 0 for an empty section or a number that is not one", () => {
    expect(progressPercent(3, 0)).toBe(0);
    expect(progressPercent(3, -2)).toBe(0);
    expect(progressPercent(Number.NaN, 10)).toBe(0);
    expect(progressPercent(3, Number.NaN)).toBe(0);
  });
});

describe("questionPosition", () => {
  const qs = [
    { id: 101, section_type: "memory" as const, is_practice: true },
    { id: 102, section_type: "memory" as const, is_practice: false },
    { id: 103, section_type: "memory" as const, is_practice: false },
    { id: 201, section_type: "spatial_awareness" as const, is_practice: false },
  ];

  it("counts the question being answered: 1 of 3 on the first, 3 of 3 on the last, and per section", () => {
    expect(questionPosition(qs, [101], qs[1]!)).toEqual({ number: 1, total: 3, sectionNumber: 1, sectionTotal: 2 });
    expect(questionPosition(qs, [101, 102], qs[2]!)).toEqual({ number: 2, total: 3, sectionNumber: 2, sectionTotal: 2 });
    expect(questionPosition(qs, [101, 102, 103], qs[3]!)).toEqual({ number: 3, total: 3, sectionNumber: 1, sectionTotal: 1 });
  });

  it("gives a practice question no number", () => {
    expect(questionPosition(qs, [], qs[0]!)).toBeNull();
  });
});

describe("questionPlace", () => {
  const q = (id: number, section_type: "memory" | "phonological_awareness", is_practice = false) => ({ id, section_type, is_practice });
  const questions = [q(301, "phonological_awareness", true), q(303, "phonological_awareness"), q(302, "phonological_awareness"), q(101, "memory")];

  it("names a question by its section and its place among the section's scored questions, never by its id", () => {
    expect(questionPlace(questions, 303)).toBe("Phonological Awareness, question 2");
    expect(questionPlace(questions, 302)).toBe("Phonological Awareness, question 1");
    expect(questionPlace(questions, 301)).toBe("Phonological Awareness, practice question");
    expect(questionPlace(questions, 101)).toBe("Memory, question 1");
    expect(questionPlace(questions, 999)).toBe("A question no longer in the test");
  });
});
