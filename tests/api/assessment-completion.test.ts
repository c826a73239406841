import { describe, expect, it } from "vitest";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { SECTION_TYPES } from "@readbright/domain/enums";
import { scoreAssessment } from "@readbright/domain/scoring";
import { apiJson } from "../fixtures/api";
import { answerAll, answerFor, answerKeys, auth, isRecording, newResult, postRecording, webm } from "../fixtures/assessments";
import type { ResultBody } from "../fixtures/assessments";
import { createUser } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";

const complete = (user: TestUser, json: unknown) => apiJson<ResultBody>("/api/complete-assessment/", { ...auth(user), json });
const read = (user: TestUser, id: string) => apiJson<ResultBody>(`/api/get-assessment-result-by-id/${id}/`, { token: user.idToken });

async function takeTest(correct: (q: PublicQuestion) => boolean): Promise<{ user: TestUser; result: ResultBody; completed: ResultBody }> {
  const user = await createUser();
  const { participantId, result } = await newResult(user);
  expect((await apiJson("/api/start-assessment/", { ...auth(user), json: { assessment_result_id: result.id } })).status).toBe(200);
  await answerAll(result, correct, { user, markSpoken: true });
  const { status, body } = await complete(user, { participant_id: participantId, assessment_id: result.assessment_id });
  expect(status).toBe(200);
  return { user, result, completed: body };
}

describe("POST /api/complete-assessment/", () => {
  it("scores a run of right answers as low risk and stores it", async () => {
    const { user, result, completed } = await takeTest(() => true);
    expect(completed).toMatchObject({ id: result.id, status: "completed", completed_at: expect.any(String), risk_level: "low", risk_score: 1, risk_percent: 0 });
    for (const section of SECTION_TYPES) {
      expect(completed.section_scores?.[section]).toMatchObject({ accuracy: 1, band: "low", pending: 0 });
    }
    const again = await read(user, result.id);
    expect(again.body).toEqual(completed);
  });

  it("scores a run of wrong answers as high risk", async () => {
    const { result, completed } = await takeTest(() => false);
    expect(completed).toMatchObject({ status: "completed", risk_level: "high", risk_score: 0, risk_percent: 100 });
    for (const section of SECTION_TYPES) expect(completed.section_scores?.[section]).toMatchObject({ accuracy: 0, band: "high", pending: 0 });
    // The spoken answers, marked wrong by a person, count like any other.
    const recordings = result.questions.filter((q) => isRecording(q) && !q.is_practice).length;
    expect(completed.section_scores?.phonological_awareness.total).toBeGreaterThanOrEqual(recordings);
  });

  it("scores a mixed run as the domain's scoring does", async () => {
    // Right on even ids in memory, every third in phonological awareness, all of spatial awareness.
    const rule = (q: PublicQuestion) =>
      q.section_type === "memory" ? q.id % 2 === 0 : q.section_type === "phonological_awareness" ? q.id % 3 === 0 : true;
    const { result, completed } = await takeTest(rule);
    // Spoken answers marked by a person count like the rest.
    const marks = result.questions.map((q) => ({ question_id: q.id, is_correct: rule(q) }));
    const expected = scoreAssessment(result.questions, marks);
    expect(completed).toMatchObject({ risk_score: expected.risk_score, risk_level: expected.risk_level, risk_percent: expected.risk_percent });
    for (const section of SECTION_TYPES) {
      const { correct, total, pending, accuracy, band } = expected.sections[section];
      expect(completed.section_scores?.[section]).toEqual({ correct, total, pending, accuracy, band });
    }
    expect(expected.risk_level).toBe("medium"); // the rule was picked to land between the extremes
  });

  it("leaves recordings waiting for review out of the accuracy", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const keys = await answerKeys(result.assessment_id);
    // Every answer right, but the scored recordings are not speech: they wait for a person.
    const recordings = result.questions.filter((q) => isRecording(q) && !q.is_practice);
    await answerAll({ ...result, questions: result.questions.filter((q) => !recordings.includes(q)) }, () => true, { user });
    for (const q of recordings) await postRecording({ resultId: result.id, questionId: q.id, bytes: webm(), token: user.idToken });
    const { body } = await complete(user, { assessment_result_id: result.id });
    expect(body.section_scores?.phonological_awareness.pending).toBe(recordings.length);
    expect(body.section_scores?.phonological_awareness.accuracy).toBe(1);
    expect(body.risk_level).toBe("low");
    expect(keys.size).toBe(result.questions.length);
  });

  it("refuses to complete while scored questions are unanswered, saying how many", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    const scored = result.questions.filter((q) => !q.is_practice);
    const keys = await answerKeys(result.assessment_id);
    const choice = scored.find((q) => !isRecording(q))!;
    await apiJson("/api/answer-question/", { ...auth(user), json: { assessment_result_id: result.id, question_id: choice.id, ...answerFor(choice, keys.get(choice.id)!, true) } });

    expect(await complete(user, { assessment_result_id: result.id })).toEqual({
      status: 400,
      body: { error: `${scored.length - 1} questions are still unanswered` },
    });
    expect((await read(user, result.id)).body.status).toBe("in_progress");
  });

  it("completes once: again, or twice at the same moment, returns the same scores", async () => {
    const user = await createUser();
    const { result } = await newResult(user);
    await answerAll(result, (q) => q.id % 2 === 1, { user });
    const [a, b] = await Promise.all([complete(user, { assessment_result_id: result.id }), complete(user, { assessment_result_id: result.id })]);
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    expect(await complete(user, { assessment_result_id: result.id })).toEqual(a);
  });

  it("keeps a completed result closed: no more answers, no restart", async () => {
    const { user, result } = await takeTest(() => true);
    const keys = await answerKeys(result.assessment_id);
    const question = result.questions.find((q) => !isRecording(q))!;
    const closed = { status: 409, body: { error: "This assessment has already been completed" } };
    expect(
      await apiJson("/api/answer-question/", { ...auth(user), json: { assessment_result_id: result.id, question_id: question.id, ...answerFor(question, keys.get(question.id)!, false) } }),
    ).toEqual(closed);
    const recording = result.questions.find(isRecording)!;
    expect(await postRecording({ resultId: result.id, questionId: recording.id, bytes: webm(), token: user.idToken })).toEqual(closed);
    expect(await apiJson("/api/start-assessment/", { ...auth(user), json: { assessment_result_id: result.id } })).toEqual(closed);
    expect((await read(user, result.id)).body.status).toBe("completed");
  });
});
