import { describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { ERRORS, VALIDATION } from "@readbright/domain/messages";
import { PARTICIPANT_MESSAGES } from "@readbright/domain/participant-schemas";
import { adminDb } from "../fixtures/admin";
import { apiJson } from "../fixtures/api";
import { onboard } from "../fixtures/profiles";
import {
  addParticipant,
  added,
  CHILD,
  getParticipant,
  individual,
  listParticipants,
  organizationAdmin,
  parent,
  professional,
  schoolAdmin,
  teacher,
} from "../fixtures/participant-accounts";
import { createUser } from "../fixtures/users";

const NOT_FOUND = { status: 404, body: { error: "Participant not found" } };
// Nine characters in groups of three, as people read it; stored without the dashes.
const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{3}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{3}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{3}$/;
const storedCode = (code: string) => code.replace(/-/g, "");

async function stored(id: string) {
  return (await adminDb().collection("participants").doc(id).get()).data();
}

describe("a parent", () => {
  it("adds children (grade and section stripped) and lists them by name with their age", async () => {
    const user = await parent();

    const { status, body } = await addParticipant(user, { ...CHILD, name: "  Zoe Berg ", grade: "3", section: "B", owner_uid: "someone-else" });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(String),
      name: "Zoe Berg",
      gender: "female",
      age: expect.any(Number),
      date_of_birth: CHILD.date_of_birth,
      grade: null,
      section: null,
      history: CHILD.history,
      difficulties: CHILD.difficulties,
      student_code: null,
      latest_result: null,
    });
    const second = await added(user, { name: "Adam Berg", date_of_birth: "2019-12-31" });

    const list = await listParticipants(user);
    expect(list.status).toBe(200);
    expect(list.body.map((p) => [p.name, p.gender])).toEqual([["Adam Berg", "prefer_not_to_say"], ["Zoe Berg", "female"]]);
    expect(list.body[0]).toMatchObject({ id: second.id, history: null, difficulties: null });

    const data = await stored(body.id);
    expect(data).toMatchObject({ owner_uid: user.uid, school_id: null, organization_id: null, is_self: false, grade: null, section: null, student_code: null });
    expect((data?.date_of_birth as Timestamp).toDate().toISOString()).toBe(`${CHILD.date_of_birth}T00:00:00.000Z`);
    expect(data?.created_at).toBeInstanceOf(Timestamp);
    expect(await getParticipant(user, body.id)).toEqual({ status: 200, body: list.body[1] });
  });

  it("cannot read, list or find another parent's child", async () => {
    const owner = await parent();
    const other = await parent();
    const child = await added(owner);

    expect(await getParticipant(other, child.id)).toEqual(NOT_FOUND);
    expect(await getParticipant(other, "no-such-participant")).toEqual(NOT_FOUND);
    expect((await listParticipants(other)).body).toEqual([]);
  });
});

describe("the participant form's rules", () => {
  it("answers 400 with the spec's messages", async () => {
    const user = await parent();
    expect(await addParticipant(user, {})).toEqual({ status: 400, body: { error: VALIDATION.fullNameRequired } });
    expect(await addParticipant(user, { name: "Mia" })).toEqual({ status: 400, body: { error: VALIDATION.birthDateRequired } });
    expect(await addParticipant(user, { ...CHILD, date_of_birth: "2999-01-01" })).toEqual({ status: 400, body: { error: PARTICIPANT_MESSAGES.dateOfBirthFuture } });
    expect(await addParticipant(user, { ...CHILD, gender: "robot" })).toEqual({ status: 400, body: { error: PARTICIPANT_MESSAGES.genderInvalid } });
    expect(await addParticipant(user, { ...CHILD, name: "x".repeat(101) })).toEqual({ status: 400, body: { error: PARTICIPANT_MESSAGES.nameTooLong } });
    expect((await listParticipants(user)).body).toEqual([]);
  });

  it("needs a signed-in caller", async () => {
    expect(await apiJson("/api/participants/")).toEqual({ status: 401, body: { error: ERRORS.unauthenticated } });
    expect(await apiJson("/api/participants/", { json: CHILD })).toEqual({ status: 401, body: { error: ERRORS.unauthenticated } });
  });
});

describe("an individual", () => {
  it("is their own participant, made from the profile; the form adds history and difficulties", async () => {
    const user = await individual();

    const first = await listParticipants(user);
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      expect.objectContaining({ name: "Ivy Reed", gender: "female", date_of_birth: "2001-05-20", grade: null, section: null, history: null, latest_result: null }),
    ]);
    const self = first.body[0]!;

    const posted = await addParticipant(user, { name: "Someone Else", date_of_birth: "2015-01-01", history: "Reads slowly", difficulties: "", grade: "9" });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ id: self.id, name: "Ivy Reed", date_of_birth: "2001-05-20", history: "Reads slowly", difficulties: null, grade: null });

    expect((await listParticipants(user)).body.map((p) => p.id)).toEqual([self.id]);
    expect(await stored(self.id)).toMatchObject({ owner_uid: user.uid, is_self: true });
  });

  it("follows profile changes, and has no participant before the profile is filled in", async () => {
    const user = await individual(null);
    expect((await listParticipants(user)).body).toEqual([]);
    expect(await addParticipant(user, { history: "x" })).toEqual({ status: 400, body: { error: "Add your name and date of birth to your profile first" } });

    await apiJson("/api/profile/", { method: "PATCH", token: user.idToken, json: { first_name: "Ola", last_name: "Dahl", date_of_birth: "1999-09-09", gender: "male", city: "Oslo", country: "Norway" } });
    expect((await listParticipants(user)).body).toEqual([expect.objectContaining({ name: "Ola Dahl", date_of_birth: "1999-09-09", gender: "male" })]);
    await apiJson("/api/profile/", { method: "PATCH", token: user.idToken, json: { last_name: "Berg" } });
    expect((await listParticipants(user)).body).toEqual([expect.objectContaining({ name: "Ola Berg" })]);
  });
});

describe("a school", () => {
  it("adds students with grade, section and a Student ID its teachers share; other schools see nothing", async () => {
    const { user: admin, schoolId } = await schoolAdmin();
    const colleague = await teacher(schoolId);
    const { user: otherSchool } = await schoolAdmin();

    const student = await added(admin, { ...CHILD, grade: " 4 ", section: "B" });
    expect(student).toMatchObject({ grade: "4", section: "B", student_code: expect.stringMatching(CODE) });
    expect(await stored(student.id)).toMatchObject({ school_id: schoolId, owner_uid: admin.uid, student_code: storedCode(student.student_code!) });
    const code = (await adminDb().collection("student_codes").doc(storedCode(student.student_code!)).get()).data();
    expect(code).toMatchObject({ participant_id: student.id, school_id: schoolId });

    const byTeacher = await added(colleague, { name: "Aaron Lund", date_of_birth: "2016-06-06", grade: "5" });
    expect(byTeacher.student_code).toMatch(CODE);
    expect(byTeacher.student_code).not.toBe(student.student_code);

    for (const member of [admin, colleague]) {
      expect((await listParticipants(member)).body.map((p) => p.id)).toEqual([byTeacher.id, student.id]);
      expect((await getParticipant(member, student.id)).status).toBe(200);
    }
    expect((await listParticipants(otherSchool)).body).toEqual([]);
    expect(await getParticipant(otherSchool, student.id)).toEqual(NOT_FOUND);
  });

  it("must register its school before adding students", async () => {
    const user = await createUser({ verified: true });
    await onboard(user, "school");
    expect(await addParticipant(user, CHILD)).toEqual({ status: 403, body: { error: "Register your school before adding students" } });
  });
});

describe("an organization", () => {
  it("shares its clients between the admin and the professionals they invited, and with nobody else", async () => {
    const admin = await organizationAdmin();
    const colleague = await professional(admin.uid);
    const outsider = await professional((await organizationAdmin()).uid);

    const byAdmin = await added(admin, { ...CHILD, name: "Bo Client", grade: "3" });
    const byColleague = await added(colleague, { ...CHILD, name: "Al Client" });
    expect(byAdmin).toMatchObject({ grade: null, section: null, student_code: null });
    expect(await stored(byColleague.id)).toMatchObject({ organization_id: admin.uid, owner_uid: colleague.uid, school_id: null });

    for (const member of [admin, colleague]) {
      expect((await listParticipants(member)).body.map((p) => p.name)).toEqual(["Al Client", "Bo Client"]);
    }
    expect((await listParticipants(outsider)).body).toEqual([]);
    expect(await getParticipant(outsider, byAdmin.id)).toEqual(NOT_FOUND);
  });
});
