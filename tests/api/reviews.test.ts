// POST /api/assessment-results/{id}/reviews/: account holders mark spoken answers, the result is scored
// again with each mark, and the marks it replaced are kept. The results list says how many wait.
import { beforeAll, describe, expect, it } from "vitest";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import type { ReviewResponse, SpokenItemsResponse } from "@readbright/domain/api/reviews";
import { riskLevel } from "@readbright/domain/scoring";
import { adminDb } from "../fixtures/admin";
import { apiJson } from "../fixtures/api";
import { answerAll, auth, isRecording } from "../fixtures/assessments";
import type { ResultBody } from "../fixtures/assessments";
import { record, recordingQuestions, webmAudio } from "../fixtures/recordings";
import { buildWorld, newTarget, tokenOf } from "../fixtures/security-world";
import type { Actor, World } from "../fixtures/security-world";

let world: World;
beforeAll(async () => {
  world = await buildWorld();
}, 60_000);

const review = (actor: Actor, resultId: string, json: unknown) =>
  apiJson<ReviewResponse & { error?: string }>(`/api/assessment-results/${resultId}/reviews/`, { token: tokenOf(world, actor), json });

/** Memory and spatial all right, phonological choices and typing wrong, recordings waiting: then completed. */
async function completedWithRecordingsWaiting(): Promise<{ result: ResultBody; recordings: number[] }> {
  const { result } = await newTarget(world);
  await answerAll(result, (q) => q.is_practice || q.section_type !== "phonological_awareness", { user: world.users.owner });
  const { status, body } = await apiJson<ResultBody>("/api/complete-assessment/", { ...auth(world.users.owner), json: { assessment_result_id: result.id } });
  expect(status).toBe(200);
  const recordings = result.questions.filter((q) => isRecording(q) && !q.is_practice).map((q) => q.id);
  expect(body.section_scores?.phonological_awareness.pending).toBe(recordings.length);
  return { result: body, recordings };
}

describe("POST /api/assessment-results/{id}/reviews/", () => {
  it("marks every waiting recording, scores the result again each time, and the risk level follows", async () => {
    const { result, recordings } = await completedWithRecordingsWaiting();
    expect(recordings.length).toBeGreaterThan(0);
    // 0.3 × 1 + 0.5 × 0 + 0.2 × 1 = 0.5 before any review: medium.
    expect(result.risk_level).toBe("medium");

    let last: ReviewResponse | null = null;
    for (const [i, questionId] of recordings.entries()) {
      const actor = i % 2 === 0 ? "owner" : "sameSchoolTeacher";
      const { status, body } = await review(actor, result.id, { question_id: questionId, is_correct: true, note: "Said it clearly" });
      expect(status).toBe(200);
      expect(body).toMatchObject({ question_id: questionId, is_correct: true, marked_by: "person", previous_is_correct: null, note: "Said it clearly" });
      expect(body.section_scores?.phonological_awareness.pending).toBe(recordings.length - i - 1);
      last = body;
    }
    const phon = last!.section_scores!.phonological_awareness;
    expect(phon).toMatchObject({ correct: recordings.length, pending: 0 });
    const expected = 0.3 + 0.5 * (recordings.length / phon.total) + 0.2;
    expect(last!.risk_score).toBeCloseTo(expected, 6);
    expect(last!.risk_level).toBe(riskLevel(expected));

    // The account holder reads the same scores back.
    const read = await apiJson<ResultBody>(`/api/get-assessment-result-by-id/${result.id}/`, { token: world.users.owner.idToken });
    expect(read.body.risk_score).toBeCloseTo(expected, 6);
    expect(read.body.section_scores?.phonological_awareness.pending).toBe(0);
  });

  it("keeps a history: marking again records who, when and the mark it replaced", async () => {
    const { result, recordings } = await completedWithRecordingsWaiting();
    const questionId = recordings[0]!;
    expect((await review("owner", result.id, { question_id: questionId, is_correct: true })).status).toBe(200);
    const second = await review("sameSchoolTeacher", result.id, { question_id: questionId, is_correct: false, note: "Said 'at'" });
    expect(second.body).toMatchObject({ is_correct: false, previous_is_correct: true });

    const history = await adminDb().collection("assessment_results").doc(result.id).collection("reviews").orderBy("reviewed_at").get();
    expect(history.docs.map((d) => [d.get("is_correct"), d.get("previous_is_correct"), d.get("reviewer_uid")])).toEqual([
      [true, null, world.users.owner.uid],
      [false, true, world.users.sameSchoolTeacher.uid],
    ]);
    expect(history.docs[1]!.get("note")).toBe("Said 'at'");
    expect(typeof history.docs[1]!.get("reviewer_name")).toBe("string");
    expect(history.docs[1]!.get("reviewed_at").toDate()).toBeInstanceOf(Date);
    const answer = await adminDb().collection("assessment_results").doc(result.id).collection("answers").doc(String(questionId)).get();
    expect(answer.get("is_correct")).toBe(false);
    expect(answer.get("marked_by")).toBe("person");
    expect(answer.get("needs_review")).toBe(false);
  });

  it("lets only the participant's account holders mark: others get the same 404, callers without a verified account are refused", async () => {
    const { result, recordings } = await completedWithRecordingsWaiting();
    const json = { question_id: recordings[0], is_correct: true };
    const statuses = Object.fromEntries(
      await Promise.all(
        (["owner", "sameSchoolTeacher", "otherSchool", "otherParent", "otherOrganization", "unverified", "device"] as const).map(
          async (actor) => [actor, (await review(actor, result.id, json)).status] as const,
        ),
      ),
    );
    expect(statuses).toEqual({ owner: 200, sameSchoolTeacher: 200, otherSchool: 404, otherParent: 404, otherOrganization: 404, unverified: 403, device: 401 });
    const missing = await review("owner", "NoSuchResult123", json);
    const foreign = await review("otherSchool", result.id, json);
    expect(foreign.body).toEqual(missing.body);
  });

  it("refuses what is not a spoken answer, and bad input, changing nothing", async () => {
    const { result, recordings } = await completedWithRecordingsWaiting();
    const choice = result.questions.find((q) => !q.is_practice && !isRecording(q))!;
    expect(await review("owner", result.id, { question_id: choice.id, is_correct: true })).toEqual({ status: 400, body: { error: "Only spoken answers are reviewed" } });
    expect((await review("owner", result.id, { question_id: 999999, is_correct: true })).status).toBe(400);
    expect(await review("owner", result.id, { question_id: recordings[0], is_correct: "yes" })).toEqual({ status: 400, body: { error: "is_correct must be true or false" } });
    expect((await review("owner", "a%2Fb", { question_id: recordings[0], is_correct: true })).status).toBe(404);
    const history = await adminDb().collection("assessment_results").doc(result.id).collection("reviews").get();
    expect(history.size).toBe(0);
  });

  it("lists the spoken questions with what counts as right, their marks and the latest note, for account holders only", async () => {
    const { result, recordings } = await completedWithRecordingsWaiting();
    await review("sameSchoolTeacher", result.id, { question_id: recordings[0], is_correct: true, note: "Clear" });
    const list = (actor: Actor) => apiJson<SpokenItemsResponse>(`/api/assessment-results/${result.id}/reviews/`, { token: tokenOf(world, actor) });

    const { status, body } = await list("owner");
    expect(status).toBe(200);
    expect(body.items.map((item) => item.question_id)).toEqual(recordings);
    const [first, second] = body.items;
    expect(first).toMatchObject({ answered: true, is_correct: true, needs_review: false, marked_by: "person", note: "Clear" });
    expect(first!.expected.length).toBeGreaterThan(0);
    if (second) expect(second).toMatchObject({ answered: true, is_correct: null, needs_review: true, marked_by: null, note: null });
    expect((await list("otherSchool")).status).toBe(404);

    // A test not taken yet tells nobody what to say: no expected answers until a question is answered.
    const { result: untaken } = await newTarget(world);
    const before = await apiJson<SpokenItemsResponse>(`/api/assessment-results/${untaken.id}/reviews/`, { token: world.users.owner.idToken });
    expect(before.body.items.length).toBeGreaterThan(0);
    expect(before.body.items.every((item) => !item.answered && item.expected.length === 0)).toBe(true);
    expect((await list("device")).status).toBe(401);
  });
});

describe("GET /api/assessment-results/ for the Review page", () => {
  const listed = async (actor: Actor, resultId: string) => {
    const { status, body } = await apiJson<ResultListItem[]>("/api/assessment-results/", { token: tokenOf(world, actor) });
    expect(status).toBe(200);
    return body.find((item) => item.id === resultId);
  };

  it("counts the spoken answers waiting in a test still in progress, for every account holder, until they are marked", async () => {
    const { result } = await newTarget(world);
    const [first, second] = recordingQuestions(result).filter((q) => !q.is_practice);
    await record(result, first!.id, webmAudio());
    await record(result, second!.id, webmAudio());

    expect(await listed("owner", result.id)).toMatchObject({ status: "in_progress", section_scores: null, pending_reviews: 2 });
    expect(await listed("sameSchoolTeacher", result.id)).toMatchObject({ pending_reviews: 2 });
    expect(await listed("otherSchool", result.id)).toBeUndefined();

    expect((await review("sameSchoolTeacher", result.id, { question_id: first!.id, is_correct: true })).status).toBe(200);
    expect(await listed("owner", result.id)).toMatchObject({ status: "in_progress", pending_reviews: 1 });
  });

  it("counts a completed test's from its scores, and none for a test not started", async () => {
    const { result, recordings } = await completedWithRecordingsWaiting();
    expect(await listed("owner", result.id)).toMatchObject({ status: "completed", pending_reviews: recordings.length });
    const { result: untaken } = await newTarget(world);
    expect(await listed("owner", untaken.id)).toMatchObject({ status: "not_started", pending_reviews: 0 });
  });
});
