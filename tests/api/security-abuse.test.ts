// Abuse of the public test-taker routes: guessing result ids on any of them draws on one budget per
// address (the address the platform saw: what a client writes into X-Forwarded-For changes nothing),
// hammering one result draws on one budget per result and address, and both end in a 429 with a clear
// message, while the account holders and the child's own device carry on
// (docs/decisions/0005-test-taker-access.md, docs/decisions/0017-limits-a-stranger-cannot-turn.md).
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { adminDb } from "../fixtures/admin";
import { rateLimitDocId } from "../fixtures/rate-limits";
import { api, apiJson } from "../fixtures/api";
import { fromAddress } from "../fixtures/addresses";
import { answerFor, answerKeys, isRecording, newAddress, newResult, postRecording, webm } from "../fixtures/assessments";
import { createUser } from "../fixtures/users";

const TOO_MANY = { status: 429, body: { error: "Too many requests. Please try again later." } };
const NOT_FOUND = { status: 404, body: { error: "Assessment result not found" } };

type Probe = (id: string, headers: Record<string, string>) => Promise<{ status: number; body: unknown }>;

/** Every public route that takes a result id, called with `id` from the device at `headers`. */
const PROBES: Record<string, Probe> = {
  "GET /api/get-assessment-result-by-id/{id}/": (id, headers) => apiJson(`/api/get-assessment-result-by-id/${id}/`, { headers }),
  "POST /api/start-assessment/": (id, headers) => apiJson("/api/start-assessment/", { headers, json: { assessment_result_id: id } }),
  "POST /api/answer-question/": (id, headers) => apiJson("/api/answer-question/", { headers, json: { assessment_result_id: id, question_id: 1, option_ids: ["a"] } }),
  "POST /api/answer-recording-question/": (id, headers) => postRecording({ resultId: id, questionId: 1, bytes: webm(), headers }),
  "POST /api/complete-assessment/": (id, headers) => apiJson("/api/complete-assessment/", { headers, json: { assessment_result_id: id } }),
  "POST /api/text-to-speech/": (id, headers) => apiJson("/api/text-to-speech/", { headers, json: { text: "Hello", assessment_result_id: id } }),
};

const figures: string[] = [];

describe("guessing result ids", () => {
  it("draws on one budget of 30 misses per address across every result route, then 429 everywhere, real ids included", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const guesser = newAddress();
    const routes = Object.entries(PROBES);
    for (let i = 0; i < 30; i += 1) {
      const [route, probe] = routes[i % routes.length] as [string, Probe];
      expect(await probe(`Guess${String(i).padStart(15, "0")}`, guesser), route).toEqual(NOT_FOUND);
    }
    for (const [route, probe] of routes) {
      expect(await probe("ZzYyXxWwVvUuTtSsRrQq", guesser), route).toEqual(TOO_MANY);
      expect(await probe(result.id, guesser), route).toEqual(TOO_MANY);
    }
    const refused = await api(`/api/get-assessment-result-by-id/${result.id}/`, { headers: guesser });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another device, and the owner at the guesser's address, are not held up.
    expect((await PROBES["GET /api/get-assessment-result-by-id/{id}/"]!(result.id, newAddress())).status).toBe(200);
    expect((await apiJson(`/api/get-assessment-result-by-id/${result.id}/`, { token: owner.idToken, headers: guesser })).status).toBe(200);
    figures.push(`30 misses over ${routes.length} routes then 429 on all ${routes.length}`);
  });

  it("does not stop a device already testing at the guesser's address: its own id, used there, takes no miss", async () => {
    const owner = await createUser();
    const [{ result: child }, { result: unseen }] = await Promise.all([newResult(owner), newResult(owner)]);
    const school = newAddress();
    const read = PROBES["GET /api/get-assessment-result-by-id/{id}/"]!;
    expect((await read(child.id, school)).status).toBe(200);
    for (let i = 0; i < 30; i += 1) expect(await read(`Guess${String(i).padStart(15, "0")}`, school)).toEqual(NOT_FOUND);
    // Out of misses: a guess, and a real id never used at this address, learn nothing.
    expect(await read("ZzYyXxWwVvUuTtSsRrQq", school)).toEqual(TOO_MANY);
    expect(await read(unseen.id, school)).toEqual(TOO_MANY);
    // The child's device carries on with its test on every route.
    expect((await read(child.id, school)).status).toBe(200);
    expect((await PROBES["POST /api/start-assessment/"]!(child.id, school)).status).toBe(200);
    const [first] = child.questions.filter((question) => !isRecording(question));
    const keys = await answerKeys(child.assessment_id);
    const typed = await apiJson("/api/answer-question/", { headers: school, json: { assessment_result_id: child.id, question_id: first!.id, ...answerFor(first!, keys.get(first!.id)!, true) } });
    expect(typed.status).toBe(200);
    figures.push("an address out of misses: its guesses and unseen real ids 429, the child already testing there carries on");
  });

  it("counts a guesser who writes a new X-Forwarded-For each time as one address", async () => {
    const address = `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
    const rotating = (i: number) => fromAddress(address, `10.${i % 250}.${(i * 7) % 250}.1, 172.16.0.${i % 250}`);
    const probe = PROBES["GET /api/get-assessment-result-by-id/{id}/"]!;
    for (let i = 0; i < 30; i += 1) expect(await probe(`Guess${String(i).padStart(15, "0")}`, rotating(i))).toEqual(NOT_FOUND);
    expect(await probe("ZzYyXxWwVvUuTtSsRrQq", rotating(30))).toEqual(TOO_MANY);
    expect(await probe("ZzYyXxWwVvUuTtSsRrQq", { "x-forwarded-for": `9.9.9.9, ${address}, 66.102.8.142` })).toEqual(TOO_MANY);
    figures.push("30 misses with a new invented X-Forwarded-For each, then 429");
  });
});



describe("hammering one result", () => {
  it("gives a device 600 requests on a result in 10 minutes, then 429 for that address only; the child's device and the owner carry on", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const address = `198.19.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
    const flooder = fromAddress(address);
    const read = (headers: Record<string, string>) => apiJson(`/api/get-assessment-result-by-id/${result.id}/`, { headers });
    for (let i = 0; i < 5; i += 1) expect((await read(flooder)).status).toBe(200);
    // 600 real requests take minutes on the emulator, so the limiter's own record of this result and
    // address is topped up to 599 recent hits (the layout of functions/src/services/rate-limits/repositories/rate-limit-repository.ts).
    const id = await rateLimitDocId("assessment-capability", `${result.id}\n${address}`);
    const ref = adminDb().collection("rate_limits").doc(id);
    expect((await ref.get()).get("hits")).toHaveLength(5);
    const now = Date.now();
    await ref.update({ hits: Array.from({ length: 599 }, (_, i) => Timestamp.fromMillis(now - 60_000 + i)) });
    expect((await read(flooder)).status).toBe(200); // the 600th
    expect(await read(flooder)).toEqual(TOO_MANY);
    expect(await PROBES["POST /api/start-assessment/"]!(result.id, flooder)).toEqual(TOO_MANY);
    // The child's own device, somewhere else, starts the test as if nothing happened.
    expect((await PROBES["POST /api/start-assessment/"]!(result.id, newAddress())).status).toBe(200);
    expect((await apiJson(`/api/get-assessment-result-by-id/${result.id}/`, { token: owner.idToken })).status).toBe(200);
    figures.push("the 600th request from one address on one result served, the 601st 429 there, another device and the owner still served");
  });

  it("refuses a device's typed answer at a full result with 429 before looking at the answer, storing and counting nothing", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const address = `198.19.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
    const device = fromAddress(address);
    const question = result.questions.find((q) => !isRecording(q))!;
    const key = (await answerKeys(result.assessment_id)).get(question.id)!;
    const answer = (questionId: number) => ({ assessment_result_id: result.id, question_id: questionId, ...answerFor(question, key, true) });
    // Full, as above: 600 recent hits on this result at this address.
    expect((await apiJson(`/api/get-assessment-result-by-id/${result.id}/`, { headers: device })).status).toBe(200); // today's key exists
    const ref = adminDb().collection("rate_limits").doc(await rateLimitDocId("assessment-capability", `${result.id}\n${address}`));
    const now = Date.now();
    const full = Array.from({ length: 600 }, (_, i) => Timestamp.fromMillis(now - 60_000 + i));
    await ref.set({ scope: "assessment-capability", hits: full });

    const refused = await api("/api/answer-question/", { headers: device, json: answer(question.id) });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(TOO_MANY.body);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The room is checked before the question: an answer that would be a 400 is refused the same way.
    expect(await apiJson("/api/answer-question/", { headers: device, json: answer(999_999) })).toEqual(TOO_MANY);
    const answerDoc = adminDb().collection("assessment_results").doc(result.id).collection("answers").doc(String(question.id));
    expect((await answerDoc.get()).exists).toBe(false);
    expect((await ref.get()).get("hits")).toHaveLength(600);
    // An unknown id at the same address is still a miss (404), and another device answers as usual.
    expect(await PROBES["POST /api/answer-question/"]!("ZzYyXxWwVvUuTtSsRrQq", device)).toEqual(NOT_FOUND);
    expect((await apiJson("/api/answer-question/", { headers: newAddress(), json: answer(question.id) })).status).toBe(200);
    figures.push("a typed answer at a full result refused 429 before its question is checked, nothing stored or counted");
  });

  it("prints the figures", () => {
    console.log(`security-abuse: ${figures.join("; ")}`);
    expect(figures).toHaveLength(5);
  });
});
