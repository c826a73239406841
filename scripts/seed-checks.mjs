// What the demo seed promises (README, Demo accounts), checked over the API of a running `npm start`
// by scripts/check-restart.mjs: after the first start, the school admin's My Teachers lists an accepted
// and a pending teacher, the accepted teacher can log in and sees the school's students, the results
// are spread over months, and spoken answers were marked by the recogniser or wait for review, with
// their recordings in Storage for the admin and the teacher to hear; after a restart, nothing was added
// or changed (a waiting recording plays the same bytes) and the demo people deleted in between stay
// deleted. Each check returns the failures it found instead of throwing, so the caller can stop the app
// before reporting them.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TEACHERS } from "./demo-accounts.mjs";
import { DAY_MS } from "./seed-demo-dates.mjs";
import { DEMO_PARTICIPANTS } from "./seed-demo-participants.mjs";
import { SILENT_WEBM } from "./seed-demo-recordings.mjs";
import { APP_URL, EMULATOR_HOSTS } from "./stack.mjs";

const SCHOOL = DEMO_ACCOUNTS.find((account) => account.uid === "demo-school");
const [ACCEPTED, PENDING] = DEMO_TEACHERS;
/** The student deleted between the two starts (not_started, so the school keeps all its completed results). */
const DELETED_STUDENT = DEMO_PARTICIPANTS["demo-school"].find((spec) => spec.result === "not_started").id;

async function signIn(email) {
  const url = `http://${EMULATOR_HOSTS.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`;
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }) });
  if (!response.ok) throw new Error(`${email} cannot log in with the demo password (${response.status})`);
  return (await response.json()).idToken;
}

async function api(token, path, method = "GET") {
  const response = await fetch(`${APP_URL}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.status === 204 ? null : response.json();
}

/** Spoken answers waiting for review in a result's scores (null until completed). */
const pendingOf = (result) => Object.values(result.section_scores ?? {}).reduce((sum, section) => sum + section.pending, 0);
const spokenItems = async (token, result) => (await api(token, `/api/assessment-results/${result.id}/reviews/`)).items;

/** A recording as the Review page plays it: GET /api/assessment-results/{id}/recordings/{question_id}/. */
async function recording(token, resultId, questionId) {
  const response = await fetch(`${APP_URL}/api/assessment-results/${resultId}/recordings/${questionId}/`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`the recording of ${resultId} question ${questionId} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { result_id: resultId, question_id: questionId, content_type: response.headers.get("content-type"), size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex"), bytes };
}

/** The school's first waiting recording (results by id, questions in order): the same one before and after a restart. */
async function waitingRecording(token, results) {
  for (const result of [...results].sort((a, b) => a.id.localeCompare(b.id))) {
    if (result.status !== "completed" || pendingOf(result) === 0) continue;
    const item = (await spokenItems(token, result)).find((i) => i.needs_review);
    if (item) return recording(token, result.id, item.question_id);
  }
  return null;
}

/** The seed speaks with espeak-ng and ffmpeg; without them its recordings are silent (seed-demo-recordings.mjs). */
const canSpeak = () => [["espeak-ng", "--version"], ["ffmpeg", "-version"]].every(([tool, flag]) => spawnSync(tool, [flag], { stdio: "ignore" }).status === 0);

/** Runs the checks, collecting failures; an exception (the API not answering, say) is one failure. */
async function collect(run) {
  const failures = [];
  const expect = (ok, message) => {
    if (!ok) failures.push(message);
  };
  try {
    const snapshot = await run(expect);
    return { failures, snapshot };
  } catch (err) {
    return { failures: [...failures, err.message], snapshot: null };
  }
}

/** What a restart must leave as it was: every demo account's results and people, and the school's teachers. */
async function snapshotOf(tokens) {
  const accounts = {};
  for (const account of DEMO_ACCOUNTS) {
    const results = await api(tokens[account.uid], "/api/assessment-results/");
    const participants = await api(tokens[account.uid], "/api/participants/");
    accounts[account.uid] = {
      results: results.map((r) => ({ id: r.id, participant_id: r.participant_id, status: r.status, risk_level: r.risk_level, created_at: r.created_at, started_at: r.started_at, completed_at: r.completed_at })).sort((a, b) => a.id.localeCompare(b.id)),
      participants: participants.map((p) => p.id).sort(),
    };
  }
  const teachers = (await api(tokens["demo-school"], "/api/subusers/")).map((t) => ({ id: t.id, first_name: t.first_name, invite_status: t.invite_status }));
  const found = await waitingRecording(tokens["demo-school"], await api(tokens["demo-school"], "/api/assessment-results/"));
  const { bytes: _bytes, ...recorded } = found ?? {};
  return { accounts, teachers, recording: found ? recorded : null };
}

async function logIns() {
  const tokens = {};
  for (const account of DEMO_ACCOUNTS) tokens[account.uid] = await signIn(account.email);
  return tokens;
}

/**
 * After the first start: the seeded teachers and dates. Then deletes the pending teacher and one
 * student, as a user could from the Users and My Tests pages, for checkReseeded to look for.
 */
export function checkSeeded(now = Date.now()) {
  return collect(async (expect) => {
    const tokens = await logIns();
    const admin = tokens["demo-school"];

    const teachers = await api(admin, "/api/subusers/");
    expect(teachers.length === 2, `My Teachers lists ${teachers.length} teachers, not 2`);
    const accepted = teachers.find((t) => t.user_email === ACCEPTED.email);
    const pending = teachers.find((t) => t.user_email === PENDING.email);
    expect(accepted?.first_name === ACCEPTED.profile.first_name && accepted?.last_name === ACCEPTED.profile.last_name && accepted?.invite_status === "Accepted", `the accepted teacher reads ${JSON.stringify(accepted)}`);
    expect(pending && pending.first_name === null && pending.invite_status === "Pending", `the pending teacher reads ${JSON.stringify(pending)}`);

    const results = await api(admin, "/api/assessment-results/");
    const completed = results.filter((r) => r.status === "completed").map((r) => Date.parse(r.completed_at));
    expect(completed.length === 8, `the school has ${completed.length} completed results, not 8`);
    const span = Math.max(...completed) - Math.min(...completed);
    expect(span > 31 * DAY_MS, `the school's completed_at dates span ${(span / DAY_MS).toFixed(1)} days, not more than a month`);
    for (const r of results) {
      const times = [r.created_at, r.started_at, r.completed_at].filter(Boolean).map(Date.parse);
      expect(times.every((t, i) => t < now && t > now - 200 * DAY_MS && (i === 0 || t > times[i - 1])), `${r.participant.name}'s result is dated ${times.map((t) => new Date(t).toISOString())}`);
    }

    // The accepted teacher logs in with the demo password and sees the school's students and results.
    const teacher = await signIn(ACCEPTED.email);
    const profile = await api(teacher, "/api/profile/");
    expect(profile.onboarding_state === "complete" && profile.school === SCHOOL.school.id, `the teacher's profile reads ${profile.onboarding_state}, school ${profile.school}`);
    const seen = (await api(teacher, "/api/participants/")).map((p) => p.id).sort();
    const students = (await api(admin, "/api/participants/")).map((p) => p.id).sort();
    expect(seen.length === 12 && JSON.stringify(seen) === JSON.stringify(students), `the teacher sees ${seen.length} participants, the admin ${students.length}`);
    expect((await api(teacher, "/api/assessment-results/")).length === results.length, "the teacher does not see the school's results");

    // Spoken answers: tests with recordings waiting for review, completed and in progress, wrong ones the
    // recogniser marked and right ones a person marked; a completed result's pending count is its waiting recordings.
    const waiting = results.filter((r) => r.status === "completed" && pendingOf(r) > 0);
    expect(waiting.length >= 2, `${waiting.length} of the school's completed results have spoken answers waiting, not 2 or more`);
    const marks = [];
    let waitingInProgress = 0;
    for (const r of results.filter((r) => r.status === "completed" || r.status === "in_progress")) {
      const items = await spokenItems(admin, r);
      const waits = items.filter((i) => i.needs_review).length;
      if (r.status === "completed") expect(waits === pendingOf(r), `${r.participant.name}'s result has ${waits} spoken answers waiting but ${pendingOf(r)} pending`);
      else if (waits > 0) waitingInProgress += 1;
      marks.push(...items.filter((i) => i.marked_by !== null).map((i) => `${i.marked_by}:${i.is_correct}`));
    }
    expect(waitingInProgress >= 1, "no test in progress at the school has a spoken answer waiting");
    expect(marks.includes("person:false") && marks.includes("person:true") && !marks.some((m) => m.startsWith("speech:")), `the school's spoken marks are ${JSON.stringify([...new Set(marks)])}: not right and wrong ones by a person only (the recogniser marks nothing: decision 33)`);
    const heard = await waitingRecording(admin, results);
    expect(heard !== null, "no waiting spoken answer of the school has a recording");
    if (heard) {
      expect(heard.content_type === "audio/webm" && heard.bytes.subarray(0, 4).equals(SILENT_WEBM.subarray(0, 4)), `the waiting recording is ${heard.content_type}, starting ${heard.bytes.subarray(0, 4).toString("hex")}, not WebM`);
      if (canSpeak()) expect(heard.size > 1000, `the waiting recording is ${heard.size} bytes: not spoken`);
      const byTeacher = await recording(teacher, heard.result_id, heard.question_id);
      expect(byTeacher.sha256 === heard.sha256, "the teacher does not hear the recording the admin hears");
    }

    const before = await snapshotOf(tokens);
    await api(admin, `/api/subusers/${pending.id}`, "DELETE");
    await api(admin, `/api/participants/${DELETED_STUDENT}`, "DELETE");
    return before;
  });
}

/** After a restart: the first start's data less what was deleted, no more and unchanged. */
export function checkReseeded(before) {
  return collect(async (expect) => {
    const after = await snapshotOf(await logIns());
    const school = before.accounts["demo-school"];
    const expected = {
      accounts: {
        ...before.accounts,
        "demo-school": {
          results: school.results.filter((r) => r.participant_id !== DELETED_STUDENT),
          participants: school.participants.filter((id) => id !== DELETED_STUDENT),
        },
      },
      teachers: before.teachers.filter((t) => t.invite_status === "Accepted"),
      recording: before.recording,
    };
    for (const key of [...Object.keys(expected.accounts), "teachers", "recording"]) {
      const want = JSON.stringify(key in expected.accounts ? expected.accounts[key] : expected[key]);
      const got = JSON.stringify(key in after.accounts ? after.accounts[key] : after[key]);
      expect(want === got, `after a restart ${key} changed:\n    expected ${want}\n    found    ${got}`);
    }
    return after;
  });
}
