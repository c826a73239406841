// Demo data for the demo accounts, so every dashboard has something to show: a parent's
// children, an individual's own result, a school's classes with Student IDs, a professional's clients.
//
// Participants are written with the admin SDK under fixed ids (the layout of
// functions/src/services/participants/repositories/participant-write-repository.ts); their results go through the real API
// over HTTP, as scripts/demo-assessment.mjs does, so the server creates, answers, completes and scores
// them; seed-demo-answers.mjs plans the answers. Spoken answers are real recordings, stored with the
// admin SDK with the mark planned for them (seed-demo-recordings.mjs), so some were marked by the
// recogniser and some wait for review. The API dates everything now, so once a result is
// where the seed wants it, its dates (and its answers') are moved back with the admin SDK to the ones
// seed-demo-dates.mjs plans, spread over six months; participants are written with their
// planned registration date.
// Idempotent: an account whose demo participants (any of them) exist gets nothing new, so a
// restart never duplicates, overwrites or brings back anything. (A participant whose result an
// interrupted seed left unfinished still carries `demo_seed_pending` and is finished, and dated,
// next time.)
import { randomInt } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts.mjs";
import { demoConsent } from "./seed-demo-consent.mjs";
import { planAnswers } from "./seed-demo-answers.mjs";
import { answeredAt, planDates, startOfUtcDay } from "./seed-demo-dates.mjs";
import { DEMO_PARTICIPANTS } from "./seed-demo-participants.mjs";
import { createVoice, saveRecordedAnswer } from "./seed-demo-recordings.mjs";
import { APP_URL, EMULATOR_HOSTS } from "./stack.mjs";

// Same alphabet and length as domain/src/student-code.ts (stored without the dashes people see).
const STUDENT_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const STUDENT_CODE_LENGTH = 9;
// A device as production delivers it: the address Google's front end saw, then the front end (functions/src/config.ts).
const DEVICE = { "x-forwarded-for": "192.0.2.20, 66.102.8.142" };
/**
 * How many results are answered at once (answers to one result go one after another: they share a
 * transaction). The emulators are CPU-bound; more than this only adds cold function workers.
 */
const PARALLEL_RESULTS = 10;
const ATTEMPTS = 4;
/**
 * Set on a demo participant until its result is where the seed wants it, so a seed stopped half way
 * (Ctrl-C, a crash) finishes that participant on the next start instead of leaving it half done. It
 * holds the day of the seed that created the participant, which its dates are planned from.
 */
const PENDING = "demo_seed_pending";

/** One API request; a 5xx or a dropped connection is tried again (every call here is safe to repeat). */
async function call(path, { method = "POST", json, form, token } = {}, attempt = 1) {
  const init = { method, headers: { ...DEVICE } };
  if (token) init.headers.authorization = `Bearer ${token}`;
  if (json !== undefined) {
    init.headers["content-type"] = "application/json";
    init.body = JSON.stringify(json);
  } else if (form) init.body = form;
  let response;
  try {
    response = await fetch(`${APP_URL}${path}`, init);
  } catch (err) {
    if (attempt < ATTEMPTS) return retry(path, { method, json, form, token }, attempt);
    throw err;
  }
  const body = await response.json().catch(() => ({}));
  if (response.status >= 500 && attempt < ATTEMPTS) return retry(path, { method, json, form, token }, attempt);
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${body.error ?? JSON.stringify(body)}`);
  return body;
}

async function retry(path, options, attempt) {
  await new Promise((r) => setTimeout(r, 250 * attempt));
  return call(path, options, attempt + 1);
}

async function signIn(email) {
  const url = `http://${EMULATOR_HOSTS.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`;
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }) });
  if (!response.ok) throw new Error(`Signing in ${email} failed (${response.status})`);
  return (await response.json()).idToken;
}

/** A date of birth `years` years and `months` months before today, at 00:00 UTC, so the age stays right whenever the seed runs. */
function dateOfBirth({ years, months = 0 }) {
  const now = new Date();
  return Timestamp.fromDate(new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth() - months, Math.min(now.getUTCDate(), 28))));
}

function ageOf(date) {
  const now = new Date();
  let age = now.getUTCFullYear() - date.getUTCFullYear();
  if (now.getUTCMonth() < date.getUTCMonth() || (now.getUTCMonth() === date.getUTCMonth() && now.getUTCDate() < date.getUTCDate())) age -= 1;
  return age;
}

function newStudentCode() {
  let code = "";
  for (let i = 0; i < STUDENT_CODE_LENGTH; i += 1) code += STUDENT_CODE_ALPHABET[randomInt(STUDENT_CODE_ALPHABET.length)];
  return code;
}

/** The participant document as the API writes it (participant-write-repository.ts). */
function participantData(account, spec) {
  const seedDay = startOfUtcDay(Date.now());
  const registered = Timestamp.fromDate(planDates(spec, seedDay).registered);
  const dob = spec.date_of_birth ? Timestamp.fromDate(new Date(`${spec.date_of_birth}T00:00:00Z`)) : dateOfBirth(spec.age);
  return {
    name: spec.name,
    gender: spec.gender,
    date_of_birth: dob,
    grade: spec.grade ?? null,
    section: spec.section ?? null,
    history: spec.history ?? null,
    difficulties: spec.difficulties ?? null,
    owner_uid: account.uid,
    school_id: account.school?.id ?? null,
    organization_id: account.organization ? account.uid : null,
    is_self: spec.is_self === true,
    consent: demoConsent(account, spec, registered),
    student_code: null,
    // As the functions create a participant: no completed screening yet (docs/decisions/0024).
    completed_screenings: {},
    latest_risk_level: null,
    risk_move: null,
    created_at: registered,
    updated_at: registered,
    [PENDING]: seedDay,
  };
}

/**
 * Creates an account's demo participants, all in one transaction, unless any of them (or, for an
 * individual, any own participant) exists already: then nothing is created, so people deleted from the
 * demo data stay deleted. A school's students get Student IDs reserved in student_codes/{code}.
 * Returns the participants whose results are still to be made: all of them when just created, else
 * those an interrupted seed left pending.
 */
async function createParticipants(db, account, specs) {
  if (specs.some((spec) => spec.is_self)) {
    const existing = await db.collection("participants").where("owner_uid", "==", account.uid).where("is_self", "==", true).limit(1).get();
    if (!existing.empty && !specs.some((spec) => spec.id === existing.docs[0].id)) return [];
  }
  const refs = specs.map((spec) => db.collection("participants").doc(spec.id));
  return db.runTransaction(async (tx) => {
    const snapshots = await tx.getAll(...refs);
    if (snapshots.some((snapshot) => snapshot.exists)) {
      return snapshots.flatMap((snapshot, i) => (snapshot.get(PENDING) !== undefined ? [{ spec: specs[i], data: snapshot.data() }] : []));
    }
    const created = specs.map((spec) => ({ spec, data: participantData(account, spec) }));
    if (account.school) {
      const taken = new Set();
      for (const { data } of created) {
        for (let attempt = 0; attempt < 8 && data.student_code === null; attempt += 1) {
          const candidate = newStudentCode();
          if (!taken.has(candidate) && !(await tx.get(db.collection("student_codes").doc(candidate))).exists) data.student_code = candidate;
        }
        if (data.student_code === null) throw new Error("No free student code found");
        taken.add(data.student_code);
      }
    }
    created.forEach(({ data }, i) => {
      tx.create(refs[i], data);
      if (data.student_code) tx.create(db.collection("student_codes").doc(data.student_code), { participant_id: refs[i].id, school_id: account.school.id, created_at: data.created_at });
    });
    return created;
  });
}

/** The assessment for an age with its answer keys, fetched once per age band. */
function assessmentCache(db) {
  const byId = new Map();
  const byAge = new Map();
  return (age, token) => {
    if (!byAge.has(age)) {
      byAge.set(age, (async () => {
        const assessment = await call(`/api/assessments/by-age/?age=${age}`, { method: "GET", token });
        if (!byId.has(assessment.id)) {
          // by-age wrote the assessment and its keys (content seeding is lazy), so they can be read now.
          byId.set(assessment.id, db.collection("answer_keys").where("assessment_id", "==", assessment.id).get().then((snapshot) => {
            const keys = new Map(snapshot.docs.map((doc) => [doc.get("question_id"), doc.data()]));
            const missing = assessment.questions.filter((q) => !keys.has(q.id)).length;
            if (missing > 0) throw new Error(`${missing} answer keys of ${assessment.id} are missing from Firestore`);
            return keys;
          }));
        }
        return { assessment, keys: await byId.get(assessment.id) };
      })());
    }
    return byAge.get(age);
  };
}

/** Sends one planned answer (seed-demo-answers.mjs); a recording is spoken and stored with its planned mark. */
async function answer({ token, db, bucket, voice }, resultId, planned, key) {
  const { question, right } = planned;
  if (question.question_type === "recording") return saveRecordedAnswer(db, bucket, resultId, planned, await voice.audioFor(planned.said));
  const typed = question.question_type === "open_end" || (question.question_type === "transcript_omission" && question.options.length === 0);
  const wrongOption = question.options.find((option) => !key.option_ids.includes(option.id))?.id;
  const payload = typed
    ? { answer_text: right ? key.accepted[0] : "something else" }
    : { option_ids: right ? (question.question_type === "multiple_select" ? key.option_ids : key.option_ids.slice(0, 1)) : [wrongOption] };
  return call("/api/answer-question/", { json: { assessment_result_id: resultId, question_id: question.id, ...payload }, token });
}

/** Takes one participant's result as far as the spec says: not_started, in_progress or completed with a risk level. */
async function runResult(db, job, tools) {
  try {
    const done = await takeResult(db, job, tools);
    await backdate(db, job);
    await db.collection("participants").doc(job.participantId).update({ [PENDING]: FieldValue.delete() });
    return done;
  } catch (err) {
    // Left pending: the next start finishes it. Demo data is not worth stopping the app for.
    return { ...job, status: "failed", error: err.message };
  }
}

/**
 * Moves the participant's results (created, started, completed), their answers and the latest-result
 * pointer to the planned dates. Writes the same values however often it runs for a participant: the
 * plan is anchored on the day of the seed that created the participant.
 */
async function backdate(db, { participantId, data, spec }) {
  // Pending since an earlier version of the seed (`true`): planned from today.
  const seedDay = typeof data[PENDING] === "number" ? data[PENDING] : startOfUtcDay(Date.now());
  const dates = planDates(spec, seedDay);
  const stamp = (date) => Timestamp.fromDate(date);
  const results = await db.collection("assessment_results").where("participant_id", "==", participantId).get();
  for (const result of results.docs) {
    const batch = db.batch();
    const change = { created_at: stamp(dates.created) };
    if (result.get("started_at") && dates.started) change.started_at = stamp(dates.started);
    if (result.get("completed_at") && dates.completed) change.completed_at = stamp(dates.completed);
    batch.update(result.ref, change);
    if (change.started_at) {
      const answers = (await result.ref.collection("answers").get()).docs;
      answers.sort((a, b) => a.get("answered_at").toMillis() - b.get("answered_at").toMillis());
      answers.forEach((answer, i) => {
        const at = stamp(answeredAt(dates, i, answers.length));
        // The recogniser marks a recording as it is answered.
        batch.update(answer.ref, answer.get("marked_by") === "speech" ? { answered_at: at, marked_at: at } : { answered_at: at });
      });
    }
    const pointer = db.collection("latest_results").doc(`${participantId}__${result.get("assessment_id")}`);
    if ((await pointer.get()).get("result_id") === result.id) batch.update(pointer, { updated_at: change.created_at });
    await batch.commit();
  }
}

async function takeResult(db, job, { assessmentFor, bucket, voice }) {
  const { token, participantId, data, spec } = job;
  const { assessment, keys } = await assessmentFor(ageOf(data.date_of_birth.toDate()), token);
  // Resuming an interrupted seed: a result it already completed must not become a second attempt.
  const history = await db.collection("assessment_results").where("participant_id", "==", participantId).get();
  const finished = history.docs.find((doc) => doc.get("status") === "completed");
  if (finished) return { ...job, status: "completed", risk_level: finished.get("risk_level") ?? null };
  const result = await call("/api/assessment-results/get-or-create/", { token, json: { participant_id: participantId, assessment_id: assessment.id } });
  if (spec.result === "not_started") return { ...job, status: result.status };
  await call("/api/start-assessment/", { json: { assessment_result_id: result.id }, token });
  const plan = planAnswers(assessment.questions.filter((q) => !q.is_practice), keys, spec);
  // A resumed seed skips what it answered before: the first answer to a scored question is final.
  const answered = new Set(result.answers.map((a) => a.question_id));
  for (const planned of plan) {
    if (!answered.has(planned.question.id)) await answer({ token, db, bucket, voice }, result.id, planned, keys.get(planned.question.id));
  }
  if (spec.result === "in_progress") return { ...job, status: "in_progress" };
  const completed = await call("/api/complete-assessment/", { json: { assessment_result_id: result.id }, token });
  return { ...job, status: completed.status, risk_level: completed.risk_level ?? null };
}

async function inParallel(items, limit, work) {
  const out = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Seeds the demo participants and their results; returns one line per participant it created. `bucket`
 * is the default Storage bucket, where the recordings go.
 */
export async function seedDemoData(db, bucket) {
  const jobs = [];
  for (const account of DEMO_ACCOUNTS) {
    const specs = DEMO_PARTICIPANTS[account.uid] ?? [];
    if (specs.length === 0) continue;
    const created = await createParticipants(db, { ...account, organization: account.profile.user_subtype === "organization_admin" }, specs);
    if (created.length === 0) continue;
    const token = await signIn(account.email);
    for (const { spec, data } of created) jobs.push({ account: account.uid, token, participantId: spec.id, data, spec });
  }
  if (jobs.length === 0) return [];
  const voice = createVoice();
  const tools = { assessmentFor: assessmentCache(db), bucket, voice };
  const done = await inParallel(jobs, PARALLEL_RESULTS, (job) => runResult(db, job, tools)).finally(() => voice.close());
  return done.map((job) => ({ account: job.account, participant: job.participantId, name: job.data.name, status: job.status, risk_level: job.risk_level ?? null, wanted: job.spec.result, error: job.error ?? null }));
}
