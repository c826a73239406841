// POST /api/assessment-results/start-class/: a whole class's tests in one request, each student's outcome
// reported, under the same rules as one get-or-create (decision 20).
import { describe, expect, it } from "vitest";
import type { StartClassResponse } from "@readbright/domain/api/assessment-results";
import { START_CLASS_MESSAGES } from "@readbright/domain/api/assessment-results";
import { ERRORS } from "@readbright/domain/messages";
import { adminDb } from "../fixtures/admin";
import { apiJson } from "../fixtures/api";
import { assessmentForAge, auth, getOrCreate } from "../fixtures/assessments";
import { createParticipant } from "../fixtures/participants";
import { pastResult } from "../fixtures/past-results";
import { createUser } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";

function startClass(user: TestUser | undefined, json: unknown) {
  return apiJson<StartClassResponse>("/api/assessment-results/start-class/", { ...auth(user), json });
}

async function resultsOf(participantId: string) {
  return (await adminDb().collection("assessment_results").where("participant_id", "==", participantId).get()).docs;
}

describe("POST /api/assessment-results/start-class/", () => {
  it("starts the class's missing tests, each for the student's age, and says what happened to every student", async () => {
    const teacher = await createUser();
    const ann = await createParticipant(teacher.uid, { name: "Ann", grade: "4", section: "B", age: 9 });
    const ben = await createParticipant(teacher.uid, { name: "Ben", grade: "4", section: "B", age: 6 });
    const cal = await createParticipant(teacher.uid, { name: "Cal", grade: "4", section: "B", date_of_birth: null });
    const dee = await createParticipant(teacher.uid, { name: "Dee", grade: "4", section: "B", age: 9 });
    const eve = await createParticipant(teacher.uid, { name: "Eve", grade: "4", section: "B", age: 9 });
    const other = await createParticipant(teacher.uid, { name: "Fay", grade: "5", section: "B", age: 10 });
    const nineYearOlds = await assessmentForAge(teacher, 9);
    const sixYearOlds = await assessmentForAge(teacher, 6);
    await pastResult({ participantId: dee, assessmentId: nineYearOlds.id, monthsAgo: 1, ownerUid: teacher.uid });
    await pastResult({ participantId: dee, assessmentId: nineYearOlds.id, monthsAgo: 3, ownerUid: teacher.uid });
    const eveOpen = await getOrCreate(teacher, { participant_id: eve, assessment_id: nineYearOlds.id });

    const { status, body } = await startClass(teacher, { grade: "4", section: " B " });

    expect(status).toBe(200);
    const byId = new Map(body.students.map((s) => [s.participant_id, s]));
    expect(byId.size).toBe(5);
    expect(byId.has(other)).toBe(false);
    expect(byId.get(ann)).toMatchObject({ name: "Ann", outcome: "created", result_id: expect.any(String) });
    expect(byId.get(ben)).toMatchObject({ name: "Ben", outcome: "created", result_id: expect.any(String) });
    expect(byId.get(cal)).toEqual({ participant_id: cal, name: "Cal", outcome: "no_date_of_birth", result_id: null });
    expect(byId.get(dee)).toEqual({ participant_id: dee, name: "Dee", outcome: "attempt_limit", result_id: null });
    expect(byId.get(eve)).toEqual({ participant_id: eve, name: "Eve", outcome: "open", result_id: eveOpen.body.id });
    expect(body).toMatchObject({ created: 2, open: 1, refused: 2 });

    // Each new test is the student's age band's, stored as get-or-create stores one, with its pointer.
    const [annResult] = await resultsOf(ann);
    const [benResult] = await resultsOf(ben);
    expect(annResult?.id).toBe(byId.get(ann)?.result_id);
    expect(annResult?.data()).toMatchObject({ status: "not_started", assessment_id: nineYearOlds.id, owner_uid: teacher.uid, answered_count: 0 });
    expect(benResult?.data()).toMatchObject({ status: "not_started", assessment_id: sixYearOlds.id });
    const again = await getOrCreate(teacher, { participant_id: ann, assessment_id: nineYearOlds.id });
    expect(again).toMatchObject({ status: 200, body: { id: annResult?.id } });
    expect(await resultsOf(cal)).toHaveLength(0);
    expect(await resultsOf(dee)).toHaveLength(2);
    expect(await resultsOf(other)).toHaveLength(0);
  });

  it("asked again, creates nothing and hands back the same open tests", async () => {
    const teacher = await createUser();
    const ids = await Promise.all(["Gus", "Hal", "Ivy"].map((name) => createParticipant(teacher.uid, { name, grade: "3", section: "A" })));

    const first = await startClass(teacher, { participant_ids: ids });
    const second = await startClass(teacher, { participant_ids: [...ids, ids[0]] });

    expect(first.body).toMatchObject({ created: 3, open: 0, refused: 0 });
    expect(second.body).toMatchObject({ created: 0, open: 3, refused: 0 });
    const opened = (r: typeof first) => Object.fromEntries(r.body.students.map((s) => [s.participant_id, s.result_id]));
    expect(opened(second)).toEqual(opened(first));
    for (const id of ids) expect(await resultsOf(id)).toHaveLength(1);
  });

  it("reports another account's student and an unknown id as not found, naming neither", async () => {
    const teacher = await createUser();
    const stranger = await createUser();
    const theirs = await createParticipant(stranger.uid, { name: "Secret Name" });
    const mine = await createParticipant(teacher.uid);

    const { status, body } = await startClass(teacher, { participant_ids: [mine, theirs, "noSuchParticipant1"] });

    expect(status).toBe(200);
    expect(body.students).toEqual([
      expect.objectContaining({ participant_id: mine, outcome: "created" }),
      { participant_id: theirs, name: null, outcome: "not_found", result_id: null },
      { participant_id: "noSuchParticipant1", name: null, outcome: "not_found", result_id: null },
    ]);
    expect(JSON.stringify(body)).not.toContain("Secret Name");
    expect(await resultsOf(theirs)).toHaveLength(0);
  });

  it("creates one test per student when a class start and single starts race", async () => {
    const teacher = await createUser();
    const ids = await Promise.all(Array.from({ length: 8 }, () => createParticipant(teacher.uid, { grade: "2", section: "C" })));
    const assessment = await assessmentForAge(teacher, 9);

    const [classStart, ...singles] = await Promise.all([
      startClass(teacher, { grade: "2", section: "C" }),
      ...ids.map((id) => getOrCreate(teacher, { participant_id: id, assessment_id: assessment.id })),
    ]);

    expect(classStart.status).toBe(200);
    for (const [i, id] of ids.entries()) {
      const stored = await resultsOf(id);
      expect(stored).toHaveLength(1);
      expect(singles[i]?.body.id).toBe(stored[0]?.id);
      expect(classStart.body.students.find((s) => s.participant_id === id)?.result_id).toBe(stored[0]?.id);
    }
    expect(classStart.body.created + classStart.body.open).toBe(8);
  });

  it("refuses a signed-out caller, a list that is not of ids, and more than the limit", async () => {
    const teacher = await createUser();
    expect(await startClass(undefined, { grade: "4" })).toEqual({ status: 401, body: { error: ERRORS.unauthenticated } });
    expect(await startClass(teacher, { participant_ids: "abc" })).toEqual({ status: 400, body: { error: START_CLASS_MESSAGES.idsInvalid } });
    expect(await startClass(teacher, { participant_ids: ["../profiles"] })).toEqual({ status: 400, body: { error: START_CLASS_MESSAGES.idsInvalid } });
    const tooMany = Array.from({ length: 1001 }, (_, i) => `participant${i}`);
    expect(await startClass(teacher, { participant_ids: tooMany })).toEqual({ status: 400, body: { error: START_CLASS_MESSAGES.tooMany } });
  });
});
