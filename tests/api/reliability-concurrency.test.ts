// Concurrency and client retries: simultaneous calls on one participant or result, and a request the
// client gave up on and sent again, leave exactly what one careful call would have left.
import { describe, expect, it } from "vitest";
import { adminBucket, adminDb } from "../fixtures/admin";
import { apiJson } from "../fixtures/api";
import { answerAll, answerFor, answerKeys, assessmentForAge, getOrCreate, isRecording, newAddress, newResult, postRecording, webm } from "../fixtures/assessments";
import type { Key, ResultBody } from "../fixtures/assessments";
import { API_BASE_URL } from "../fixtures/emulators";
import { createParticipant } from "../fixtures/participants";
import { createUser } from "../fixtures/users";

const figures: string[] = [];

async function resultsOf(participantId: string) {
  return (await adminDb().collection("assessment_results").where("participant_id", "==", participantId).get()).docs;
}

async function answersOf(resultId: string) {
  return (await adminDb().collection("assessment_results").doc(resultId).collection("answers").get()).docs;
}

/** Sends a request and abandons it after `ms`, as a client timing out would; the server carries on. */
async function abandoned(path: string, init: { token?: string; json: unknown }, ms: number): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  const headers: Record<string, string> = { "content-type": "application/json", ...newAddress() };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  await fetch(`${API_BASE_URL}${path}`, { method: "POST", headers, body: JSON.stringify(init.json), signal: controller.signal }).then(
    (r) => r.arrayBuffer(),
    () => undefined,
  );
  clearTimeout(timer);
}

/** Waits for the abandoned request to have finished on the server: until `done()` holds, or 10 s. */
async function settle(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && !(await done())) await new Promise((r) => setTimeout(r, 200));
  await new Promise((r) => setTimeout(r, 300));
}

describe("simultaneous calls", () => {
  it("20 get-or-create calls for one participant make one result and all hand it back", { timeout: 120_000 }, async () => {
    const owner = await createUser();
    const participantId = await createParticipant(owner.uid, { age: 9 });
    const assessment = await assessmentForAge(owner, 9);
    const responses = await Promise.all(Array.from({ length: 20 }, () => getOrCreate(owner, { participant_id: participantId, assessment_id: assessment.id })));
    const ids = new Set(responses.map((r) => r.body.id));
    expect(responses.map((r) => r.status).sort((a, b) => a - b)).toEqual([...Array(19).fill(200), 201]);
    expect(ids.size).toBe(1);
    expect(await resultsOf(participantId)).toHaveLength(1);
    figures.push("20 get-or-create -> 1 result (one 201, nineteen 200)");
  });

  // Slow on the emulator (up to a minute): every answer locks the result document to count itself, so the
  // twenty queue one behind another. A real player sends one answer at a time.
  it("20 answers to different questions of one result all persist", { timeout: 180_000 }, async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const keys = await answerKeys(result.assessment_id);
    const questions = result.questions.filter((q) => !isRecording(q)).slice(0, 20);
    const headers = newAddress();
    const responses = await Promise.all(
      questions.map((q) =>
        apiJson("/api/answer-question/", { headers, json: { assessment_result_id: result.id, question_id: q.id, ...answerFor(q, keys.get(q.id) as Key, true) } }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await answersOf(result.id)).map((d) => Number(d.id)).sort((a, b) => a - b)).toEqual(questions.map((q) => q.id).sort((a, b) => a - b));
    const read = await apiJson<ResultBody>(`/api/get-assessment-result-by-id/${result.id}/`, { token: owner.idToken });
    // Practice questions are stored but not counted.
    expect(read.body).toMatchObject({ status: "in_progress", answered_count: questions.filter((q) => !q.is_practice).length });
    figures.push("20 simultaneous answers -> 20 stored");
  });

  it("two simultaneous completions score once: one completed_at, one score, and later calls rewrite nothing", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    await answerAll(result, () => true, { user: owner });
    const complete = () => apiJson<ResultBody>("/api/complete-assessment/", { token: owner.idToken, json: { assessment_result_id: result.id } });
    const [a, b] = await Promise.all([complete(), complete()]);
    expect([a?.status, b?.status]).toEqual([200, 200]);
    expect(a?.body.completed_at).toBeTruthy();
    expect(b?.body).toMatchObject({ completed_at: a?.body.completed_at, risk_score: a?.body.risk_score, risk_level: a?.body.risk_level });
    const ref = adminDb().collection("assessment_results").doc(result.id);
    const first = await ref.get();
    expect(first.get("status")).toBe("completed");
    expect(await complete()).toMatchObject({ status: 200, body: { completed_at: a?.body.completed_at } });
    expect((await ref.get()).updateTime?.isEqual(first.updateTime!)).toBe(true);
    figures.push("2 simultaneous completions -> 1 completed_at and score; a third call writes nothing");
  });
});

describe("a request the client abandoned and sent again", () => {
  it("get-or-create: still one result", async () => {
    const owner = await createUser();
    const participantId = await createParticipant(owner.uid, { age: 9 });
    const assessment = await assessmentForAge(owner, 9);
    const json = { participant_id: participantId, assessment_id: assessment.id };
    await abandoned("/api/assessment-results/get-or-create/", { token: owner.idToken, json }, 30);
    await settle(async () => (await resultsOf(participantId)).length > 0);
    const retried = await getOrCreate(owner, json);
    expect([200, 201]).toContain(retried.status);
    expect((await resultsOf(participantId)).map((d) => d.id)).toEqual([retried.body.id]);
  });

  // The first answer to a scored question is final, so a retry sends the same answer (as the player does).
  it("an answer: still one answer for the question, the same one", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const keys = await answerKeys(result.assessment_id);
    const question = result.questions.find((q) => !isRecording(q) && !q.is_practice && q.options.length > 0)!;
    const json = { assessment_result_id: result.id, question_id: question.id, ...answerFor(question, keys.get(question.id) as Key, false) };
    await abandoned("/api/answer-question/", { json }, 30);
    await settle(async () => (await answersOf(result.id)).length > 0);
    expect(await apiJson("/api/answer-question/", { token: owner.idToken, json })).toMatchObject({ status: 200, body: { is_correct: false } });
    const answers = await answersOf(result.id);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.get("is_correct")).toBe(false);
  });

  it("a recording: one answer and one audio file, of the same bytes", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const question = result.questions.find((q) => isRecording(q) && !q.is_practice)!;
    const controller = new AbortController();
    const form = new FormData();
    form.set("assessment_result_id", result.id);
    form.set("question_id", String(question.id));
    form.set("answer_text", "cat");
    form.set("audio_recording", new Blob([new Uint8Array(webm(200_000))], { type: "audio/webm" }), "answer.webm");
    const sent = fetch(`${API_BASE_URL}/api/answer-recording-question/`, { method: "POST", body: form, headers: newAddress(), signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await sent.then((r) => r.arrayBuffer(), () => undefined);
    await settle(async () => (await answersOf(result.id)).length > 0);
    expect((await postRecording({ resultId: result.id, questionId: question.id, bytes: webm(200_000), transcript: "cat" })).status).toBe(200);
    const answers = await answersOf(result.id);
    expect(answers).toHaveLength(1);
    const [files] = await adminBucket().getFiles({ prefix: `recordings/${owner.uid}/${result.id}/` });
    expect(files.map((f) => f.name)).toEqual([answers[0]?.get("audio_path")]);
    figures.push("abandoned and retried get-or-create, answer and recording -> no duplicate");
  });

  it("completion: the retry hands back the same completed result", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    await answerAll(result, () => true, { user: owner });
    await abandoned("/api/complete-assessment/", { token: owner.idToken, json: { assessment_result_id: result.id } }, 20);
    const ref = adminDb().collection("assessment_results").doc(result.id);
    await settle(async () => (await ref.get()).get("status") === "completed");
    const stored = await ref.get();
    const retried = await apiJson<ResultBody>("/api/complete-assessment/", { token: owner.idToken, json: { assessment_result_id: result.id } });
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe("completed");
    expect((await ref.get()).updateTime?.isEqual(stored.updateTime!)).toBe(true);
  });

  it("prints the figures", () => {
    console.log(`reliability-concurrency: ${figures.join("; ")}`);
    expect(figures).toHaveLength(4);
  });
});
