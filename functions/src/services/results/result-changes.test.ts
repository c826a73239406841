import { beforeEach, describe, expect, it, vi } from "vitest";
import { AT, storedAnswer, storedResult } from "../../../test-support/stored-results";
import { changeResult } from "./repositories/result-transaction";
import type { ResultChange, ResultState } from "./repositories/result-transaction";
import { rewriteAnswer, saveAnswer, screeningEntryOf, updateResult, updateResultWithAnswers } from "./result-changes";
import type { ResultScores, StoredResult } from "./stored-result";

vi.mock("./repositories/result-transaction", () => ({ changeResult: vi.fn() }));
vi.mock("./repositories/result-repository", () => ({ withResultsOf: vi.fn() }));
vi.mock("../participants/participant-risk", () => ({ screeningStep: vi.fn(() => ({ read: vi.fn() })), replaceScreeningsStep: vi.fn() }));

// The transaction itself is the repository's; here, what the services add to each change it runs.
let decided: ResultChange<unknown> | null = null;
function runWith(state: Partial<ResultState> & { result: StoredResult }) {
  vi.mocked(changeResult).mockImplementation(async (_id, _reads, decide) => {
    decided = decide({ answer: null, answers: [], ...state });
    return decided.value;
  });
}

const scores: ResultScores = { section_scores: {} as ResultScores["section_scores"], risk_score: 0.7, risk_level: "high", risk_percent: 70 };

beforeEach(() => {
  decided = null;
  vi.mocked(changeResult).mockReset();
});

describe("the rules every change of a result carries", () => {
  it("an answer waiting for a person adds one to the result's count; one replacing it leaves the count as it was", async () => {
    runWith({ result: storedResult({ status: "in_progress", pending_reviews: 2 }) });
    const waiting = storedAnswer({ question_id: 5, needs_review: true, is_correct: null });
    await saveAnswer("r1", 5, () => ({ write: waiting, patch: { answered_count: 1 } }));
    expect(decided?.patch).toEqual({ answered_count: 1, pending_reviews: 3, blind_checks: 0 });
    expect(decided?.answer).toBe(waiting);

    runWith({ result: storedResult({ status: "in_progress", pending_reviews: 3 }), answer: waiting });
    await saveAnswer("r1", 5, () => ({ write: { ...waiting, answered_at: AT }, patch: null }));
    expect(decided?.patch).toBeNull();
  });

  it("an answer kept as stored writes nothing", async () => {
    const stored = storedAnswer({ question_id: 5 });
    runWith({ result: storedResult({ status: "in_progress" }), answer: stored });
    const saved = await saveAnswer("r1", 5, () => ({ keep: stored }));
    expect(saved).toMatchObject({ answer: stored, written: false });
    expect(decided?.patch).toBeUndefined();
    expect(decided?.answer).toBeUndefined();
  });

  it("a completion or new scores reads the participant's risk; a start does not", async () => {
    runWith({ result: storedResult({ status: "in_progress" }) });
    await updateResultWithAnswers("r1", () => ({ status: "completed", completed_at: AT, scores, validity_flags: [] }));
    expect(decided?.after).toHaveLength(1);

    runWith({ result: storedResult() });
    await updateResult("r1", () => ({ status: "in_progress", started_at: AT }));
    expect(decided?.after ?? []).toHaveLength(0);
  });

  it("a legacy result (no stored count) gets its count from all its answers, even when nothing else changes", async () => {
    const answers = [storedAnswer({ question_id: 1, needs_review: true, is_correct: null }), storedAnswer({ question_id: 2 })];
    runWith({ result: storedResult({ status: "in_progress", pending_reviews: null }), answers });
    await updateResultWithAnswers("r1", () => null);
    expect(decided?.patch).toEqual({ pending_reviews: 1, blind_checks: 0 });
  });

  it("a rewrite that changes nothing writes nothing and says so", async () => {
    runWith({ result: storedResult({ status: "in_progress" }) });
    expect(await rewriteAnswer("r1", () => null)).toBeNull();
    expect(decided?.answer).toBeUndefined();
  });

  it("a screening entry is a completed result's day and level, and nothing for any other", () => {
    expect(screeningEntryOf(storedResult({ status: "completed", completed_at: AT, scores }))).toEqual({ completed_at: AT, risk_level: "high", risk_score: scores.risk_score, assessment_id: "age-8-10-v1", flagged: false });
    expect(screeningEntryOf(storedResult({ status: "in_progress", scores }))).toBeNull();
  });
});
