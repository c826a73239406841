// School search: a Student ID leads to the student's open test and reveals nothing else.
import { describe, expect, it } from "vitest";
import { fromAddress } from "../fixtures/addresses";
import { apiJson } from "../fixtures/api";
import { answerAll, assessmentForAge, getOrCreate, newAddress } from "../fixtures/assessments";
import { added, CHILD, schoolAdmin } from "../fixtures/participant-accounts";

const NO_TEST = { status: 404, body: { error: "No test is waiting for this Student ID" } };
const TOO_MANY = { status: 429, body: { error: "Too many requests. Please try again later." } };
const lookup = (code: string, headers: Record<string, string>) => apiJson(`/api/student-codes/${encodeURIComponent(code)}/`, { headers });

describe("GET /api/student-codes/{code}/", () => {
  it("gives the open test's result id, and nothing once the test is completed", async () => {
    const { user } = await schoolAdmin();
    const student = await added(user, { ...CHILD, grade: "4" });
    const device = newAddress();
    expect(await lookup(student.student_code!, device)).toEqual(NO_TEST);

    const assessment = await assessmentForAge(user, 9);
    const { body: result } = await getOrCreate(user, { participant_id: student.id, assessment_id: assessment.id });
    expect(await lookup(student.student_code!, device)).toEqual({ status: 200, body: { assessment_result_id: result.id } });
    expect(await lookup(` ${student.student_code!.toLowerCase()} `, device)).toEqual({ status: 200, body: { assessment_result_id: result.id } });

    await answerAll(result, () => true, { user });
    await apiJson("/api/complete-assessment/", { token: user.idToken, json: { assessment_result_id: result.id } });
    expect(await lookup(student.student_code!, device)).toEqual(NO_TEST);
  });

  it("answers unknown and malformed codes alike", async () => {
    const device = newAddress();
    expect(await lookup("ZZZ-ZZZ-ZZZ", device)).toEqual(NO_TEST);
    expect(await lookup("not a code", device)).toEqual(NO_TEST);
  });

  it("refuses an address after 30 misses in 10 minutes, real codes included, whatever it writes in X-Forwarded-For; the school's own address still starts its tests", async () => {
    const { user } = await schoolAdmin();
    const student = await added(user, { ...CHILD, grade: "4" });
    const assessment = await assessmentForAge(user, 9);
    await getOrCreate(user, { participant_id: student.id, assessment_id: assessment.id });
    const address = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    // A new invented first hop on every request: the platform still saw the same address.
    const guesser = (i: number) => fromAddress(address, `10.0.${i}.1`);

    for (let miss = 0; miss < 30; miss += 1) expect((await lookup("ZZZ-ZZZ-ZZZ", guesser(miss))).status).toBe(404);
    expect(await lookup("ZZZ-ZZZ-ZZZ", guesser(30))).toEqual(TOO_MANY);
    expect(await lookup(student.student_code!, guesser(31))).toEqual(TOO_MANY);
    const school = newAddress();
    expect((await lookup(student.student_code!, school)).status).toBe(200);
  });
});
