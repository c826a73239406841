// Who may hear a recorded answer: the participant's account holders (the owner; the school's admin and
// its teachers; the organization's admin and its professionals), each invited the real way. Everyone
// else signed in gets the same 404 as for a recording that does not exist; the result id that lets a
// device take the test opens no recording (docs/security.md, "Hearing a recording").
import { beforeAll, describe, expect, it } from "vitest";
import { RECORDING_MESSAGES } from "@readbright/domain/api/recordings";
import { ERRORS } from "@readbright/domain/messages";
import { onboardedUser, schoolAdmin } from "../fixtures/accounts";
import { apiJson } from "../fixtures/api";
import { assessmentForAge, getOrCreate, newAddress } from "../fixtures/assessments";
import type { ResultBody } from "../fixtures/assessments";
import { acceptInvite } from "../fixtures/invites";
import { added, CHILD } from "../fixtures/participant-accounts";
import { dateOfBirthForAge } from "../fixtures/participants";
import { hear, heard, record, recordingQuestions, refusal, webmAudio } from "../fixtures/recordings";
import { createUser, uniqueEmail } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";

const NOT_FOUND = { status: 404, body: { error: RECORDING_MESSAGES.notFound } };
const UNKNOWN_RESULT = "ZzYyXxWwVvUuTtSsRrQq";

type Person = "school" | "teacher" | "otherSchool" | "otherTeacher" | "organization" | "professional" | "parent" | "otherParent";
const people = {} as Record<Person, TestUser>;

interface Recorded {
  result: ResultBody;
  questionId: number;
  audio: Buffer;
}
const recorded = {} as Record<"student" | "client" | "child", Recorded>;

async function invitee(admin: TestUser): Promise<TestUser> {
  const { status, body } = await apiJson<{ id: string; user_email: string }>("/api/subusers/", { token: admin.idToken, json: { email: uniqueEmail("staff") } });
  if (status !== 201) throw new Error(`invite answered ${status}: ${JSON.stringify(body)}`);
  return acceptInvite(body.user_email, body.id);
}

/** A participant of `owner` (aged 9) with a test whose first recording question a device has answered. */
async function recordedFor(owner: TestUser): Promise<Recorded> {
  const participant = await added(owner, { ...CHILD, date_of_birth: dateOfBirthForAge(9), grade: "4" });
  const assessment = await assessmentForAge(owner, 9);
  const { status, body: result } = await getOrCreate(owner, { participant_id: participant.id, assessment_id: assessment.id });
  if (status !== 201) throw new Error(`get-or-create answered ${status}`);
  const questionId = recordingQuestions(result)[0]!.id;
  const audio = webmAudio(4_000);
  await record(result, questionId, audio);
  return { result, questionId, audio };
}

beforeAll(async () => {
  const [school, otherSchool, organization, parent, otherParent] = await Promise.all([
    schoolAdmin(),
    schoolAdmin(),
    onboardedUser("dyslexia_professional"),
    onboardedUser("parent"),
    onboardedUser("parent"),
  ]);
  const [teacher, otherTeacher, professional] = await Promise.all([invitee(school), invitee(otherSchool), invitee(organization)]);
  Object.assign(people, { school, teacher, otherSchool, otherTeacher, organization, professional, parent, otherParent });
  [recorded.student, recorded.client, recorded.child] = await Promise.all([recordedFor(school), recordedFor(organization), recordedFor(parent)]);
}, 120_000);

const EVERYONE = ["school", "teacher", "otherSchool", "otherTeacher", "organization", "professional", "parent", "otherParent"] as const;

describe.each([
  ["a school's student", "student", ["school", "teacher"]],
  ["an organization's client", "client", ["organization", "professional"]],
  ["a parent's child", "child", ["parent"]],
] as const)("the recording of %s", (_name, which, allowed) => {
  it.each(allowed)("is sent to %s in full", async (person) => {
    const { result, questionId, audio } = recorded[which];
    const got = await heard(hear(result.id, questionId, { token: people[person].idToken }));
    expect(got).toMatchObject({ status: 200, headers: { "content-type": "audio/webm", "cache-control": "private, no-store" } });
    expect(got.bytes.equals(audio)).toBe(true);
  });

  it.each(EVERYONE.filter((person) => !(allowed as readonly string[]).includes(person)))(
    "is the same 404 for %s as a recording that does not exist",
    async (person) => {
      const { result, questionId } = recorded[which];
      const token = people[person].idToken;
      expect(await refusal(hear(result.id, questionId, { token }))).toEqual(NOT_FOUND);
      expect(await refusal(hear(UNKNOWN_RESULT, questionId, { token }))).toEqual(NOT_FOUND);
      expect(await refusal(hear(result.id, questionId, { token, headers: { range: "bytes=0-9" } }))).toEqual(NOT_FOUND);
    },
  );
});

describe("callers without a verified account", () => {
  it("a signed-out device holding the result id is asked to sign in, exactly as with an id that does not exist", async () => {
    const { result, questionId } = recorded.student;
    const refused = { status: 401, body: { error: ERRORS.unauthenticated } };
    expect(await refusal(hear(result.id, questionId, { headers: newAddress() }))).toEqual(refused);
    expect(await refusal(hear(UNKNOWN_RESULT, questionId, { headers: newAddress() }))).toEqual(refused);
    expect(await refusal(hear(result.id, questionId, { headers: { ...newAddress(), authorization: "Bearer not-a-token" } }))).toEqual(refused);
  });

  it("an account whose email is not verified is asked to verify it, whatever it asks for", async () => {
    const unverified = await createUser({ verified: false });
    const { result, questionId } = recorded.student;
    const refused = { status: 403, body: { error: "Please verify your email address first" } };
    expect(await refusal(hear(result.id, questionId, { token: unverified.idToken }))).toEqual(refused);
    expect(await refusal(hear(UNKNOWN_RESULT, questionId, { token: unverified.idToken }))).toEqual(refused);
  });
});
