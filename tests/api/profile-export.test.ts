// Download my data: GET /api/profile/export/ is a ZIP of everything the account holds: the
// account, its participants with their results and answers, a results CSV per participant and the
// recordings as the audio that was uploaded. An admin gets their whole school; nobody gets anyone else's.
import { beforeAll, describe, expect, it } from "vitest";
import { unzipSync, strFromU8 } from "fflate";
import { ERRORS } from "@readbright/domain/messages";
import { RESULTS_CSV_COLUMNS } from "@readbright/domain/results-csv";
import { onboardedUser, schoolAdmin } from "../fixtures/accounts";
import { api, apiJson } from "../fixtures/api";
import { assessmentForAge, getOrCreate, newAddress } from "../fixtures/assessments";
import { acceptInvite } from "../fixtures/invites";
import { added, CHILD } from "../fixtures/participant-accounts";
import { dateOfBirthForAge } from "../fixtures/participants";
import { record, recordingQuestions, webmAudio } from "../fixtures/recordings";
import { signInAgain, tokenSignedInAgo, uniqueEmail } from "../fixtures/users";
import { adminDb } from "../fixtures/admin";
import { EXPORT_MESSAGES, RECENT_SIGN_IN_MINUTES } from "@readbright/domain/api/profile";
import type { TestUser } from "../fixtures/users";

interface Exported {
  exported_at: string;
  account: { email: string; user_type: string };
  participants: { id: string; name: string; results: { id: string; answers: { question_id: number; recording_file: string | null; is_correct: boolean | null }[] }[] }[];
  activity: Record<string, unknown>[];
}

async function download(user: TestUser): Promise<{ status: number; headers: Headers; files: Record<string, Uint8Array> }> {
  const response = await api("/api/profile/export/", { token: user.idToken });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, files: response.status === 200 ? unzipSync(bytes) : {} };
}

const dataOf = (files: Record<string, Uint8Array>): Exported => JSON.parse(strFromU8(files["readbright-data.json"] as Uint8Array)) as Exported;

/** A child (aged 9) of `owner` with a test whose first recording question has been answered aloud. */
async function recordedChild(owner: TestUser, name: string) {
  const participant = await added(owner, { ...CHILD, name, date_of_birth: dateOfBirthForAge(9), grade: "4" });
  const assessment = await assessmentForAge(owner, 9);
  const { body: result } = await getOrCreate(owner, { participant_id: participant.id, assessment_id: assessment.id });
  const questionId = recordingQuestions(result)[0]!.id;
  const audio = webmAudio(3_000);
  await record(result, questionId, audio);
  return { participant, result, questionId, audio };
}

let parent: TestUser;
let otherParent: TestUser;
let child: Awaited<ReturnType<typeof recordedChild>>;

beforeAll(async () => {
  [parent, otherParent] = await Promise.all([onboardedUser("parent"), onboardedUser("parent")]);
  child = await recordedChild(parent, "Zoë O'Neil");
  await recordedChild(otherParent, "Other Child");
}, 120_000);

describe("GET /api/profile/export/", () => {
  it("gives a parent a ZIP of their account, their child's test with its answers, a results CSV and the recording itself", async () => {
    const { status, headers, files } = await download(parent);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/zip");
    expect(headers.get("content-disposition")).toMatch(/^attachment; filename="readbright-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(headers.get("cache-control")).toBe("private, no-store");

    const data = dataOf(files);
    expect(data.account).toMatchObject({ email: parent.email, user_type: "parent" });
    expect(data.participants.map((p) => p.name)).toEqual(["Zoë O'Neil"]);
    const [test] = data.participants[0]!.results;
    expect(test!.id).toBe(child.result.id);
    const spoken = test!.answers.find((answer) => answer.question_id === child.questionId);
    expect(spoken?.recording_file).toMatch(new RegExp(`^recordings/Zoe-O-Neil-${child.participant.id}/${child.result.id}-question-${child.questionId}\\.webm$`));

    // The recording is the very audio uploaded; the CSV is the results export's, one row for the test.
    expect(Buffer.from(files[spoken!.recording_file!] as Uint8Array).equals(child.audio)).toBe(true);
    const csv = strFromU8(files[`results/Zoe-O-Neil-${child.participant.id}.csv`] as Uint8Array).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(csv[0]).toBe(RESULTS_CSV_COLUMNS.join(","));
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain("Zoë O'Neil");

    // Nothing of anyone else's.
    expect(Object.keys(files).some((name) => name.includes("Other-Child"))).toBe(false);
  });

  it("gives a school admin the whole school, and a teacher of that school their own account only", async () => {
    const school = await schoolAdmin();
    const student = await recordedChild(school, "Ada Lane");
    const invited = await apiJson<{ id: string; user_email: string }>("/api/subusers/", { token: school.idToken, json: { email: uniqueEmail("teacher") } });
    const teacher = await acceptInvite(invited.body.user_email, invited.body.id);

    const admin = await download(school);
    expect(dataOf(admin.files).participants.map((p) => p.id)).toEqual([student.participant.id]);
    expect(Object.keys(admin.files).filter((name) => name.startsWith("recordings/"))).toHaveLength(1);

    expect((await api("/api/participants/class-list/?grade=4", { token: teacher.idToken })).status).toBe(200);
    const own = await download(teacher);
    expect(own.status).toBe(200);
    expect(dataOf(own.files)).toMatchObject({ account: { email: teacher.email }, participants: [] });
    expect(Object.keys(own.files)).toEqual(["readbright-data.json"]);
    // What the teacher did in the school's log is theirs, without the ids it named.
    const { activity } = dataOf(own.files);
    expect(activity.map((event) => event.action)).toEqual(["class_list_downloaded"]);
    expect(activity[0]).not.toHaveProperty("target_id");

    // Removed from the school, the teacher takes none of its log (its children's names) away any more.
    expect((await api(`/api/subusers/${teacher.uid}`, { method: "DELETE", token: school.idToken })).status).toBe(204);
    const after = await download(await signInAgain(teacher));
    expect(after.status).toBe(200);
    expect(dataOf(after.files).activity).toEqual([]);
  });

  it("holds everything the Privacy page lists: the school's record, consents, invitations, messages to support and the account's own activity", async () => {
    const school = await schoolAdmin();
    const student = await recordedChild(school, "Cy Dale");
    const email = uniqueEmail("teacher");
    const invited = await apiJson<{ id: string }>("/api/subusers/", { token: school.idToken, json: { email } });
    expect((await api("/api/participants/class-list/?grade=4", { token: school.idToken })).status).toBe(200);
    const sent = await apiJson("/api/feedback/", { token: school.idToken, headers: newAddress(), json: { name: "Sam Head", email: school.email, role: "teacher", reason: "request-demo", message: "Please call us" } });
    expect(sent.status).toBe(201);

    const { files } = await download(await signInAgain(school));
    const data = JSON.parse(strFromU8(files["readbright-data.json"] as Uint8Array)) as Record<string, unknown> & Exported;
    expect(data.school).toMatchObject({ name: expect.any(String), admin_uid: school.uid });
    expect(data.participants.find((p) => p.id === student.participant.id)).toMatchObject({ consent: { basis: "school_holds_consent", given_by_uid: school.uid, given_at: expect.stringMatching(/^\d{4}-/), privacy_version: expect.any(String) } });
    expect(data.invitations).toEqual([expect.objectContaining({ id: invited.body.id, email, status: "pending" })]);
    expect(data.contact_messages).toEqual([expect.objectContaining({ message: "Please call us", uid: school.uid })]);
    expect((data.activity as { action: string }[]).map((e) => e.action)).toEqual(expect.arrayContaining(["staff_invited", "class_list_downloaded"]));
  });

  it("asks for a sign-in minutes old, as deletion does: a session hours old gets a 403 saying so, and no event is written", async () => {
    const school = await schoolAdmin();
    await recordedChild(school, "Bo Hart");
    const schoolId = (await apiJson<{ school: string }>("/api/profile/", { token: school.idToken })).body.school;
    const events = async () => (await adminDb().collection("audit_events").where("school_id", "==", schoolId).where("action", "==", "data_exported").get()).docs.map((d) => d.data());

    const stale = await api("/api/profile/export/", { token: await tokenSignedInAgo(school, 180) });
    expect({ status: stale.status, body: await stale.json() }).toEqual({ status: 403, body: { error: EXPORT_MESSAGES.recentSignIn } });
    const sixMinutes = await api("/api/profile/export/", { token: await tokenSignedInAgo(school, RECENT_SIGN_IN_MINUTES + 1) });
    expect(sixMinutes.status).toBe(403);
    expect(await events()).toEqual([]);

    // Signed in again, the whole school is served, and the school's log says who took it.
    const fresh = await download(await signInAgain(school));
    expect(fresh.status).toBe(200);
    expect(await events()).toEqual([
      expect.objectContaining({ action: "data_exported", target_type: "user", target_id: school.uid, target_label: "All of the account's data", detail: "1 person, 1 recording", actor_uid: school.uid }),
    ]);
  });

  it("asks a signed-out caller to sign in", async () => {
    const response = await api("/api/profile/export/");
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 401, body: { error: ERRORS.unauthenticated } });
  });
});
