// The counters kept one result at a time (completion, re-scores, deletions) give exactly the figures a
// batch computation over the results then stored gives: the counters are an in-memory ledger here; the
// emulator's own (sharded, transactional) are checked in tests/api/evidence.test.ts.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MIN_CELL } from "@readbright/domain/api/evidence";
import { pearson } from "@readbright/domain/statistics/correlation";
import { binOf, medianFromHistogram } from "@readbright/domain/statistics/response-time-histogram";
import type { ValidityFlag } from "@readbright/domain/validity";
import { ASSESSMENT_BANK } from "../../content/bank";
import { normal, raschAnswers, scoredQuestions, seededRandom } from "../../../test-support/rasch-answers";
import { storedResult } from "../../../test-support/stored-results";
import type { StoredAnswer } from "./stored-answer";
import type { StoredResult } from "./stored-result";

const ledger = new Map<string, Record<string, number>>();

vi.mock("../statistics/counters", () => {
  const apply = (scope: string, deltas: Record<string, number>) => () => {
    const counts = ledger.get(scope) ?? {};
    for (const [name, delta] of Object.entries(deltas)) counts[name] = (counts[name] ?? 0) + delta;
    ledger.set(scope, counts);
  };
  return {
    recount: (scope: string, _seed: string, before: Record<string, number> | null, after: Record<string, number> | null) => {
      const deltas: Record<string, number> = { ...(after ?? {}) };
      for (const [name, value] of Object.entries(before ?? {})) deltas[name] = (deltas[name] ?? 0) - value;
      return Object.values(deltas).some((delta) => delta !== 0) ? apply(scope, deltas) : null;
    },
    forgetScopes: async () => undefined,
    readCounts: async (scope: string) => ({ ...(ledger.get(scope) ?? {}) }),
  };
});

const { statisticsChange, recountWrites, itemsScope, ownScope, statisticsEntryOf } = await import("./result-statistics");
const { evidenceOf, ownScopeFiguresOf } = await import("./evidence-figures");

const assessment = ASSESSMENT_BANK[0]!;
const questions = scoredQuestions(assessment);
const writer = {} as never;

interface Stored {
  result: StoredResult;
  answers: StoredAnswer[];
}

/** Completes, re-scores or deletes as the server does: the change's writes land, the entry is kept on the result. */
function change(store: Map<string, Stored>, before: StoredResult, after: StoredResult, answers: StoredAnswer[]): void {
  const counted = statisticsChange(before, after, answers);
  for (const write of counted?.writes ?? []) write(writer);
  store.set(after.id, { result: { ...after, statistics_entry: counted ? counted.entry : before.statistics_entry }, answers });
}

function remove(store: Map<string, Stored>, id: string): void {
  const stored = store.get(id)!;
  for (const write of recountWrites(id, stored.result.statistics_entry ?? null, null)) write(writer);
  store.delete(id);
}


const variance = (values: readonly number[]) => {
  const m = values.reduce((a, b) => a + b, 0) / values.length;
  return values.reduce((a, b) => a + (b - m) ** 2, 0) / values.length;
};

/** Every figure computed again from the stored results alone, the textbook way. */
function batchFigures(stored: readonly Stored[]) {
  const counted = stored.filter(({ result }) => result.status === "completed" && !(result.validity_flags ?? []).length);
  const sections = new Map<string, { n: number; mean: number; sd: number; kr20: number; sem: number }>();
  const items = new Map<number, { n: number; p: number; pbis: number | null; shares: Map<string, number>; median: number | null; machine: number | null }>();
  for (const section of new Set(questions.map((q) => q.section_type))) {
    const sectionQuestions = questions.filter((q) => q.section_type === section);
    const people = counted.map(({ answers }) => answers.filter((a) => a.section_type === section)).filter((list) => list.every((a) => a.is_correct !== null));
    const matrix = people.map((list) => sectionQuestions.map((q) => (list.find((a) => a.question_id === q.id)!.is_correct ? 1 : 0)));
    const totals = matrix.map((row) => row.reduce<number>((a, b) => a + b, 0));
    const itemVariances = sectionQuestions.map((_, i) => variance(matrix.map((row) => row[i]!)));
    const k = sectionQuestions.length;
    const kr20 = (k / (k - 1)) * (1 - itemVariances.reduce((a, b) => a + b, 0) / variance(totals));
    const sd = Math.sqrt(variance(totals));
    sections.set(section, { n: people.length, mean: totals.reduce((a, b) => a + b, 0) / totals.length, sd, kr20, sem: sd * Math.sqrt(1 - kr20) });
    sectionQuestions.forEach((q, i) => {
      const x = matrix.map((row) => row[i]!);
      const answers = people.map((list) => list.find((a) => a.question_id === q.id)!);
      const shares = new Map(q.options.map((option) => [option.id, answers.filter((a) => a.option_ids.includes(option.id)).length / answers.length]));
      const histogram = new Map<number, number>();
      for (const a of answers) if (typeof a.response_ms === "number") histogram.set(binOf(a.response_ms), (histogram.get(binOf(a.response_ms)) ?? 0) + 1);
      const spoken = answers.filter((a) => a.audio_sha256 !== null);
      items.set(q.id, {
        n: x.length,
        p: x.reduce<number>((a, b) => a + b, 0) / x.length,
        pbis: pearson(x, totals.map((total, p) => total - x[p]!)),
        shares,
        median: medianFromHistogram(histogram),
        machine: spoken.length ? spoken.filter((a) => a.marked_by === "speech").length / spoken.length : null,
      });
    });
  }
  const flags = (code: string) => stored.filter(({ result }) => result.status === "completed" && (result.validity_flags ?? []).some((flag) => flag.code === code)).length;
  return { sections, items, completed: stored.filter(({ result }) => result.status === "completed").length, flags };
}

function expectSameFigures(store: Map<string, Stored>) {
  const figures = evidenceOf(assessment, ledger.get(itemsScope(assessment.id)) ?? {});
  const batch = batchFigures([...store.values()]);
  expect(figures.completed).toBe(batch.completed);
  expect(figures.flags.find((flag) => flag.code === "too_fast")!.count).toBe(batch.flags("too_fast") >= MIN_CELL || batch.flags("too_fast") === 0 ? batch.flags("too_fast") : null);
  for (const section of figures.sections) {
    const expected = batch.sections.get(section.section)!;
    expect(expected.n).toBeGreaterThanOrEqual(MIN_CELL);
    expect(section.n).toBe(expected.n);
    expect(section.mean).toBeCloseTo(expected.mean, 4);
    expect(section.sd).toBeCloseTo(expected.sd, 4);
    expect(section.kr20).toBeCloseTo(expected.kr20, 4);
    expect(section.sem).toBeCloseTo(expected.sem, 4);
  }
  for (const item of figures.items) {
    const expected = batch.items.get(item.question_id)!;
    expect(item.n).toBe(expected.n);
    expect(item.proportion_correct).toBeCloseTo(expected.p, 4);
    if (expected.pbis === null) expect(item.point_biserial).toBeNull();
    else expect(item.point_biserial).toBeCloseTo(expected.pbis, 4);
    if (item.option_shares) {
      const shares = [...expected.shares.values()].sort((a, b) => b - a);
      expect(item.option_shares).toHaveLength(shares.length);
      item.option_shares.forEach((share, i) => expect(share).toBeCloseTo(shares[i]!, 4));
    }
    expect(item.median_response_ms).toBeCloseTo(expected.median!, 0);
    if (item.spoken) expect(item.machine_marked_share).toBeCloseTo(expected.machine!, 4);
  }
  return figures;
}

const TOO_FAST: ValidityFlag = { code: "too_fast", section: null, figures: { median_ms: 300 } };

describe("the evidence counters, kept one result at a time", () => {
  beforeEach(() => ledger.clear());

  it("give the figures a batch computation gives, after completions, re-scores and deletions", () => {
    const random = seededRandom(29);
    const difficulty = new Map(questions.map((q) => [q.id, normal(random)]));
    const store = new Map<string, Stored>();
    for (let i = 0; i < 90; i += 1) {
      const answers = raschAnswers(assessment, normal(random), difficulty, random);
      // Some spoken answers still wait for a person: their section is left out until marked.
      if (i % 9 === 0) {
        const spoken = answers.find((a) => a.audio_sha256 !== null)!;
        Object.assign(spoken, { is_correct: null, needs_review: true, marked_by: null });
      }
      const open = storedResult({ id: `r${i}`, assessment_id: assessment.id, status: "in_progress", school_id: i % 2 ? "s1" : null, owner_uid: `u${i % 3}` });
      const flags = i % 11 === 0 ? [TOO_FAST] : [];
      change(store, open, { ...open, status: "completed", validity_flags: flags }, answers);
    }
    expectSameFigures(store);

    // Re-scores: a person marks a waiting answer, another changes a mark (a review).
    for (const { result, answers } of [...store.values()].slice(0, 30)) {
      const target = answers.find((a) => a.audio_sha256 !== null && (a.is_correct === null || result.id.endsWith("3")));
      if (!target) continue;
      const marked = answers.map((a) => (a === target ? { ...a, is_correct: !a.is_correct, needs_review: false, marked_by: "person" as const } : a));
      change(store, result, result, marked);
    }
    expectSameFigures(store);

    // The account's own figures: its results' counts as they are, a section's mean and SD from MIN_CELL results up.
    const own = [...store.values()].filter(({ result }) => result.school_id === "s1");
    const mine = ownScopeFiguresOf(assessment, ledger.get(ownScope(own[0]!.result)) ?? {})!;
    expect(mine.completed).toBe(own.length);
    expect(mine.flags.find((flag) => flag.code === "too_fast")!.count).toBe(own.filter(({ result }) => result.validity_flags?.length).length);
    const memory = own.filter(({ result }) => !result.validity_flags?.length).map(({ answers }) => answers.filter((a) => a.section_type === "memory" && a.is_correct).length);
    const memoryMean = memory.reduce((a, b) => a + b, 0) / memory.length;
    const memoryFigures = mine.sections.find((section) => section.section === "memory")!;
    expect(memoryFigures.n).toBe(memory.length);
    if (memory.length >= MIN_CELL) expect(memoryFigures.mean).toBeCloseTo(memoryMean, 4);
    else expect([memoryFigures.mean, memoryFigures.sd]).toEqual([null, null]);

    // Deletions: exactly what each added is taken back.
    for (const id of ["r1", "r4", "r11", "r22", "r57", "r58", "r89"]) remove(store, id);
    const figures = expectSameFigures(store);
    expect(figures.completed).toBe(83);

    // Everything deleted: every counter is back to zero.
    for (const id of [...store.keys()]) remove(store, id);
    for (const counts of ledger.values()) expect(Object.values(counts).every((value) => value === 0)).toBe(true);
  });

  it("counts a flagged result in the flag counts only, and an unfinished one nowhere", () => {
    const random = seededRandom(7);
    const answers = raschAnswers(assessment, 0, new Map(), random);
    const open = storedResult({ id: "x", assessment_id: assessment.id, status: "in_progress", school_id: "s9" });
    expect(statisticsEntryOf(open, answers)).toBeNull();
    const flagged = statisticsEntryOf({ ...open, status: "completed", validity_flags: [TOO_FAST, { ...TOO_FAST, code: "at_chance", section: "memory" }] }, answers)!;
    expect(flagged[itemsScope(assessment.id)]).toEqual({ "r.total": 1, "r.flagged": 1, "f.too_fast": 1, "f.at_chance": 1 });
    expect(flagged[ownScope(open)]).toEqual({ "r.total": 1, "r.flagged": 1, "f.too_fast": 1, "f.at_chance": 1 });
    expect(ownScope(open)).toBe(`scope:school:s9:${assessment.id}`);
    const counted = statisticsEntryOf({ ...open, status: "completed", validity_flags: [] }, answers)!;
    // The dashboard's scope gets section sums, never per-item figures.
    expect(Object.keys(counted[ownScope(open)]!).some((name) => name.startsWith("q"))).toBe(false);
    expect(counted[itemsScope(assessment.id)]!["s.memory.n"]).toBe(1);
  });

  it("moves nothing when a change leaves the entry as it was", () => {
    const answers = raschAnswers(assessment, 0, new Map(), seededRandom(3));
    const done = storedResult({ id: "y", assessment_id: assessment.id, status: "completed", validity_flags: [] });
    const entry = statisticsEntryOf(done, answers);
    expect(statisticsChange({ ...done, statistics_entry: entry }, { ...done, statistics_entry: entry }, answers)).toBeNull();
  });
});
