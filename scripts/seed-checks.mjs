// What the demo seed promises (README, Demo accounts), checked over the API of a running `npm start`
// by scripts/check-restart.mjs: after the first start, the school admin's My Teachers lists an accepted
// and a pending teacher, the accepted teacher can log in and sees the school's students, and the
// results are spread over months; after a restart, nothing was added or changed and the demo people
// deleted in between stay deleted. Each check returns the failures it found instead of throwing, so
// the caller can stop the app before reporting them.
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TEACHERS } from "./demo-accounts.mjs";
import { DAY_MS } from "./seed-demo-dates.mjs";
import { DEMO_PARTICIPANTS } from "./seed-demo-participants.mjs";
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
  return { accounts, teachers };
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
    };
    for (const key of [...Object.keys(expected.accounts), "teachers"]) {
      const want = JSON.stringify(key === "teachers" ? expected.teachers : expected.accounts[key]);
      const got = JSON.stringify(key === "teachers" ? after.teachers : after.accounts[key]);
      expect(want === got, `after a restart ${key} changed:\n    expected ${want}\n    found    ${got}`);
    }
    return after;
  });
}
