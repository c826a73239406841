// Each answer's time (response_ms) and each recording's voice check (voice_detected), kept with the
// answer; the validity flags a completed result carries, worked out again on every re-score, shown to
// account holders only; and a flagged test that does not use up a screening (decisions 40 and 41).
import { beforeAll, describe, expect, it } from "vitest";
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { ValidityFlag } from "@readbright/domain/validity";
import { ANSWER_MESSAGES } from "@readbright/domain/api/answers";
import { reviewAnswer } from "@readbright/domain/api/reviews";
import { adminDb } from "../fixtures/admin";
import { apiJson } from "../fixtures/api";
import { answerAll, answerFor, answerKeys, auth, getOrCreate, isRecording, newResult, postRecording, webm } from "../fixtures/assessments";
import type { AnswerBody, ResultBody } from "../fixtures/assessments";
import { pastResult } from "../fixtures/past-results";
import { silentWebm } from "../fixtures/recordings";
import { createUser } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";

type Flagged = ResultBody & { validity_flags: ValidityFlag[] | null };

const answer = (user: TestUser | undefined, json: unknown) => apiJson<AnswerBody>("/api/answer-question/", { ...auth(user), json });
const complete = (user: TestUser, resultId: string) => apiJson<Flagged>("/api/complete-assessment/", { token: user.idToken, json: { assessment_result_id: resultId } });
const readResult = (token: string | undefined, resultId: string) => apiJson<Flagged>(`/api/get-assessment-result-by-id/${resultId}/`, token ? { token } : {});
const storedAnswer = async (resultId: string, questionId: number) =>
  (await adminDb().collection("assessment_results").doc(resultId).collection("answers").doc(String(questionId)).get()).data();
const storedFlags = async (resultId: string) => (await adminDb().collection("assessment_results").doc(resultId).get()).get("validity_flags") as ValidityFlag[] | null;
const codes = (flags: readonly ValidityFlag[] | null | undefined) => (flags ?? []).map((flag) => `${flag.code}${flag.section ? `:${flag.section}` : ""}`);

function first(result: ResultBody, test: (q: PublicQuestion) => boolean): PublicQuestion {
  const question = result.questions.find(test);
  if (!question) throw new Error("no such question in the assessment");
  return question;
}

const M = ANSWER_MESSAGES;

describe("response_ms on answers", () => {
  it("is kept with choice, typed, spoken and practice answers as the device measured it; an answer without one keeps null", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const keys = await answerKeys(result.assessment_id);
    const choice = first(result, (q) => !q.is_practice && q.question_type === "radio");
    const typed = first(result, (q) => !q.is_practice && q.question_type === "open_end");
    const practice = first(result, (q) => q.is_practice && q.question_type !== "recording" && q.question_type !== "open_end");
    const spoken = first(result, (q) => !q.is_practice && isRecording(q));
    const untimed = first(result, (q) => !q.is_practice && q.question_type === "radio" && q.id !== choice.id);
    const json = (q: PublicQuestion, extra: object = {}) => ({ assessment_result_id: result.id, question_id: q.id, ...answerFor(q, keys.get(q.id)!, true), ...extra });

    expect((await answer(user, json(choice, { response_ms: 1834 }))).status).toBe(200);
    expect((await answer(user, json(typed, { response_ms: 6120 }))).status).toBe(200);
    expect((await answer(user, json(practice, { response_ms: 0 }))).status).toBe(200);
    expect((await postRecording({ resultId: result.id, questionId: spoken.id, bytes: webm(), token: user.idToken, responseMs: "2750" })).status).toBe(200);
    expect((await answer(user, json(untimed))).status).toBe(200);

    expect(await storedAnswer(result.id, choice.id)).toMatchObject({ response_ms: 1834 });
    expect(await storedAnswer(result.id, typed.id)).toMatchObject({ response_ms: 6120 });
    expect(await storedAnswer(result.id, practice.id)).toMatchObject({ response_ms: 0 });
    expect(await storedAnswer(result.id, spoken.id)).toMatchObject({ response_ms: 2750 });
    expect(await storedAnswer(result.id, untimed.id)).toMatchObject({ response_ms: null });
  });

  it("refuses anything but whole milliseconds from 0 to 10 minutes with a clear 400, as JSON and in the recording form, storing nothing", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const keys = await answerKeys(result.assessment_id);
    const choice = first(result, (q) => !q.is_practice && q.question_type === "radio");
    const spoken = first(result, (q) => !q.is_practice && isRecording(q));
    const sent = { assessment_result_id: result.id, question_id: choice.id, ...answerFor(choice, keys.get(choice.id)!, true) };

    for (const response_ms of [-1, 12.5, 600_001, "900", true]) {
      expect(await answer(user, { ...sent, response_ms })).toEqual({ status: 400, body: { error: M.responseMsInvalid } });
    }
    expect(M.responseMsInvalid).toBe("response_ms must be a whole number of milliseconds from 0 to 600000");
    for (const responseMs of ["1e3", "12.5", "-4", "soon"]) {
      expect(await postRecording({ resultId: result.id, questionId: spoken.id, bytes: webm(), token: user.idToken, responseMs })).toEqual({ status: 400, body: { error: M.responseMsInvalid } });
    }
    expect(await storedAnswer(result.id, choice.id)).toBeUndefined();
    expect(await storedAnswer(result.id, spoken.id)).toBeUndefined();
  });

  it("takes a retry of the same answer with another time as the same answer (200), keeping the first time; another answer is still a 409", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const keys = await answerKeys(result.assessment_id);
    const choice = first(result, (q) => !q.is_practice && q.question_type === "radio");
    const sent = { assessment_result_id: result.id, question_id: choice.id, ...answerFor(choice, keys.get(choice.id)!, true) };

    expect((await answer(undefined, { ...sent, response_ms: 2200 })).status).toBe(200);
    const retry = await answer(undefined, { ...sent, response_ms: 9100 });
    expect(retry.status).toBe(200);
    expect(await storedAnswer(result.id, choice.id)).toMatchObject({ response_ms: 2200 });
    expect((await answer(undefined, { ...sent, ...answerFor(choice, keys.get(choice.id)!, false), response_ms: 2200 })).status).toBe(409);
  });
});

describe("validity flags", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser();
  });

  it("give a fast clicker's completed test too_fast, for the account holders only, with the scores a careful test gets", async () => {
    const fast = await newResult(user);
    const careful = await newResult(user);
    await answerAll(fast.result, () => true, { user, responseMs: () => 180 });
    await answerAll(careful.result, () => true, { user, responseMs: () => 4200 });

    const done = await complete(user, fast.result.id);
    expect(done.status).toBe(200);
    expect(done.body.validity_flags).toEqual([{ code: "too_fast", section: null, figures: { median_ms: 180, answers: expect.any(Number), floor_ms: 450, arrival_ms: expect.any(Number) } }]);
    expect(done.body.validity_flags?.[0]?.figures.arrival_ms).toBeLessThan(3000);
    expect((await complete(user, careful.result.id)).body).toMatchObject({ validity_flags: [], section_scores: done.body.section_scores, risk_level: done.body.risk_level });

    // Stored on the result, in the list and the result for the account holder, never for a device holding the id.
    expect(codes(await storedFlags(fast.result.id))).toEqual(["too_fast"]);
    expect((await readResult(user.idToken, fast.result.id)).body.validity_flags).toEqual(done.body.validity_flags);
    expect((await readResult(undefined, fast.result.id)).body).toMatchObject({ validity_flags: null, risk_level: null });
    const list = await apiJson<{ id: string; validity_flags: ValidityFlag[] | null }[]>(`/api/assessment-results/?participant_id=${fast.participantId}`, { token: user.idToken });
    expect(list.body.find((item) => item.id === fast.result.id)?.validity_flags).toEqual(done.body.validity_flags);
  }, 120_000);

  it("do not believe a device's fast times for answers the server saw arrive slowly", async () => {
    const { result } = await newResult(user);
    await answerAll(result, () => true, { user, responseMs: () => 150 });
    // The same answers as if they had arrived 10 s apart: the server's own clock, as a slow reader's would.
    const answers = await adminDb().collection("assessment_results").doc(result.id).collection("answers").get();
    const start = Date.now() - answers.size * 10_000;
    const ordered = answers.docs.sort((a, b) => a.get("answered_at").toMillis() - b.get("answered_at").toMillis());
    await Promise.all(ordered.map((doc, i) => doc.ref.update({ answered_at: new Date(start + i * 10_000) })));
    const done = await complete(user, result.id);
    expect(done.status).toBe(200);
    expect(done.body.validity_flags).toEqual([]);
  }, 120_000);

  it("give a random clicker at_chance in the sections where the right answers are no better than guessing", async () => {
    const { result } = await newResult(user);
    // Every choice and typed answer wrong, except one right per section: no section is above guessing.
    const rightOnce = new Set(["memory", "spatial_awareness", "phonological_awareness"].map((section) => first(result, (q) => !q.is_practice && q.section_type === section && !isRecording(q)).id));
    await answerAll(result, (q) => rightOnce.has(q.id), { user, responseMs: () => 1500 });
    const done = await complete(user, result.id);
    expect(codes(done.body.validity_flags)).toEqual(["at_chance:memory", "at_chance:phonological_awareness", "at_chance:spatial_awareness"]);
    const memory = done.body.validity_flags?.find((flag) => flag.section === "memory");
    expect(memory?.figures).toMatchObject({ correct: 1, marked: 9 });
    expect(memory?.figures.p_value).toBeGreaterThan(0.05);
  }, 120_000);

  it("keep that recordings held no voice (unheard) once the machine has listened, and are worked out again when a person reviews", async () => {
    const { result } = await newResult(user);
    const silence = await silentWebm();
    const spoken = result.questions.filter((q) => isRecording(q) && !q.is_practice);
    // Every choice and typed answer wrong, the recordings silent (waiting for a person): the whole test is
    // at chance, so each section is flagged at_chance.
    await answerAll(result, () => false, { user, responseMs: () => 2500, recording: silence });
    expect((await complete(user, result.id)).status).toBe(200);

    // The marking queue measures each recording (no voice) and scores the completed result again.
    for (const question of spoken) {
      await expect.poll(async () => (await storedAnswer(result.id, question.id))?.voice_detected, { timeout: 60_000, interval: 250 }).toBe(false);
    }
    await expect
      .poll(async () => codes(await storedFlags(result.id)), { timeout: 30_000, interval: 250 })
      .toEqual(["at_chance:memory", "at_chance:phonological_awareness", "at_chance:spatial_awareness", "unheard"]);
    const flags = await storedFlags(result.id);
    expect(flags?.find((flag) => flag.code === "unheard")?.figures).toEqual({ silent: spoken.length, measured: spoken.length, recordings: spoken.length });
    // The recordings wait for a person, so they are left out of phonological awareness's count.
    const before = flags?.find((flag) => flag.section === "phonological_awareness")?.figures;

    // A person marks every recording right: the flags are worked out again with those marks counted (the
    // rest of the test is still at chance, so the sections stay flagged); the silence is still there.
    for (const question of spoken) {
      const review = await apiJson(`/api${reviewAnswer.href({ id: result.id })}`, { token: user.idToken, json: { question_id: question.id, is_correct: true } });
      expect([200, 201]).toContain(review.status);
    }
    const after = (await storedFlags(result.id))?.find((flag) => flag.section === "phonological_awareness")?.figures;
    expect(after).toMatchObject({ correct: (before?.correct ?? 0) + spoken.length, marked: (before?.marked ?? 0) + spoken.length });
    expect(codes(await storedFlags(result.id))).toContain("unheard");
    expect((await readResult(user.idToken, result.id)).body.validity_flags?.map((flag) => flag.code)).toContain("unheard");
  }, 180_000);

  it("let a flagged test not use up one of the 2 screenings in 8 months", async () => {
    const flagged = await newResult(user);
    await pastResult({ participantId: flagged.participantId, assessmentId: "age-8-10-v1", monthsAgo: 2 });
    await answerAll(flagged.result, () => true, { user, responseMs: () => 150 });
    expect(codes((await complete(user, flagged.result.id)).body.validity_flags)).toEqual(["too_fast"]);
    expect((await getOrCreate(user, { participant_id: flagged.participantId, assessment_id: "age-8-10-v1" })).status).toBe(201);

    const trusted = await newResult(user);
    await pastResult({ participantId: trusted.participantId, assessmentId: "age-8-10-v1", monthsAgo: 2 });
    await answerAll(trusted.result, () => true, { user, responseMs: () => 3000 });
    expect((await complete(user, trusted.result.id)).body.validity_flags).toEqual([]);
    expect((await getOrCreate(user, { participant_id: trusted.participantId, assessment_id: "age-8-10-v1" })).status).toBe(409);
  }, 120_000);

  it("count a second flagged test in 8 months: flags cannot buy test after test", async () => {
    const { result: firstTest, participantId } = await newResult(user);
    await answerAll(firstTest, () => true, { user, responseMs: () => 150 });
    expect(codes((await complete(user, firstTest.id)).body.validity_flags)).toEqual(["too_fast"]);
    const second = await getOrCreate(user, { participant_id: participantId, assessment_id: "age-8-10-v1" });
    expect(second.status).toBe(201);
    const secondTest = second.body;
    await answerAll(secondTest, () => true, { user, responseMs: () => 150 });
    expect(codes((await complete(user, secondTest.id)).body.validity_flags)).toEqual(["too_fast"]);
    // The first flagged test is free, the second counts: one screening left, then none.
    const third = await getOrCreate(user, { participant_id: participantId, assessment_id: "age-8-10-v1" });
    expect(third.status).toBe(201);
    await answerAll(third.body, () => true, { user, responseMs: () => 3000 });
    expect((await complete(user, third.body.id)).body.validity_flags).toEqual([]);
    expect((await getOrCreate(user, { participant_id: participantId, assessment_id: "age-8-10-v1" })).status).toBe(409);
  }, 180_000);
});
