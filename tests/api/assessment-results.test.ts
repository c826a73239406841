import { describe, expect, it } from "vitest";
import { ERRORS } from "@readbright/domain/messages";
import { adminDb } from "../fixtures/admin";
import { apiJson } from "../fixtures/api";
import { assessmentForAge, auth, getOrCreate, newResult } from "../fixtures/assessments";
import type { ResultBody } from "../fixtures/assessments";
import { createParticipant, setProfileScope } from "../fixtures/participants";
import { createUser } from "../fixtures/users";
import { pastResult } from "../fixtures/past-results";

const ATTEMPT_LIMIT = "This test may be taken up to 2 times within an 8-month period.";

describe("POST /api/assessment-results/get-or-create/", () => {
  it("creates a not-started result for the participant, with the questions, then hands back the same one", async () => {
    const user = await createUser();
    const participantId = await createParticipant(user.uid, { name: "Maya", grade: "4", section: "B" });
    const assessment = await assessmentForAge(user, 9);

    const first = await getOrCreate(user, { participant_id: participantId, assessment_id: assessment.id, owner_uid: "someone-else" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      status: "not_started",
      participant: { id: participantId, name: "Maya", grade: "4", section: "B" },
      participant_id: participantId,
      assessment: { id: assessment.id },
      assessment_id: assessment.id,
      started_at: null,
      completed_at: null,
      answers: [],
      questions: assessment.questions,
      risk_level: null,
    });
    const stored = (await adminDb().collection("assessment_results").doc(first.body.id).get()).data();
    expect(stored).toMatchObject({ owner_uid: user.uid, school_id: null, organization_id: null, assessment_version: 1, answered_count: 0 });

    const again = await getOrCreate(user, { participant_id: participantId, assessment_id: assessment.id });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it("creates exactly one result for twenty simultaneous calls", async () => {
    const user = await createUser();
    const participantId = await createParticipant(user.uid);
    const assessment = await assessmentForAge(user, 9);
    const json = { participant_id: participantId, assessment_id: assessment.id };

    const responses = await Promise.all(Array.from({ length: 20 }, () => getOrCreate(user, json)));

    expect(responses.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    const stored = await adminDb().collection("assessment_results").where("participant_id", "==", participantId).get();
    expect(stored.size).toBe(1);
  });

  it("refuses a signed-out caller", async () => {
    expect(await getOrCreate(undefined, { participant_id: "x", assessment_id: "age-8-10-v1" })).toEqual({
      status: 401,
      body: { error: ERRORS.unauthenticated },
    });
  });

  it("answers 404 for another account's participant and for one that does not exist, alike", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const participantId = await createParticipant(owner.uid);
    const expected = { status: 404, body: { error: "Participant not found" } };
    expect(await getOrCreate(stranger, { participant_id: participantId, assessment_id: "age-8-10-v1" })).toEqual(expected);
    expect(await getOrCreate(stranger, { participant_id: "no-such-participant", assessment_id: "age-8-10-v1" })).toEqual(expected);
  });

  it("lets the participant's school and organization in, and nobody else's", async () => {
    const teacher = await createUser();
    const schoolAdmin = await createUser();
    const otherSchool = await createUser();
    const professional = await createUser();
    await setProfileScope(schoolAdmin.uid, { school: "school-a" });
    await setProfileScope(otherSchool.uid, { school: "school-b" });
    await setProfileScope(professional.uid, { organization: "org-a" });
    const student = await createParticipant(teacher.uid, { school_id: "school-a" });
    const client = await createParticipant(teacher.uid, { organization_id: "org-a" });

    expect((await getOrCreate(schoolAdmin, { participant_id: student, assessment_id: "age-8-10-v1" })).status).toBe(201);
    expect((await getOrCreate(otherSchool, { participant_id: student, assessment_id: "age-8-10-v1" })).status).toBe(404);
    expect((await getOrCreate(professional, { participant_id: client, assessment_id: "age-8-10-v1" })).status).toBe(201);
    expect((await getOrCreate(schoolAdmin, { participant_id: client, assessment_id: "age-8-10-v1" })).status).toBe(404);
  });

  it.each([
    [{ assessment_id: "age-8-10-v1" }, "participant_id is required"],
    [{ participant_id: "p" }, "assessment_id is required"],
    [{ participant_id: 42, assessment_id: "age-8-10-v1" }, "participant_id must be an id"],
    [{ participant_id: "a/b", assessment_id: "age-8-10-v1" }, "participant_id must be an id"],
  ])("refuses %j with a 400", async (json, message) => {
    const user = await createUser();
    expect(await getOrCreate(user, json)).toEqual({ status: 400, body: { error: message } });
  });

  it("refuses an unknown assessment (404) and one that does not suit the participant's age (400)", async () => {
    const user = await createUser();
    const participantId = await createParticipant(user.uid, { age: 9 });
    expect(await getOrCreate(user, { participant_id: participantId, assessment_id: "age-8-10-v99" })).toEqual({
      status: 404,
      body: { error: "Assessment not found" },
    });
    expect(await getOrCreate(user, { participant_id: participantId, assessment_id: "age-15-plus-v1" })).toEqual({
      status: 400,
      body: { error: "This assessment does not suit the participant's age" },
    });
  });

  it("refuses a third attempt within 8 months, counting neither older nor abandoned results", async () => {
    const user = await createUser();
    const participantId = await createParticipant(user.uid);
    const json = { participant_id: participantId, assessment_id: "age-8-10-v1" };
    await pastResult({ participantId, assessmentId: "age-8-10-v1", monthsAgo: 9 });
    await pastResult({ participantId, assessmentId: "age-5-7-v1", monthsAgo: 2, status: "abandoned" });
    await pastResult({ participantId, assessmentId: "age-5-7-v1", monthsAgo: 7 }); // another band counts: it is the same screening
    const second = await getOrCreate(user, json);
    expect(second.status).toBe(201); // the second attempt in the window

    await adminDb().collection("assessment_results").doc(second.body.id).update({ status: "completed" });
    const third = await getOrCreate(user, json);
    expect(third).toEqual({ status: 409, body: { error: ATTEMPT_LIMIT } });
  });
});

describe("GET /api/get-assessment-result-by-id/{id}/", () => {
  it("returns the result with its questions to the participant's owner", async () => {
    const user = await createUser();
    const { result, assessment } = await newResult(user);
    const { status, body } = await apiJson<ResultBody>(`/api/get-assessment-result-by-id/${result.id}/`, { token: user.idToken });
    expect(status).toBe(200);
    expect(body).toEqual(result);
    expect(body.questions).toEqual(assessment.questions);
  });

  it("answers 404 for an id that does not exist or cannot be one", async () => {
    const user = await createUser();
    for (const id of ["AbCdEfGhIjKlMnOpQrSt", "a.b"]) {
      expect(await apiJson(`/api/get-assessment-result-by-id/${id}/`, { token: user.idToken })).toEqual({
        status: 404,
        body: { error: "Assessment result not found" },
      });
    }
  });
});

describe("POST /api/start-assessment/", () => {
  it("moves not_started to in_progress once, by participant and assessment or by result id", async () => {
    const user = await createUser();
    const { participantId, assessment, result } = await newResult(user);

    const first = await apiJson<ResultBody>("/api/start-assessment/", { ...auth(user), json: { participant_id: participantId, assessment_id: assessment.id } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: result.id, status: "in_progress", started_at: expect.any(String) });

    const second = await apiJson<ResultBody>("/api/start-assessment/", { ...auth(user), json: { assessment_result_id: result.id } });
    expect(second.status).toBe(200);
    expect(second.body.started_at).toBe(first.body.started_at);
  });

  it("needs sign-in to name the result by participant, and access to the participant", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const { participantId, assessment } = await newResult(owner);
    const json = { participant_id: participantId, assessment_id: assessment.id };
    expect(await apiJson("/api/start-assessment/", { ...auth(), json })).toEqual({ status: 401, body: { error: ERRORS.unauthenticated } });
    expect(await apiJson("/api/start-assessment/", { ...auth(stranger), json })).toEqual({ status: 404, body: { error: "Participant not found" } });
  });

  it("refuses a body naming no result", async () => {
    const user = await createUser();
    expect(await apiJson("/api/start-assessment/", { ...auth(user), json: { participant_id: "p" } })).toEqual({
      status: 400,
      body: { error: "Send assessment_result_id, or participant_id and assessment_id" },
    });
  });

  it("answers 404 when the participant has no result for the assessment", async () => {
    const user = await createUser();
    const participantId = await createParticipant(user.uid);
    expect(await apiJson("/api/start-assessment/", { ...auth(user), json: { participant_id: participantId, assessment_id: "age-8-10-v1" } })).toEqual({
      status: 404,
      body: { error: "Assessment result not found" },
    });
  });
});
