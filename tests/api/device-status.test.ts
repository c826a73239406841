// POST /api/device-status/: the device taking a test says how many answers it still holds and whether the
// child saw the end screen offline (decision 48). Opened by the result's id exactly as an answer is, and
// refused as an answer is; kept on the result, with the server's time, for the school's Testing now.
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { adminDb } from "../fixtures/admin";
import { api, apiJson } from "../fixtures/api";
import { answerAll, answerFor, answerKeys, isRecording, newAddress, newResult } from "../fixtures/assessments";
import type { ResultBody } from "../fixtures/assessments";
import { jsonBodyCases } from "../fixtures/bad-input";
import { createUser } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";

const PATH = "/api/device-status/";
const RANDOM_ID = "ZzYyXxWwVvUuTtSsRrQq";
const NOT_FOUND = { status: 404, body: { error: "Assessment result not found" } };
const TOO_MANY = { status: 429, body: { error: "Too many requests. Please try again later." } };

interface DeviceStatusBody {
  assessment_result_id: string;
  waiting: number;
  finished_on_device: boolean;
  seen_at: string;
  recorded: boolean;
  error?: string;
}

const report = (resultId: string, waiting: number, finished = false) => ({ assessment_result_id: resultId, waiting, finished_on_device: finished });
const stored = async (resultId: string) => (await adminDb().collection("assessment_results").doc(resultId).get()).data() ?? null;

/** An answer to the first scored choice question, as the player sends it: the same caller, the same result. */
async function answerOne(result: ResultBody, call: { token?: string; headers: Record<string, string> }) {
  const question = result.questions.find((q) => !q.is_practice && !isRecording(q))!;
  const key = (await answerKeys(result.assessment_id)).get(question.id)!;
  return apiJson(`/api/answer-question/`, { ...call, json: { assessment_result_id: result.id, question_id: question.id, ...answerFor(question, key, true) } });
}

async function completed(owner: TestUser): Promise<ResultBody> {
  const { result } = await newResult(owner);
  await answerAll(result, () => true, { user: owner });
  expect((await apiJson(`/api/complete-assessment/`, { token: owner.idToken, json: { assessment_result_id: result.id } })).status).toBe(200);
  return result;
}

describe("a device reporting what it holds", () => {
  it("is kept on the result with the server's time, for a signed-out device holding the id", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const device = newAddress();
    const before = Date.now();
    const { status, body } = await apiJson<DeviceStatusBody>(PATH, { headers: device, json: report(result.id, 12) });
    expect(status).toBe(200);
    expect(body).toEqual({ assessment_result_id: result.id, waiting: 12, finished_on_device: false, seen_at: expect.any(String), recorded: true });
    const seen = Date.parse(body.seen_at);
    expect(seen).toBeGreaterThanOrEqual(before - 2_000);
    expect(seen).toBeLessThanOrEqual(Date.now() + 2_000);

    const doc = await stored(result.id);
    expect(doc).toMatchObject({ device_waiting: 12, device_finished: false, status: "not_started" });
    expect(doc!.device_seen_at).toBeInstanceOf(Timestamp);
    expect((doc!.device_seen_at as Timestamp).toMillis()).toBe(seen);

    // The next report replaces it: the child saw the end screen, the completion still on the device.
    expect((await apiJson<DeviceStatusBody>(PATH, { headers: device, json: report(result.id, 0, true) })).body).toMatchObject({ waiting: 0, finished_on_device: true });
    expect(await stored(result.id)).toMatchObject({ device_waiting: 0, device_finished: true });
  });

  it("is taken from the participant's account holder too, and each answer's time is kept beside it", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const call = { token: owner.idToken, headers: newAddress() };
    expect((await apiJson(PATH, { ...call, json: report(result.id, 3) })).status).toBe(200);
    expect((await stored(result.id))!.last_answer_at).toBeUndefined();
    expect((await answerOne(result, call)).status).toBe(200);
    const doc = await stored(result.id);
    expect(doc).toMatchObject({ device_waiting: 3, status: "in_progress" });
    expect(doc!.last_answer_at).toBeInstanceOf(Timestamp);
    expect((doc!.last_answer_at as Timestamp).toMillis()).toBeGreaterThanOrEqual((doc!.device_seen_at as Timestamp).toMillis());
  });

  it("is refused as an answer is (an unknown id 404, a deleted one 404), and a completed result's report is taken as nothing to record", async () => {
    const owner = await createUser();
    const device = newAddress();
    expect(await apiJson(PATH, { headers: device, json: report(RANDOM_ID, 1) })).toEqual(NOT_FOUND);
    expect(await apiJson(PATH, { token: owner.idToken, json: report(RANDOM_ID, 1) })).toEqual(NOT_FOUND);

    const done = await completed(owner);
    const finished = { status: 409, body: { error: "This assessment has already been completed" } };
    expect(await answerOne(done, { headers: device })).toEqual(finished);
    // A heartbeat sent as the completion lands is no mistake: 200, nothing written.
    const late = await apiJson<{ recorded: boolean }>(PATH, { headers: device, json: report(done.id, 0, true) });
    expect(late).toMatchObject({ status: 200, body: { assessment_result_id: done.id, recorded: false } });
    expect((await apiJson<{ recorded: boolean }>(PATH, { token: owner.idToken, json: report(done.id, 0, true) })).body.recorded).toBe(false);
    expect((await stored(done.id))!.device_seen_at).toBeUndefined();

    const { result: gone } = await newResult(owner);
    expect((await api(`/api/assessment-results/${gone.id}`, { method: "DELETE", token: owner.idToken })).status).toBe(204);
    expect(await answerOne(gone, { headers: device })).toEqual(NOT_FOUND);
    expect(await apiJson(PATH, { headers: device, json: report(gone.id, 2) })).toEqual(NOT_FOUND);
    // The report did not bring the deleted result back as a stub.
    expect(await stored(gone.id)).toBeNull();
  });

  it("treats a signed-in stranger holding the id as the answer route does, and a stranger's guesses as misses", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const { result } = await newResult(owner);
    const call = { token: stranger.idToken, headers: newAddress() };
    // The id is the capability (decision 0005): whoever holds it may answer, so may say what they hold.
    expect((await answerOne(result, call)).status).toBe(200);
    expect((await apiJson(PATH, { ...call, json: report(result.id, 1) })).status).toBe(200);
    expect(await stored(result.id)).toMatchObject({ device_waiting: 1 });
    // A stranger's made-up id is an unknown one, the same for both routes.
    expect(await apiJson(PATH, { ...call, json: report(RANDOM_ID, 1) })).toEqual(NOT_FOUND);
  });

  it("shares the answer routes' budget of unknown ids per address: 30 misses, then 429 on both, real ids too", { timeout: 120_000 }, async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const guesser = newAddress();
    // In waves of 10 at once: the Functions emulator starts a worker per request in flight (security-concurrency.test.ts).
    const statuses: number[] = [];
    for (let wave = 0; wave < 4; wave += 1) {
      const guesses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => apiJson(PATH, { headers: guesser, json: report(`Guess${String(wave * 10 + i).padStart(15, "0")}`, 1) })),
      );
      statuses.push(...guesses.map((g) => g.status));
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await apiJson(PATH, { headers: guesser, json: report(result.id, 1) })).toEqual(TOO_MANY);
    expect(await answerOne(result, { headers: guesser })).toEqual(TOO_MANY);
    // Another address, the same device's real id: carries on.
    expect((await apiJson(PATH, { headers: newAddress(), json: report(result.id, 1) })).status).toBe(200);
  });

  it("under a burst of reports and answers at once from one device, answers every one and keeps one of the reports", { timeout: 120_000 }, async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const device = newAddress();
    const keys = await answerKeys(result.assessment_id);
    // 15 requests at once, as many as the Functions emulator takes without timing out (security-concurrency.test.ts).
    const choices = result.questions.filter((q) => !q.is_practice && !isRecording(q)).slice(0, 3);
    const [reports, answers] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, (_, i) => apiJson<DeviceStatusBody>(PATH, { headers: device, json: report(result.id, i) }))),
      Promise.all(choices.map((q) => apiJson(`/api/answer-question/`, { headers: device, json: { assessment_result_id: result.id, question_id: q.id, ...answerFor(q, keys.get(q.id)!, true) } }))),
    ]);
    expect(reports.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(answers.map((a) => a.status)).toEqual(Array(choices.length).fill(200));
    const doc = await stored(result.id);
    // The last write wins, whole: a count one of the reports sent, with that report's time.
    const kept = reports.find((r) => r.body.waiting === doc!.device_waiting)!;
    expect(kept).toBeDefined();
    expect((doc!.device_seen_at as Timestamp).toMillis()).toBe(Date.parse(kept.body.seen_at));
    expect(doc).toMatchObject({ device_finished: false, answered_count: choices.length, status: "in_progress" });
  });
});

describe("bad reports", () => {
  it("are refused 400 with a clear message, never a 500, and change nothing", { timeout: 120_000 }, async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const base = report(result.id, 2);
    const cases = [
      ...jsonBodyCases("device", { path: PATH, headers: newAddress }, base, { assessment_result_id: "id", waiting: "int" }, ["assessment_result_id", "waiting", "finished_on_device"]).filter((c) => !["device: waiting = 0", "device: waiting as a number"].includes(c.name)), // 0 and 42 are counts
      ...[null, "true", 1, 0, "yes", ["x"], {}].map((value) => ({ name: `finished_on_device = ${JSON.stringify(value)}`, send: () => api(PATH, { headers: newAddress(), json: { ...base, finished_on_device: value } }) })),
      ...[501, 1e9, -1, 2.5, "3", Number.MAX_SAFE_INTEGER + 2].map((value) => ({ name: `waiting = ${value}`, send: () => api(PATH, { headers: newAddress(), json: { ...base, waiting: value } }) })),
      { name: "finished_on_device missing", send: () => api(PATH, { headers: newAddress(), json: { assessment_result_id: result.id, waiting: 1 } }) },
    ];
    const problems: string[] = [];
    let accepted = 0;
    for (const c of cases) {
      const response = await c.send();
      const text = await response.text();
      let body: { error?: unknown } = {};
      try {
        body = JSON.parse(text) as { error?: unknown };
      } catch {
        problems.push(`${c.name}: ${response.status} non-JSON ${text.slice(0, 80)}`);
        continue;
      }
      if (response.status === 200 && ("mayAccept" in c && c.mayAccept)) {
        accepted += 1;
        continue;
      }
      if (response.status < 400 || response.status >= 500 || typeof body.error !== "string" || !body.error) problems.push(`${c.name}: ${response.status} ${text.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
    expect(cases.length).toBeGreaterThan(40);
    // Only the harmless extras (stripped unknown fields) may pass; the bad values wrote nothing.
    expect(accepted).toBeLessThanOrEqual(1);
    const doc = await stored(result.id);
    if (accepted === 0) expect(doc!.device_seen_at).toBeUndefined();
    else expect(doc).toMatchObject({ device_waiting: 2, device_finished: false });
  });
});
