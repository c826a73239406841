// Consent: nobody is added without the adder's confirmation, in the form (JSON) or the CSV
// upload (multipart), and each participant keeps who confirmed it, when, and which Privacy notice.
import { describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { CONSENT_MESSAGES } from "@readbright/domain/consent";
import { PRIVACY_VERSION } from "@readbright/domain/privacy-notice";
import { adminDb } from "../fixtures/admin";
import { csvFile, storedParticipantsOf, uploadCsv } from "../fixtures/csv-upload";
import { addParticipant, CHILD, individual, listParticipants, organizationAdmin, parent, schoolAdmin, teacher } from "../fixtures/participant-accounts";

const { consent: _ticked, ...UNCONFIRMED_CHILD } = CHILD;
const TWO_STUDENTS = csvFile(["Ann Berg,03/01/2015,Female,4,B,,", "Bo Berg,12/31/2016,Male,3,A,,"]);

/** Within the seconds around the request: given_at is the server's time of the write. */
function expectNow(value: unknown, before: number) {
  expect(value).toBeInstanceOf(Timestamp);
  const at = (value as Timestamp).toMillis();
  expect(at).toBeGreaterThanOrEqual(before - 5_000);
  expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
}

describe("POST /api/participants/ without consent", () => {
  it.each([
    ["missing", UNCONFIRMED_CHILD],
    ["false", { ...CHILD, consent: false }],
    ["null", { ...CHILD, consent: null }],
  ])("refuses a parent's child with consent %s, in the parent's words, and writes nothing", async (_case, json) => {
    const user = await parent();
    expect(await addParticipant(user, json)).toEqual({ status: 400, body: { error: CONSENT_MESSAGES.required.guardian } });
    expect(await storedParticipantsOf(user.uid)).toEqual([]);
  });

  it("refuses consent that is not true or false", async () => {
    const user = await parent();
    for (const consent of ["true", "yes", 1, ["true"]]) {
      expect(await addParticipant(user, { ...CHILD, consent })).toEqual({ status: 400, body: { error: CONSENT_MESSAGES.notBoolean } });
    }
    expect(await storedParticipantsOf(user.uid)).toEqual([]);
  });

  it("asks a school for the parents' consent and an organization for its clients'", async () => {
    const { user: admin, schoolId } = await schoolAdmin();
    const colleague = await teacher(schoolId);
    const organization = await organizationAdmin();
    for (const user of [admin, colleague]) {
      expect(await addParticipant(user, { ...UNCONFIRMED_CHILD, grade: "4" })).toEqual({ status: 400, body: { error: CONSENT_MESSAGES.required.school_holds_consent } });
    }
    expect(await addParticipant(organization, UNCONFIRMED_CHILD)).toEqual({ status: 400, body: { error: CONSENT_MESSAGES.required.organization_holds_consent } });
    for (const user of [admin, colleague, organization]) expect(await storedParticipantsOf(user.uid)).toEqual([]);
  });
});

describe("POST /api/participants/ with consent", () => {
  it("stores who confirmed it, when, on what basis and under which Privacy notice", async () => {
    const user = await parent();
    const before = Date.now();
    const { status, body } = await addParticipant(user, CHILD);
    expect(status).toBe(201);
    expect(body).not.toHaveProperty("consent");
    const consent = (await adminDb().collection("participants").doc(body.id).get()).get("consent") as Record<string, unknown>;
    expect(consent).toEqual({ basis: "guardian", given_by_uid: user.uid, privacy_version: PRIVACY_VERSION, given_at: expect.any(Timestamp) });
    expectNow(consent.given_at, before);
  });

  it("records a teacher's student on the school's basis, under the teacher's uid", async () => {
    const { schoolId } = await schoolAdmin();
    const colleague = await teacher(schoolId);
    const { body } = await addParticipant(colleague, { ...CHILD, grade: "4" });
    expect((await adminDb().collection("participants").doc(body.id).get()).get("consent")).toMatchObject({ basis: "school_holds_consent", given_by_uid: colleague.uid });
  });

  it("asks nothing of an individual, whose own participant records their account's agreement", async () => {
    const user = await individual();
    const before = Date.now();
    const [self] = (await listParticipants(user)).body;
    expect((await addParticipant(user, { history: "Reads slowly" })).status).toBe(201);
    const consent = (await adminDb().collection("participants").doc(self!.id).get()).get("consent") as Record<string, unknown>;
    expect(consent).toMatchObject({ basis: "self", given_by_uid: user.uid, privacy_version: PRIVACY_VERSION });
    expectNow(consent.given_at, before);
  });
});

describe("POST /api/participants/upload/ and consent", () => {
  it.each([
    ["without the consent field", null],
    ["with consent=false", "false"],
    ["with consent=yes", "yes"],
  ])("refuses a school's file %s, in the school's words, and writes nothing", async (_case, consent) => {
    const admin = await schoolAdmin();
    expect(await uploadCsv(admin.user, TWO_STUDENTS, { consent })).toEqual({ status: 400, body: { error: CONSENT_MESSAGES.required.school_holds_consent } });
    expect(await storedParticipantsOf(admin.user.uid)).toEqual([]);
    expect((await adminDb().collection("student_codes").where("school_id", "==", admin.schoolId).get()).size).toBe(0);
  });

  it("refuses a parent's file without consent in the parent's words", async () => {
    const user = await parent();
    expect(await uploadCsv(user, TWO_STUDENTS, { consent: null })).toEqual({ status: 400, body: { error: CONSENT_MESSAGES.required.guardian } });
    expect(await storedParticipantsOf(user.uid)).toEqual([]);
  });

  it("stores the uploader's consent with every participant of the file", async () => {
    const { user } = await schoolAdmin();
    const before = Date.now();
    expect(await uploadCsv(user, TWO_STUDENTS)).toEqual({ status: 201, body: { created: 2 } });
    const stored = await storedParticipantsOf(user.uid);
    expect(stored).toHaveLength(2);
    for (const participant of stored) {
      expect(participant.consent).toEqual({ basis: "school_holds_consent", given_by_uid: user.uid, privacy_version: PRIVACY_VERSION, given_at: expect.any(Timestamp) });
      expectNow((participant.consent as Record<string, unknown>).given_at, before);
    }
  });
});
