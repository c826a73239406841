// Guessing at once: a stranger who sends many guesses together, rather than one after another, gets no
// more lookups than the budget holds (a miss is taken before the lookup, atomically, and given back on a
// hit: functions/src/services/rate-limits/rate-limits.ts). Sent in waves of 15, as the Functions
// emulator starts one worker per request in flight and 45 at once would time the emulator out, not the
// limiter. Health is polled through each burst so a limiter that held the suite up would show.
// Calls on the function's own URL are keyed on the address Google's front end saw, never on what the
// caller wrote (docs/decisions/0034-limits-that-hold-under-concurrency.md).
import { afterAll, describe, expect, it } from "vitest";
import { fromAddress } from "../fixtures/addresses";
import { apiJson } from "../fixtures/api";
import { FUNCTION_URL } from "../fixtures/emulators";
import { assessmentForAge, getOrCreate, newResult } from "../fixtures/assessments";
import { added, CHILD, schoolAdmin } from "../fixtures/participant-accounts";
import { createUser } from "../fixtures/users";

const TOO_MANY = "Too many requests. Please try again later.";
const figures: string[] = [];
const random = () => Math.floor(Math.random() * 250) + 1;
/** An address of its own for each test (TEST-NET-2), so no other test's misses count. */
const freshAddress = () => `198.51.${random()}.${random()}`;

interface Outcome {
  index: number;
  status: number;
  error?: string;
  ms: number;
}

/** Sends `count` requests in waves of `wave`, each wave at once; every answer with its place and time. */
async function inWaves(count: number, wave: number, send: (index: number) => Promise<{ status: number; body: unknown }>): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let start = 1; start <= count; start += wave) {
    const indexes = Array.from({ length: Math.min(wave, count - start + 1) }, (_, i) => start + i);
    outcomes.push(
      ...(await Promise.all(
        indexes.map(async (index) => {
          const begun = performance.now();
          const { status, body } = await send(index);
          return { index, status, error: (body as { error?: string }).error, ms: performance.now() - begun };
        }),
      )),
    );
  }
  return outcomes;
}

/** Health's latency while `burst` runs: p95 in ms. */
async function healthDuring<T>(burst: () => Promise<T>): Promise<{ result: T; p95: number; samples: number }> {
  const latencies: number[] = [];
  let running = true;
  const poll = (async () => {
    while (running) {
      const begun = performance.now();
      const { status } = await apiJson("/api/health/");
      if (status === 200) latencies.push(performance.now() - begun);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const result = await burst();
  running = false;
  await poll;
  latencies.sort((a, b) => a - b);
  return { result, p95: Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))] ?? 0), samples: latencies.length };
}

function tally(outcomes: Outcome[]) {
  const by = (status: number) => outcomes.filter((o) => o.status === status);
  return { found: by(200), missed: by(404), refused: by(429), failed: outcomes.filter((o) => o.status >= 500) };
}

const REAL_AT = new Set([35, 40, 45]);

describe("guesses sent 15 at a time, 45 in all, from one address", () => {
  it("Student IDs: 30 looked up, the rest (the real code on the 35th, 40th and 45th among them) 429; no 5xx; health stays quick", async () => {
    const { user } = await schoolAdmin();
    const student = await added(user, { ...CHILD, grade: "4" });
    const assessment = await assessmentForAge(user, 9);
    await getOrCreate(user, { participant_id: student.id, assessment_id: assessment.id });
    const address = freshAddress();
    // A new invented first hop on each: the platform still saw the one address.
    const guess = (i: number) =>
      apiJson(`/api/student-codes/${REAL_AT.has(i) ? student.student_code! : `ZZZ-ZZZ-${String(i).padStart(3, "0").replace(/\d/g, (d) => "ABCDEFGHJK"[Number(d)]!)}`}/`, {
        headers: fromAddress(address, `10.1.${i}.1`),
      });
    const { result: outcomes, p95, samples } = await healthDuring(() => inWaves(45, 15, guess));
    const { found, missed, refused, failed } = tally(outcomes);

    expect(failed).toEqual([]);
    expect(found).toEqual([]);
    expect(missed.length).toBe(30);
    expect(refused.length).toBe(15);
    expect(refused.every((o) => o.error === TOO_MANY)).toBe(true);
    for (const i of REAL_AT) expect(outcomes.find((o) => o.index === i)?.status, `guess ${i}`).toBe(429);
    expect(p95).toBeLessThan(2000);
    // The school's own address still starts its tests.
    expect((await apiJson(`/api/student-codes/${student.student_code!}/`, { headers: fromAddress(freshAddress()) })).status).toBe(200);
    figures.push(`Student IDs: 45 guesses in waves of 15 → ${missed.length} looked up (404), ${refused.length} 429 (the real code's 3 among them), 0 5xx; health p95 ${p95} ms over ${samples} polls`);
  });

  it("result ids over three routes: 30 looked up, the rest (the real id among them) 429; no 5xx; health stays quick", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const address = freshAddress();
    const idAt = (i: number) => (REAL_AT.has(i) ? result.id : `Guess${String(i).padStart(15, "0")}`);
    const routes = [
      (i: number) => apiJson(`/api/get-assessment-result-by-id/${idAt(i)}/`, { headers: fromAddress(address, `10.2.${i}.1`) }),
      (i: number) => apiJson("/api/start-assessment/", { headers: fromAddress(address), json: { assessment_result_id: idAt(i) } }),
      (i: number) => apiJson("/api/answer-question/", { headers: fromAddress(address), json: { assessment_result_id: idAt(i), question_id: 1, option_ids: ["a"] } }),
    ];
    const { result: outcomes, p95, samples } = await healthDuring(() => inWaves(45, 15, (i) => routes[i % routes.length]!(i)));
    const { found, missed, refused, failed } = tally(outcomes);

    expect(failed).toEqual([]);
    expect(found).toEqual([]);
    expect(missed.length).toBe(30);
    expect(refused.length).toBe(15);
    for (const i of REAL_AT) expect(outcomes.find((o) => o.index === i)?.status, `guess ${i}`).toBe(429);
    expect(p95).toBeLessThan(2000);
    // The child's own device, elsewhere, is not held up.
    expect((await apiJson(`/api/get-assessment-result-by-id/${result.id}/`, { headers: fromAddress(freshAddress()) })).status).toBe(200);
    figures.push(`result ids: 45 guesses over 3 routes in waves of 15 → ${missed.length} looked up, ${refused.length} 429 (the real id's 3 among them), 0 5xx; health p95 ${p95} ms over ${samples} polls`);
  });

  it("a class's hits at once take nothing from the budget: 45 real lookups from one school address all answer 200", async () => {
    const owner = await createUser();
    const { result } = await newResult(owner);
    const school = fromAddress(freshAddress());
    const outcomes = await inWaves(45, 15, () => apiJson(`/api/get-assessment-result-by-id/${result.id}/`, { headers: school }));
    expect(outcomes.map((o) => o.status)).toEqual(Array(45).fill(200));
    // The budget is whole: 30 misses are still allowed there, the 31st is not.
    const misses = await inWaves(31, 15, (i) => apiJson(`/api/get-assessment-result-by-id/Miss${String(i).padStart(16, "0")}/`, { headers: school }));
    expect(misses.map((o) => o.status)).toEqual([...Array(30).fill(404), 429]);
    figures.push("a class's 45 real lookups at once from one address: all 200, the miss budget untouched");
  });
});

describe("the function's own URL", () => {
  it("keys a caller on the address Google's front end saw, whatever it writes, and on the same budget as through Hosting", async () => {
    const caller = freshAddress();
    // Straight to the function the front end appends only the caller's own address: nothing after it.
    const direct = (i: number) =>
      apiJson(`/api/get-assessment-result-by-id/Direct${String(i).padStart(14, "0")}/`, { baseUrl: FUNCTION_URL, headers: { "x-forwarded-for": `${freshAddress()}, ${freshAddress()}, 66.102.8.142, ${caller}` } });
    const viaHosting = (i: number) => apiJson(`/api/get-assessment-result-by-id/Hosted${String(i).padStart(14, "0")}/`, { headers: fromAddress(caller, freshAddress()) });
    const outcomes = [...(await inWaves(15, 15, direct)), ...(await inWaves(15, 15, viaHosting))];
    expect(outcomes.map((o) => o.status)).toEqual(Array(30).fill(404));
    expect((await direct(99)).status).toBe(429);
    expect((await viaHosting(99)).status).toBe(429);
    figures.push("the function's own URL with invented X-Forwarded-For entries: keyed on the caller Google saw, 15 + 15 misses there and through Hosting, then 429 both ways");
  });
});

afterAll(() => {
  console.log(`security-concurrency: ${figures.join("; ")}`);
});
