// Blind checks (decision 44): a share of the recordings the machine marked go to the Review page without
// the machine's mark; its mark counts until a person's replaces it; each pair of marks is counted per
// assessment, and the agreement figures come from those counts.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@readbright/domain/api/paging";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import type { ReviewResponse, SpokenItemsResponse } from "@readbright/domain/api/reviews";
import { cohensKappa, observedAgreement } from "@readbright/domain/statistics/kappa";
import { adminDb } from "../fixtures/admin";
import { api, apiJson } from "../fixtures/api";
import { answerAll, isRecording } from "../fixtures/assessments";
import type { ResultBody } from "../fixtures/assessments";
import { buildWorld, newTarget } from "../fixtures/security-world";
import type { World } from "../fixtures/security-world";
import { changeIn, countsOf, machineMarks } from "../fixtures/statistics";

let world: World;
beforeAll(async () => {
  world = await buildWorld();
}, 60_000);

const token = () => world.users.owner.idToken;
const reviewsOf = (resultId: string) => apiJson<SpokenItemsResponse>(`/api/assessment-results/${resultId}/reviews/`, { token: token() });
const review = (resultId: string, json: unknown, by: "owner" | "sameSchoolTeacher" = "owner") =>
  apiJson<ReviewResponse>(`/api/assessment-results/${resultId}/reviews/`, { token: world.users[by].idToken, json });
const reviewPage = () => apiJson<Page<ResultListItem>>("/api/assessment-results/?pending_review=true&limit=50", { token: token() });

/** A student's test with every answer in, its scored recordings marked by the machine (`blind` of them blind checks). */
async function machineMarkedTest(marks: (index: number) => { isCorrect: boolean; blind: boolean }): Promise<{ result: ResultBody; recordings: number[] }> {
  const { result } = await newTarget(world);
  await answerAll(result, () => true, { user: world.users.owner });
  const recordings = result.questions.filter((q) => isRecording(q) && !q.is_practice).map((q) => q.id);
  await machineMarks(result.id, recordings.map((questionId, i) => ({ questionId, ...marks(i) })));
  return { result, recordings };
}

describe("blind checks on the Review page", () => {
  it("lists a test whose only open items are blind checks, which are not pending, and shows none of the machine's marks", async () => {
    const { result, recordings } = await machineMarkedTest((i) => ({ isCorrect: i % 2 === 0, blind: i < 2 }));
    expect(recordings.length).toBeGreaterThanOrEqual(3);

    const page = await reviewPage();
    expect(page.status).toBe(200);
    const listed = page.body.items.find((item) => item.id === result.id);
    // Nothing waits for a mark (the machine's counts), but two blind checks wait for a person.
    expect(listed).toMatchObject({ pending_reviews: 0, blind_checks: 2 });

    const raw = await api(`/api/assessment-results/${result.id}/reviews/`, { token: token() });
    const text = await raw.text();
    expect(text).not.toContain("machine_is_correct");
    const items = (JSON.parse(text) as SpokenItemsResponse).items;
    const [first, second, third] = recordings.map((id) => items.find((item) => item.question_id === id)!);
    for (const blind of [first!, second!]) {
      expect(blind).toMatchObject({ blind_check: true, is_correct: null, marked_by: null, needs_review: true, hearing: null, transcript: null, confidence: null, answered: true });
    }
    // A mark that is not a blind check is shown as the machine's, with what it heard.
    expect(third).toMatchObject({ blind_check: false, marked_by: "speech", is_correct: true, transcript: "the expected word" });

    // The results view's answers hide the blind checks' marks too.
    const read = await apiJson<ResultBody>(`/api/get-assessment-result-by-id/${result.id}/`, { token: token() });
    const answer = read.body.answers.find((a) => a.question_id === recordings[0]);
    expect(answer).toMatchObject({ is_correct: null, needs_review: true });
  });

  it("keeps the machine's mark in force until a person marks; the person's mark wins, and the pair is counted once", async () => {
    const { result, recordings } = await machineMarkedTest((i) => ({ isCorrect: true, blind: i === 0 }));
    const questionId = recordings[0]!;
    await reviewPage(); // the counts, from the answers
    const scope = `agreement:${result.assessment_id}`;
    const before = await countsOf(scope);

    // The machine's "correct" is in the result's count of right answers while the check waits.
    const stored = await adminDb().collection("assessment_results").doc(result.id).collection("answers").doc(String(questionId)).get();
    expect(stored.get("is_correct")).toBe(true);

    const marked = await review(result.id, { question_id: questionId, is_correct: false });
    expect(marked.status).toBe(200);
    // The mark it replaced was the machine's: not sent.
    expect(marked.body).toMatchObject({ is_correct: false, marked_by: "person", previous_is_correct: null });
    expect(changeIn(before, await countsOf(scope))).toEqual({ "mc.pw": 1 });

    const after = (await reviewsOf(result.id)).body.items.find((item) => item.question_id === questionId);
    expect(after).toMatchObject({ blind_check: true, is_correct: false, marked_by: "person", transcript: null });
    // Marked: it has left the Review page.
    expect((await reviewPage()).body.items.some((item) => item.id === result.id)).toBe(false);

    // A second person marks again: the pair is replaced, not added.
    const again = await review(result.id, { question_id: questionId, is_correct: true }, "sameSchoolTeacher");
    expect(again.body).toMatchObject({ is_correct: true, previous_is_correct: false });
    expect(changeIn(before, await countsOf(scope))).toEqual({ "mc.pc": 1 });
  });

  it("counts the agreement figures from seeded reviews: 36 blind checks marked by people", async () => {
    // Four scored spoken answers a test (ages 8 to 10): nine tests, every machine mark a blind check.
    const tests = await Promise.all(Array.from({ length: 9 }, () => machineMarkedTest((i) => ({ isCorrect: i % 3 !== 0, blind: true }))));
    const scope = `agreement:${tests[0]!.result.assessment_id}`;
    await reviewPage();
    const before = await countsOf(scope);
    let pairs = 0;
    let agreed = 0;
    const expected = { "mc.pc": 0, "mc.pw": 0, "mw.pc": 0, "mw.pw": 0 };
    for (const { result, recordings } of tests) {
      for (const [i, questionId] of recordings.entries()) {
        const machine = i % 3 !== 0;
        // People agree with the machine four times in five.
        const person = pairs % 5 === 4 ? !machine : machine;
        expect((await review(result.id, { question_id: questionId, is_correct: person })).status).toBe(200);
        expected[`m${machine ? "c" : "w"}.p${person ? "c" : "w"}` as keyof typeof expected] += 1;
        pairs += 1;
        if (person === machine) agreed += 1;
      }
    }
    expect(pairs).toBeGreaterThanOrEqual(30);
    const moved = changeIn(before, await countsOf(scope));
    expect(moved).toEqual(Object.fromEntries(Object.entries(expected).filter(([, n]) => n > 0)));
    const table = { yesYes: expected["mc.pc"], yesNo: expected["mc.pw"], noYes: expected["mw.pc"], noNo: expected["mw.pw"] };
    expect(observedAgreement(table)).toBeCloseTo(agreed / pairs, 10);
    expect(cohensKappa(table)).toBeGreaterThan(0.4);
    // Every test has left the Review page: no blind check is open.
    const listed = new Set((await reviewPage()).body.items.map((item) => item.id));
    expect(tests.some(({ result }) => listed.has(result.id))).toBe(false);
  }, 240_000);
});
