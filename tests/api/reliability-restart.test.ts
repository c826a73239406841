// The function restarted in the middle of an assessment: its worker processes are killed (SIGKILL, as a
// crash or a redeploy would end them) between answers, and once while answers are in flight. Every answer
// the API confirmed is still there, the player's read of the result shows where to resume, and the test
// can be finished and scored.
import { describe, expect, it } from "vitest";
import { adminDb } from "../fixtures/admin";
import { apiJson } from "../fixtures/api";
import { answerFor, answerKeys, isRecording, newAddress, newResult, postRecording, webm } from "../fixtures/assessments";
import type { Key, ResultBody } from "../fixtures/assessments";
import { functionWorkerPids, killFunctionWorkers } from "../fixtures/functions-worker";
import { createUser } from "../fixtures/users";

/** Sends until the API answers (a request hitting a dying worker may fail), as the player's retry would. */
async function untilAnswered<T extends { status: number }>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await send();
      if (response.status < 500 || attempt >= 10) return response;
    } catch (err) {
      if (attempt >= 10) throw err;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe("the function restarted mid-assessment", () => {
  it("loses no confirmed answer, and the assessment resumes and completes", { timeout: 180_000 }, async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const keys = await answerKeys(result.assessment_id);
    const device = newAddress();
    const answer = (question: ResultBody["questions"][number]): Promise<{ status: number }> =>
      isRecording(question)
        ? postRecording({ resultId: result.id, questionId: question.id, bytes: webm(), transcript: keys.get(question.id)?.accepted[0], headers: device })
        : apiJson("/api/answer-question/", { headers: device, json: { assessment_result_id: result.id, question_id: question.id, ...answerFor(question, keys.get(question.id) as Key, true) } });

    const half = Math.floor(result.questions.length / 2);
    const confirmed: number[] = [];
    for (const question of result.questions.slice(0, half)) {
      expect((await answer(question)).status).toBe(200);
      confirmed.push(question.id);
    }

    // Restart 1: between two answers.
    const killed = killFunctionWorkers();
    expect(killed.length).toBeGreaterThan(0);
    const resumed = await untilAnswered(() => apiJson<ResultBody>(`/api/get-assessment-result-by-id/${result.id}/`, { headers: device }));
    expect(resumed.status).toBe(200);
    expect(functionWorkerPids().some((pid) => killed.includes(pid))).toBe(false); // a new worker answered
    expect(resumed.body).toMatchObject({ status: "in_progress", answered_count: expect.any(Number) });
    expect(resumed.body.answers.map((a) => a.question_id).sort((a, b) => a - b)).toEqual([...confirmed].sort((a, b) => a - b));

    // Restart 2: while the next answers are on their way; the player sends again what was not confirmed.
    const rest = result.questions.slice(half);
    const inFlight = rest.slice(0, 5).map((question) => answer(question).catch(() => ({ status: 599 })));
    await new Promise((r) => setTimeout(r, 50));
    const killedAgain = killFunctionWorkers();
    const statuses = (await Promise.all(inFlight)).map((r) => r.status);
    for (const question of rest) expect((await untilAnswered(() => answer(question))).status).toBe(200);

    const stored = await adminDb().collection("assessment_results").doc(result.id).collection("answers").get();
    expect(stored.docs.map((d) => Number(d.id)).sort((a, b) => a - b)).toEqual(result.questions.map((q) => q.id).sort((a, b) => a - b));
    const completed = await untilAnswered(() => apiJson<ResultBody>("/api/complete-assessment/", { token: owner.idToken, json: { assessment_result_id: result.id } }));
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ status: "completed", risk_level: expect.any(String) });
    console.log(
      `reliability-restart: workers killed twice (${killed.length} then ${killedAgain.length}); ${confirmed.length} answers confirmed before the first kill all kept; in-flight statuses during the second ${JSON.stringify(statuses)}; all ${stored.size} answers stored and the result completed`,
    );
  });
});
