// Deleting an account: DELETE /api/profile/ takes the account and everything it owns, and a
// scan of every collection, subcollection and the whole Storage bucket then finds nothing that names
// them. A school admin's school goes with them; its teachers keep their own accounts. A teacher who
// deletes theirs leaves the school's students where they are.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DELETE_ACCOUNT_MESSAGES as M } from "@readbright/domain/api/profile";
import { ERRORS } from "@readbright/domain/messages";
import { onboardedUser, schoolAdmin } from "../fixtures/accounts";
import { api, apiJson } from "../fixtures/api";
import { assessmentForAge, getOrCreate } from "../fixtures/assessments";
import { acceptInvite } from "../fixtures/invites";
import { added, CHILD } from "../fixtures/participant-accounts";
import { dateOfBirthForAge } from "../fixtures/participants";
import { record, recordingQuestions, webmAudio } from "../fixtures/recordings";
import { SCHOOL } from "../fixtures/profiles";
import { scanFor } from "../fixtures/scan";
import { adminBucket } from "../fixtures/admin";
import { newAddress } from "../fixtures/addresses";
import { uniqueEmail } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";

const deleteAccount = (user: TestUser, json: unknown) => apiJson("/api/profile/", { method: "DELETE", token: user.idToken, json });

/** A child or student (aged 9) of `owner` with a test whose first spoken answer is stored. */
async function recordedParticipant(owner: TestUser) {
  const participant = await added(owner, { ...CHILD, date_of_birth: dateOfBirthForAge(9), grade: "4" });
  const assessment = await assessmentForAge(owner, 9);
  const { body: result } = await getOrCreate(owner, { participant_id: participant.id, assessment_id: assessment.id });
  await record(result, recordingQuestions(result)[0]!.id, webmAudio(2_000));
  return { participant, result };
}

/** Has `user` hear their own words read aloud; gives the cached phrase's file (the local voice's name for it). */
async function speakAs(user: TestUser, text: string): Promise<string> {
  expect((await api("/api/text-to-speech/", { token: user.idToken, json: { text } })).status).toBe(200);
  return `tts-cache/${createHash("sha256").update(`en-us\n${text}`).digest("hex")}.wav`;
}

const stored = async (file: string) => (await adminBucket().file(file).exists())[0];

async function teacherOf(admin: TestUser): Promise<TestUser> {
  const { body } = await apiJson<{ id: string; user_email: string }>("/api/subusers/", { token: admin.idToken, json: { email: uniqueEmail("teacher") } });
  return acceptInvite(body.user_email, body.id);
}

describe("DELETE /api/profile/", () => {
  it("deletes a parent's and a school admin's accounts with everything they own, leaving nothing that names them", { timeout: 480_000 }, async () => {
    const parent = await onboardedUser("parent");
    const child = await recordedParticipant(parent);
    const admin = await schoolAdmin();
    const student = await recordedParticipant(admin);
    const teacher = await teacherOf(admin);
    const pending = await apiJson<{ id: string }>("/api/subusers/", { token: admin.idToken, json: { email: uniqueEmail("invitee") } });
    // The parent's own words read aloud are theirs alone; words the teacher heard too are not.
    const ownPhrase = await speakAs(parent, `Goodnight ${child.participant.id}`);
    const sharedPhrase = await speakAs(parent, `Shared phrase ${parent.uid}`);
    expect(await speakAs(teacher, `Shared phrase ${parent.uid}`)).toBe(sharedPhrase);
    expect([await stored(ownPhrase), await stored(sharedPhrase)]).toEqual([true, true]);
    // A message the parent sent to support, signed in (it queues an e-mail naming their address).
    const contact = { name: "Pat Parent", email: parent.email, role: "parent", reason: "request-demo", message: `About ${child.participant.id}` };
    expect((await api("/api/feedback/", { method: "POST", token: parent.idToken, json: contact, headers: newAddress() })).status).toBe(201);

    // Typed wrong, nothing happens.
    expect(await deleteAccount(parent, { confirm_email: "someone@example.com" })).toEqual({ status: 400, body: { error: M.emailMismatch } });
    expect(await deleteAccount(admin, { confirm_email: admin.email, confirm_name: "Another School" })).toEqual({ status: 400, body: { error: M.schoolNameMismatch } });
    expect((await apiJson(`/api/participants/${child.participant.id}`, { token: parent.idToken })).status).toBe(200);
    expect((await apiJson(`/api/participants/${student.participant.id}`, { token: admin.idToken })).status).toBe(200);

    expect((await api("/api/profile/", { method: "DELETE", token: parent.idToken, json: { confirm_email: parent.email.toUpperCase() } })).status).toBe(204);
    expect((await api("/api/profile/", { method: "DELETE", token: admin.idToken, json: { confirm_email: admin.email, confirm_name: SCHOOL.name } })).status).toBe(204);

    const ids = [parent.uid, parent.email, child.participant.id, child.result.id, admin.uid, admin.email, admin.schoolId, student.participant.id, student.result.id, pending.body.id];
    const left = await scanFor(ids);
    expect(left.documents).toEqual([]);
    expect(left.files).toEqual([]);
    expect([await stored(ownPhrase), await stored(sharedPhrase)]).toEqual([false, true]);
    // The accounts are gone: their tokens open nothing.
    expect(await apiJson("/api/profile/", { token: parent.idToken })).toEqual({ status: 401, body: { error: ERRORS.unauthenticated } });
    // The teacher keeps their own account, no longer in any school.
    expect(await apiJson("/api/profile/", { token: teacher.idToken })).toMatchObject({ status: 200, body: { user_type: "unset", school: null } });
    console.log(`account-deletion: after two accounts were deleted the scan found 0 documents and 0 files naming them (scanned ${left.scanned.documents} documents, ${left.scanned.files} files)`);
  });

  it("deletes an individual's and an organization admin's accounts, leaving nothing that names them; the organization's professional keeps theirs", { timeout: 300_000 }, async () => {
    const person = await onboardedUser("individual");
    const organizer = await onboardedUser("dyslexia_professional");
    const client = await recordedParticipant(organizer);
    const colleague = await teacherOf(organizer);

    expect((await api("/api/profile/", { method: "DELETE", token: person.idToken, json: { confirm_email: person.email } })).status).toBe(204);
    expect((await api("/api/profile/", { method: "DELETE", token: organizer.idToken, json: { confirm_email: organizer.email } })).status).toBe(204);

    const left = await scanFor([person.uid, person.email, organizer.uid, organizer.email, client.participant.id, client.result.id]);
    expect(left.documents).toEqual([]);
    expect(left.files).toEqual([]);
    expect(await apiJson("/api/profile/", { token: organizer.idToken })).toEqual({ status: 401, body: { error: ERRORS.unauthenticated } });
    // The professional they invited keeps their own account, in no organization now.
    expect((await apiJson("/api/profile/", { token: colleague.idToken })).status).toBe(200);
  });

  it("takes only a teacher's own account: the school's students stay", async () => {
    const admin = await schoolAdmin();
    const student = await recordedParticipant(admin);
    const teacher = await teacherOf(admin);
    expect((await api("/api/profile/", { method: "DELETE", token: teacher.idToken, json: { confirm_email: teacher.email } })).status).toBe(204);
    expect(await apiJson("/api/profile/", { token: teacher.idToken })).toEqual({ status: 401, body: { error: ERRORS.unauthenticated } });
    expect((await apiJson(`/api/participants/${student.participant.id}`, { token: admin.idToken })).status).toBe(200);
    expect((await apiJson<unknown[]>("/api/subusers/", { token: admin.idToken })).body).toEqual([]);
  });

  it("refuses a signed-out caller and a body without the email", async () => {
    expect(await apiJson("/api/profile/", { method: "DELETE", json: { confirm_email: "a@example.com" } })).toEqual({ status: 401, body: { error: ERRORS.unauthenticated } });
    const parent = await onboardedUser("parent");
    expect(await deleteAccount(parent, {})).toEqual({ status: 400, body: { error: M.emailMismatch } });
    expect(await deleteAccount(parent, { confirm_email: 42 })).toEqual({ status: 400, body: { error: M.emailMismatch } });
    expect((await apiJson("/api/profile/", { token: parent.idToken })).status).toBe(200);
  });
});
