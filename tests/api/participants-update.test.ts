// Correcting a participant (PATCH /api/participants/{id}): the Privacy page says account holders can
// correct the details they added. Only the fields sent change, the tests show the new name, grade and
// section, the change is in the school's activity log, and nobody outside the participant's scope may.
import { describe, expect, it } from "vitest";
import type { Participant } from "@readbright/domain/participant-schemas";
import { PARTICIPANT_MESSAGES } from "@readbright/domain/participant-schemas";
import { PARTICIPANT_ERRORS } from "@readbright/domain/api/participants";
import { adminDb } from "../fixtures/admin";
import { apiJson } from "../fixtures/api";
import { resultFor } from "../fixtures/assessments";
import { added, CHILD, individual, listParticipants, parent, schoolAdmin, teacher } from "../fixtures/participant-accounts";
import type { TestUser } from "../fixtures/users";

const patch = (user: TestUser, id: string, json: unknown) => apiJson<Participant & { error?: string }>(`/api/participants/${id}`, { method: "PATCH", token: user.idToken, json });

describe("PATCH /api/participants/{id}", () => {
  it("lets a school's teacher correct a student's name, date of birth, grade, section and notes; their tests follow, and the log says who changed what", async () => {
    const { user: admin, schoolId } = await schoolAdmin();
    const colleague = await teacher(schoolId);
    const student = await added(admin, { ...CHILD, grade: "4", section: "A" });
    const result = await resultFor(admin, student.id);

    const corrected = await patch(colleague, student.id, { name: " Mia Berge ", date_of_birth: "2017-03-02", grade: "5", section: "B", history: "Reads slowly", difficulties: "" });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ id: student.id, name: "Mia Berge", date_of_birth: "2017-03-02", grade: "5", section: "B", history: "Reads slowly", difficulties: null, gender: CHILD.gender, student_code: student.student_code });
    expect((await apiJson<Participant>(`/api/participants/${student.id}`, { token: admin.idToken })).body).toMatchObject({ name: "Mia Berge", grade: "5" });
    const stored = (await adminDb().collection("assessment_results").doc(result.id).get()).get("participant");
    expect(stored).toMatchObject({ name: "Mia Berge", grade: "5", section: "B" });
    const events = (await adminDb().collection("audit_events").where("school_id", "==", schoolId).where("action", "==", "participant_updated").get()).docs.map((d) => d.data());
    expect(events).toEqual([expect.objectContaining({ actor_uid: colleague.uid, target_type: "participant", target_id: student.id, target_label: "Mia Berge", detail: "Changed: name, date of birth, grade, section, history, difficulties" })]);

    // Only what is sent changes; sending what is there already logs nothing.
    expect((await patch(admin, student.id, { section: "C" })).body).toMatchObject({ name: "Mia Berge", grade: "5", section: "C" });
    expect((await patch(admin, student.id, { section: "C" })).status).toBe(200);
    expect((await adminDb().collection("audit_events").where("school_id", "==", schoolId).where("action", "==", "participant_updated").get()).size).toBe(2);
  });

  it("refuses bad values with the form's messages and changes nothing", async () => {
    const user = await parent();
    const child = await added(user);
    expect(await patch(user, child.id, { name: "  " })).toEqual({ status: 400, body: { error: PARTICIPANT_MESSAGES.nameRequired } });
    expect(await patch(user, child.id, { date_of_birth: "2999-01-01" })).toEqual({ status: 400, body: { error: PARTICIPANT_MESSAGES.dateOfBirthFuture } });
    expect(await patch(user, child.id, { gender: "robot" })).toEqual({ status: 400, body: { error: PARTICIPANT_MESSAGES.genderInvalid } });
    // A family's child has no grade: one sent is ignored, as when the child was added.
    expect((await patch(user, child.id, { grade: "4", history: "New note" })).body).toMatchObject({ name: CHILD.name, grade: null, history: "New note" });
  });

  it("is 404 for anyone outside the participant's scope, who changes nothing", async () => {
    const user = await parent();
    const child = await added(user);
    const { user: otherSchool } = await schoolAdmin();
    for (const stranger of [await parent(), otherSchool]) {
      expect(await patch(stranger, child.id, { name: "Taken Over" })).toEqual({ status: 404, body: { error: PARTICIPANT_ERRORS.notFound } });
    }
    expect((await apiJson<Participant>(`/api/participants/${child.id}`, { token: user.idToken })).body.name).toBe(CHILD.name);
  });

  it("leaves an individual's own name and date of birth to Settings, and takes their notes", async () => {
    const me = await individual();
    const [self] = (await listParticipants(me)).body as Participant[];
    expect(await patch(me, self!.id, { name: "Someone Else" })).toEqual({ status: 400, body: { error: PARTICIPANT_ERRORS.selfFromProfile } });
    expect((await patch(me, self!.id, { difficulties: "Spelling" })).body).toMatchObject({ difficulties: "Spelling" });
    // The whole form as it was loaded, with only the notes changed, is taken: the profile's fields are unchanged.
    const { name, gender, date_of_birth } = self!;
    const whole = await patch(me, self!.id, { name, gender, date_of_birth, history: "Late reader", difficulties: "Spelling" });
    expect(whole).toMatchObject({ status: 200, body: { name, history: "Late reader" } });
  });
});
