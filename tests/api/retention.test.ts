// Recordings are deleted after RETENTION.recordingDays, by the retention run that the daily
// schedule and `npm run retention` both make (functions/lib/retention-cli.js, run here as the script
// runs it). The clock is the answers': each is dated as if recorded 91 or 89 days ago.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { RETENTION } from "@readbright/domain/retention";
import { onboardedUser } from "../fixtures/accounts";
import { adminAuth, adminBucket, adminDb } from "../fixtures/admin";
import { assessmentForAge, getOrCreate, newAddress } from "../fixtures/assessments";
import { apiJson } from "../fixtures/api";
import { added, CHILD } from "../fixtures/participant-accounts";
import { dateOfBirthForAge } from "../fixtures/participants";
import { recordingQuestions, webmAudio } from "../fixtures/recordings";
import { PROJECT_ID } from "../fixtures/emulators";

const DAY_MS = 24 * 60 * 60 * 1000;
const CLI = join(import.meta.dirname, "..", "..", "functions", "lib", "retention-cli.js");

interface Report {
  job: string;
  dry_run: boolean;
  checked: number;
  deleted: number;
  unmarked?: number;
  warned?: number;
}

async function retentionRun(...args: string[]): Promise<Report[]> {
  const { stdout } = await promisify(execFile)("node", [CLI, ...args], { env: { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099", ...process.env, GCLOUD_PROJECT: PROJECT_ID, STORAGE_BUCKET: `${PROJECT_ID}.appspot.com` } });
  return stdout.trim().split("\n").map((line) => JSON.parse(line) as Report);
}

let resultId: string;
const paths = { markedOld: "", waitingOld: "", recent: "" };
const questions = { markedOld: 0, waitingOld: 0, recent: 0 };

const answerDoc = (question: number) => adminDb().collection("assessment_results").doc(resultId).collection("answers").doc(String(question));
const fileExists = async (path: string) => (await adminBucket().file(path).exists())[0];

/** A stored spoken answer of `daysAgo`, marked or still waiting for a person, with its file in Storage. */
async function storeRecording(question: { id: number; section_type: string }, daysAgo: number, isCorrect: boolean | null): Promise<string> {
  const path = `recordings/retention/${resultId}/${question.id}-test.webm`;
  await adminBucket().file(path).save(webmAudio(1_000), { contentType: "audio/webm", resumable: false });
  await answerDoc(question.id).set({
    question_id: question.id,
    section_type: question.section_type,
    is_practice: false,
    option_ids: [],
    answer_text: null,
    audio_path: path,
    audio_sha256: `sha-${question.id}`,
    is_correct: isCorrect,
    needs_review: isCorrect === null,
    answered_at: Timestamp.fromMillis(Date.now() - daysAgo * DAY_MS),
    memory_view_ms: null,
    marked_by: isCorrect === null ? null : "person",
  });
  return path;
}

beforeAll(async () => {
  const parent = await onboardedUser("parent");
  const child = await added(parent, { ...CHILD, date_of_birth: dateOfBirthForAge(9) });
  const assessment = await assessmentForAge(parent, 9);
  const { body: result } = await getOrCreate(parent, { participant_id: child.id, assessment_id: assessment.id });
  resultId = result.id;
  const [first, second, third] = recordingQuestions(result).filter((q) => !q.is_practice);
  if (!first || !second || !third) throw new Error("the test needs three scored recording questions");
  Object.assign(questions, { markedOld: first.id, waitingOld: second.id, recent: third.id });
  paths.markedOld = await storeRecording(first, RETENTION.recordingDays + 1, true);
  paths.waitingOld = await storeRecording(second, RETENTION.recordingDays + 1, null);
  paths.recent = await storeRecording(third, RETENTION.recordingDays - 1, false);
}, 60_000);

describe("the retention run", () => {
  it("in a dry run, counts the recordings it would delete and deletes nothing", async () => {
    const [report] = await retentionRun("--dry-run");
    expect(report).toMatchObject({ job: "recordings", dry_run: true });
    expect(report!.deleted).toBeGreaterThanOrEqual(2);
    expect(await fileExists(paths.markedOld)).toBe(true);
    expect((await answerDoc(questions.waitingOld).get()).get("audio_path")).toBe(paths.waitingOld);
  });

  it("deletes recordings older than 90 days, keeps their marks, leaves the unmarked one saying why, and keeps an 89-day-old one", async () => {
    const [report] = await retentionRun();
    expect(report).toMatchObject({ job: "recordings", dry_run: false });
    expect(report!.deleted).toBeGreaterThanOrEqual(2);
    expect(report!.unmarked).toBeGreaterThanOrEqual(1);

    expect(await fileExists(paths.markedOld)).toBe(false);
    expect((await answerDoc(questions.markedOld).get()).data()).toMatchObject({ audio_path: null, is_correct: true, marked_by: "person", recording_deleted_at: expect.any(Timestamp) });

    expect(await fileExists(paths.waitingOld)).toBe(false);
    expect((await answerDoc(questions.waitingOld).get()).data()).toMatchObject({ audio_path: null, is_correct: null, needs_review: false, unmarked_reason: "recording_deleted" });

    expect(await fileExists(paths.recent)).toBe(true);
    expect((await answerDoc(questions.recent).get()).data()).toMatchObject({ audio_path: paths.recent, is_correct: false });

    // The run is recorded as counts alone.
    const runs = await adminDb().collection("retention_runs").where("job", "==", "recordings").get();
    const recorded = runs.docs.map((doc) => doc.data()).find((run) => run.dry_run === false);
    expect(recorded).toMatchObject({ deleted: report!.deleted, unmarked: report!.unmarked, ran_at: expect.any(Timestamp) });
    expect(JSON.stringify(runs.docs.map((doc) => doc.data()))).not.toContain(resultId);
  });

  it("run again, deletes nothing more", async () => {
    const [report] = await retentionRun();
    expect(report).toMatchObject({ job: "recordings", deleted: 0, unmarked: 0 });
    expect(await fileExists(paths.recent)).toBe(true);
  });
});

describe("the retention run, for accounts nobody uses", () => {
  const YEAR_MS = 365 * DAY_MS;
  const idle = { uid: `idle-${Date.now()}`, email: `idle-${Date.now()}@example.com` };
  const participantId = `idle-child-${Date.now()}`;
  const recording = `recordings/${idle.uid}/idle-result/1-test.webm`;

  // One who reads ReadBright in Spanish, idle as long.
  const idleEs = { uid: `idle-es-${Date.now()}`, email: `idle-es-${Date.now()}@example.com` };
  const profile = () => adminDb().collection("profiles").doc(idle.uid);
  const warningsTo = async (email: string) => (await adminDb().collection("mail").where("to", "array-contains", email).get()).docs.map((doc) => doc.data());

  beforeAll(async () => {
    // Last signed in three years and a day ago, with a child and a recording of theirs.
    await adminAuth().importUsers([{ uid: idle.uid, email: idle.email, emailVerified: true, metadata: { creationTime: new Date(Date.now() - 4 * YEAR_MS).toUTCString(), lastSignInTime: new Date(Date.now() - RETENTION.idleAccountYears * YEAR_MS - DAY_MS).toUTCString() } }]);
    await profile().set({ first_name: "Ida", last_name: "Idle", user_type: "parent", user_subtype: "parent", email: idle.email });
    await adminAuth().importUsers([{ uid: idleEs.uid, email: idleEs.email, emailVerified: true, metadata: { creationTime: new Date(Date.now() - 4 * YEAR_MS).toUTCString(), lastSignInTime: new Date(Date.now() - RETENTION.idleAccountYears * YEAR_MS - DAY_MS).toUTCString() } }]);
    await adminDb().collection("profiles").doc(idleEs.uid).set({ first_name: "Inés", last_name: "Inactiva", user_type: "parent", user_subtype: "parent", email: idleEs.email, language: "es" });
    await adminDb().collection("participants").doc(participantId).set({ name: "Idle Child", owner_uid: idle.uid, school_id: null, organization_id: null, gender: "female", date_of_birth: null });
    await adminDb().collection("assessment_results").doc("idle-result").set({ participant_id: participantId, owner_uid: idle.uid, school_id: null, organization_id: null, status: "completed", participant: { id: participantId, name: "Idle Child" }, assessment_id: "age-8-10-v1", created_at: Timestamp.fromMillis(Date.now() - 4 * YEAR_MS) });
    await adminBucket().file(recording).save(webmAudio(500), { contentType: "audio/webm", resumable: false });
  }, 60_000);

  it("warns the holder of an account idle for three years, and keeps it for the warning's 30 days", async () => {
    const active = await onboardedUser("parent");
    const [, report] = await retentionRun();
    expect(report).toMatchObject({ job: "idle_accounts" });
    expect(report!.warned).toBeGreaterThanOrEqual(1);
    const [mail] = await warningsTo(idle.email);
    expect(mail?.message.subject).toBe("Your ReadBright account will be deleted unless you sign in");
    expect((await profile().get()).get("idle_warning_sent_at")).toBeInstanceOf(Timestamp);
    expect((await adminAuth().getUser(idle.uid)).uid).toBe(idle.uid);
    // Someone who signed in just now is neither warned nor touched.
    expect(await warningsTo(active.email)).toEqual([]);

    // Run again the same day: no second warning.
    await retentionRun();
    expect(await warningsTo(idle.email)).toHaveLength(1);
  });

  it("warned the holder of an account that reads ReadBright in Spanish in Spanish, the dates as people read them", async () => {
    // Warned by the run above, once.
    const mails = await warningsTo(idleEs.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.message.subject).toBe("Su cuenta de ReadBright se eliminará si no inicia sesión");
    expect(mails[0]?.message.text).toMatch(/^Nadie ha iniciado sesión en su cuenta de ReadBright \(idle-es-\d+@example\.com\) desde el \d{1,2} de [a-z]+ de \d{4}\./);
    expect(mails[0]?.message.text).toMatch(/Su cuenta se eliminará el \d{1,2} de [a-z]+ de \d{4} o después\./);
    // The English warning above stays English.
    expect((await warningsTo(idle.email))[0]?.message.text).toMatch(/^Nobody has signed in to your ReadBright account/);
  });

  it("deletes the account with everything it owns once the warning has had its 30 days", async () => {
    await profile().update({ idle_warning_sent_at: Timestamp.fromMillis(Date.now() - RETENTION.idleWarningDays * DAY_MS - 60_000) });
    const [, report] = await retentionRun();
    expect(report!.deleted).toBeGreaterThanOrEqual(1);
    await expect(adminAuth().getUser(idle.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    expect((await profile().get()).exists).toBe(false);
    expect((await adminDb().collection("participants").doc(participantId).get()).exists).toBe(false);
    expect((await adminDb().collection("assessment_results").doc("idle-result").get()).exists).toBe(false);
    expect(await fileExists(recording)).toBe(false);

    // Its warning e-mail, which named its address, went with it.
    expect(await warningsTo(idle.email)).toEqual([]);

    const [, again] = await retentionRun();
    expect(again).toMatchObject({ job: "idle_accounts", deleted: 0 });
  });
});

describe("the retention run, for bookkeeping and contact messages", () => {
  const stamp = Date.now();
  const HOUR_MS = 60 * 60 * 1000;
  const doc = (path: string) => adminDb().doc(path);
  const exists = async (path: string) => (await doc(path).get()).exists;
  const paths = {
    expiredLimit: `rate_limits/expired-${stamp}`,
    liveLimit: `rate_limits/live-${stamp}`,
    expiredKey: `idempotency_keys/expired-${stamp}`,
    oldMessage: `contact_messages/old-${stamp}`,
    oldMail: `mail/old-${stamp}`,
    oldAck: `mail/old-${stamp}-ack`,
    newMessage: `contact_messages/new-${stamp}`,
    newMail: `mail/new-${stamp}`,
    newAck: `mail/new-${stamp}-ack`,
    oldEvent: `audit_events/old-${stamp}`,
    newEvent: `audit_events/new-${stamp}`,
    oldDayKey: `address_keys/2000-01-${String((stamp % 28) + 1).padStart(2, "0")}`,
  };
  const monthsAgo = (months: number) => {
    const date = new Date();
    date.setUTCMonth(date.getUTCMonth() - months);
    return Timestamp.fromDate(date);
  };
  const expired = (report: Report[]) => report.find((r) => r.job === "expired-records") as Report & Record<string, number>;

  beforeAll(async () => {
    await doc(paths.expiredLimit).set({ scope: "contact", hits: [], expires_at: Timestamp.fromMillis(Date.now() - HOUR_MS) });
    await doc(paths.liveLimit).set({ scope: "contact", hits: [], expires_at: Timestamp.fromMillis(Date.now() + HOUR_MS) });
    await doc(paths.expiredKey).set({ uid: "someone", state: "done", expires_at: Timestamp.fromMillis(Date.now() - HOUR_MS) });
    const message = { name: "Ann", email: "ann@example.com", role: "parent", reason: "request-demo", message: "Hello", uid: null };
    await doc(paths.oldMessage).set({ ...message, created_at: monthsAgo(RETENTION.contactMessageMonths + 1) });
    await doc(paths.oldMail).set({ to: ["support@readbright.app"], message: { subject: "Contact", text: "Hello" } });
    await doc(paths.newMessage).set({ ...message, created_at: monthsAgo(RETENTION.contactMessageMonths - 1) });
    await doc(paths.newMail).set({ to: ["support@readbright.app"], message: { subject: "Contact", text: "Hello" } });
    // A signed-in sender's note that the message arrived goes with it.
    await doc(paths.oldAck).set({ to: ["ann@example.com"], message: { subject: "ReadBright: we received your message", text: "Thank you" } });
    await doc(paths.newAck).set({ to: ["ann@example.com"], message: { subject: "ReadBright: we received your message", text: "Thank you" } });
    const event = { action: "class_list_downloaded", actor_uid: "someone", actor_name: "Sam", actor_email: null, school_id: `school-${stamp}`, organization_id: null, target_type: "class", target_id: null, target_label: "Grade 4", detail: null };
    await doc(paths.oldEvent).set({ ...event, created_at: monthsAgo(RETENTION.auditEventMonths + 1) });
    await doc(paths.newEvent).set({ ...event, created_at: monthsAgo(RETENTION.auditEventMonths - 1) });
    await doc(paths.oldDayKey).set({ key: "AAAA", expires_at: Timestamp.fromMillis(Date.now() - HOUR_MS) });
    // A limited request, so today's key exists.
    expect((await apiJson("/api/student-codes/ZZZ-ZZZ-ZZZ/", { headers: newAddress() })).status).toBe(404);
  });

  it("in a dry run counts what has expired and deletes nothing", async () => {
    const report = expired(await retentionRun("--dry-run"));
    expect(report).toMatchObject({ dry_run: true });
    expect(report.rate_limits).toBeGreaterThanOrEqual(1);
    expect(report.idempotency_keys).toBeGreaterThanOrEqual(1);
    expect(report.contact_messages).toBe(1);
    expect(report.audit_events).toBeGreaterThanOrEqual(1);
    expect(report.address_keys).toBeGreaterThanOrEqual(1);
    expect(await exists(paths.expiredLimit)).toBe(true);
    expect(await exists(paths.oldEvent)).toBe(true);
    expect(await exists(paths.oldMessage)).toBe(true);
  });

  it("deletes expired rate limits, finished days' hashing keys, idempotency keys, contact messages past 12 months with their e-mails and activity-log entries past 24 months, and keeps the rest", async () => {
    const report = expired(await retentionRun());
    expect(report.contact_messages).toBe(1);
    expect(report.rate_limits).toBeGreaterThanOrEqual(1);
    expect(await exists(paths.expiredLimit)).toBe(false);
    expect(await exists(paths.expiredKey)).toBe(false);
    expect(await exists(paths.oldMessage)).toBe(false);
    expect(await exists(paths.oldMail)).toBe(false);
    expect(await exists(paths.oldAck)).toBe(false);
    expect(await exists(paths.liveLimit)).toBe(true);
    expect(await exists(paths.newMessage)).toBe(true);
    expect(await exists(paths.newMail)).toBe(true);
    expect(await exists(paths.newAck)).toBe(true);
    expect(await exists(paths.oldEvent)).toBe(false);
    expect(await exists(paths.newEvent)).toBe(true);
    expect(await exists(paths.oldDayKey)).toBe(false);
    // Today's key stays: the limits of the day still use it.
    expect(await exists(`address_keys/${new Date().toISOString().slice(0, 10)}`)).toBe(true);

    expect(expired(await retentionRun())).toMatchObject({ contact_messages: 0, idempotency_keys: 0 });
  });
});
