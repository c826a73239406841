// A test-taker's device nobody is signed in on: the result id lets it take that one test and nothing
// more (docs/decisions/0005-test-taker-access.md).
import { describe, expect, it } from "vitest";
import { ERRORS } from "@readbright/domain/messages";
import { adminDb } from "../fixtures/admin";
import { api, apiJson } from "../fixtures/api";
import { answerAll, answerFor, answerKeys, getOrCreate, isRecording, newAddress, newResult, postRecording, webm } from "../fixtures/assessments";
import type { AnswerBody, ResultBody } from "../fixtures/assessments";
import { createUser } from "../fixtures/users";

const RANDOM_ID = "ZzYyXxWwVvUuTtSsRrQq";
const TOO_MANY = { status: 429, body: { error: "Too many requests. Please try again later." } };
const NOT_FOUND = { status: 404, body: { error: "Assessment result not found" } };

describe("a signed-out device holding a result id", () => {
  it("takes the whole test: read, start, answer, record, complete; the scores stay with the account", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const device = newAddress();

    const read = await apiJson<ResultBody>(`/api/get-assessment-result-by-id/${result.id}/`, { headers: device });
    expect(read).toEqual({ status: 200, body: result });
    const started = await apiJson<ResultBody>("/api/start-assessment/", { headers: device, json: { assessment_result_id: result.id } });
    expect(started.body).toMatchObject({ status: "in_progress" });

    await answerAll(result, () => true, { headers: device });
    const completed = await apiJson<ResultBody>("/api/complete-assessment/", { headers: device, json: { assessment_result_id: result.id } });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ status: "completed", section_scores: null, risk_level: null, risk_score: null, risk_percent: null });
    expect(completed.body.answers).toHaveLength(result.questions.length);

    const forOwner = await apiJson<ResultBody>(`/api/get-assessment-result-by-id/${result.id}/`, { token: owner.idToken });
    expect(forOwner.body).toMatchObject({ status: "completed", risk_level: "low" });
    const forDevice = await apiJson<ResultBody>(`/api/get-assessment-result-by-id/${result.id}/`, { headers: device });
    expect(forDevice.body).toMatchObject({ status: "completed", risk_level: null, section_scores: null });
  });

  it("reaches nothing else: other ids are unknown, and participant-scoped calls need sign-in", async () => {
    const owner = await createUser();
    const { participantId, result } = await newResult(owner);
    const device = newAddress();
    const question = result.questions.find((q) => !isRecording(q))!;
    const key = (await answerKeys(result.assessment_id)).get(question.id)!;

    expect(await apiJson(`/api/get-assessment-result-by-id/${RANDOM_ID}/`, { headers: device })).toEqual(NOT_FOUND);
    expect(await apiJson("/api/start-assessment/", { headers: device, json: { assessment_result_id: RANDOM_ID } })).toEqual(NOT_FOUND);
    expect(await apiJson("/api/answer-question/", { headers: device, json: { assessment_result_id: RANDOM_ID, question_id: question.id, ...answerFor(question, key, true) } })).toEqual(NOT_FOUND);
    expect(await postRecording({ resultId: RANDOM_ID, questionId: result.questions.find(isRecording)!.id, bytes: webm(), headers: device })).toEqual(NOT_FOUND);
    expect(await apiJson("/api/complete-assessment/", { headers: device, json: { assessment_result_id: RANDOM_ID } })).toEqual(NOT_FOUND);

    const unauthenticated = { status: 401, body: { error: ERRORS.unauthenticated } };
    expect(await getOrCreate(undefined, { participant_id: participantId, assessment_id: result.assessment_id })).toEqual(unauthenticated);
    for (const path of ["/api/start-assessment/", "/api/complete-assessment/"]) {
      expect(await apiJson(path, { headers: device, json: { participant_id: participantId, assessment_id: result.assessment_id } })).toEqual(unauthenticated);
    }
    expect(await apiJson("/api/assessments/by-age/?age=9", { headers: device })).toEqual(unauthenticated);
  });

  it("is the same for a signed-in stranger: the id opens the test, not the scores or the participant", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const { participantId, result } = await newResult(owner);
    const read = await apiJson<ResultBody>(`/api/get-assessment-result-by-id/${result.id}/`, { token: stranger.idToken, headers: newAddress() });
    expect(read.body.id).toBe(result.id);
    expect(
      await apiJson("/api/start-assessment/", { token: stranger.idToken, json: { participant_id: participantId, assessment_id: result.assessment_id } }),
    ).toEqual({ status: 404, body: { error: "Participant not found" } });
  });

  it("is refused after 30 unknown ids from one address, even for a real id, while other addresses carry on", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const guesser = newAddress();
    for (let i = 0; i < 30; i += 1) {
      const id = `Guess${String(i).padStart(15, "0")}`;
      expect(await apiJson(`/api/get-assessment-result-by-id/${id}/`, { headers: guesser })).toEqual(NOT_FOUND);
    }
    const refused = await api(`/api/get-assessment-result-by-id/${RANDOM_ID}/`, { headers: guesser });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await apiJson(`/api/get-assessment-result-by-id/${result.id}/`, { headers: guesser })).toEqual(TOO_MANY);

    expect((await apiJson(`/api/get-assessment-result-by-id/${result.id}/`, { headers: newAddress() })).status).toBe(200);
    // The participant's own account is never held up by the address it shares.
    expect((await apiJson(`/api/get-assessment-result-by-id/${result.id}/`, { token: owner.idToken, headers: guesser })).status).toBe(200);
  });
});

describe("POST /api/text-to-speech/ with a result id", () => {
  it("speaks for a signed-out device taking an open assessment", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const response = await api("/api/text-to-speech/", { headers: newAddress(), json: { text: result.questions[0]!.read_aloud, assessment_result_id: result.id } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^audio\//);
  });

  it("refuses a device without an id (401), with an unknown id (404), or once the assessment is completed (403)", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const json = { text: "Hello" };
    expect(await apiJson("/api/text-to-speech/", { headers: newAddress(), json })).toEqual({ status: 401, body: { error: ERRORS.unauthenticated } });
    expect(await apiJson("/api/text-to-speech/", { headers: newAddress(), json: { ...json, assessment_result_id: RANDOM_ID } })).toEqual(NOT_FOUND);

    await answerAll(result, () => true, { user: owner });
    expect((await apiJson("/api/complete-assessment/", { token: owner.idToken, json: { assessment_result_id: result.id } })).status).toBe(200);
    expect(await apiJson("/api/text-to-speech/", { headers: newAddress(), json: { ...json, assessment_result_id: result.id } })).toEqual({
      status: 403,
      body: { error: "This assessment is no longer open" },
    });
    // Signed-in callers use the reader as before.
    expect((await api("/api/text-to-speech/", { token: owner.idToken, json })).status).toBe(200);
  });
});

describe("answers from a signed-out device", () => {
  it("are graded and stored like anyone's, but the mark of a scored question is not sent back", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const question = result.questions.find((q) => !q.is_practice && q.question_type === "radio")!;
    const key = (await answerKeys(result.assessment_id)).get(question.id)!;
    const { status, body } = await apiJson<AnswerBody>("/api/answer-question/", {
      headers: newAddress(),
      json: { assessment_result_id: result.id, question_id: question.id, ...answerFor(question, key, true) },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ question_id: question.id, assessment_result_id: result.id, option_ids: key.option_ids.slice(0, 1), answer_text: null, section_type: question.section_type });
    const stored = await adminDb().collection("assessment_results").doc(result.id).collection("answers").doc(String(question.id)).get();
    expect(stored.data()).toMatchObject({ is_correct: true, needs_review: false });
  });
});
