// Takes a participant of the demo parent through a whole assessment over HTTP on the running local
// stack (`npm start` first), then prints the completed result. The parent picks the assessment and
// gets the result; a signed-out "device" holding only the result id takes the test. The device is not
// told the marks of scored questions (decision 0005), so they are printed from the parent's read.
//
//   node scripts/demo-assessment.mjs [--answers=mixed|correct|wrong] [--new-participant] [--language=en|es]
//
// Answers are chosen from the stored answer keys (read with the admin SDK, which only a script like
// this can do); recordings are a tiny WebM with a transcript.
import { initializeApp } from "firebase-admin/app";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts.mjs";
import { demoConsent } from "./seed-demo-consent.mjs";
import { APP_URL, EMULATOR_HOSTS, PROJECT_ID } from "./stack.mjs";

Object.assign(process.env, EMULATOR_HOSTS);
const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=")));
const strategy = args.get("answers") ?? "mixed";
// The test's language (decision 50): the Spanish bank with --language=es.
const language = args.get("language") ?? "en";
const PARENT = DEMO_ACCOUNTS.find((account) => account.uid === "demo-parent");
const DEMO_PARTICIPANT_ID = "demo-assessment-child";
// A device as production delivers it: the address Google's front end saw, then the front end (functions/src/config.ts).
const DEVICE = { "x-forwarded-for": "192.0.2.10, 66.102.8.142" };
// The start of a WebM file: an EBML header naming the webm doc type.
const WEBM = Buffer.from("1a45dfa39f4286810142f7810142f2810442f381084282847765626d428781044285810218538067", "hex");

const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, `demo-assessment-${Date.now()}`));

async function call(path, { method = "POST", json, form, token, headers = {} } = {}) {
  const init = { method, headers: { ...headers } };
  if (token) init.headers.authorization = `Bearer ${token}`;
  if (json !== undefined) {
    init.headers["content-type"] = "application/json";
    init.body = JSON.stringify(json);
  } else if (form) init.body = form;
  const response = await fetch(`${APP_URL}${path}`, init);
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${body.error ?? JSON.stringify(body)}`);
  return body;
}

async function signIn(email) {
  const url = `http://${EMULATOR_HOSTS.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`;
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }) });
  if (!response.ok) throw new Error(`Signing in ${email} failed (${response.status}): is \`npm start\` running and seeded?`);
  return (await response.json()).idToken;
}

async function demoParticipant() {
  const ref = args.has("new-participant") ? db.collection("participants").doc() : db.collection("participants").doc(DEMO_PARTICIPANT_ID);
  if (!(await ref.get()).exists) {
    await ref.set({
      name: "Sam Okafor", gender: "male", date_of_birth: Timestamp.fromDate(new Date("2017-02-14T00:00:00Z")),
      grade: null, section: null, history: null, difficulties: null,
      owner_uid: PARENT.uid, school_id: null, organization_id: null, is_self: false, created_at: Timestamp.now(),
      consent: demoConsent(PARENT, {}, Timestamp.now()),
    });
  }
  return ref.id;
}

function ageOf(dateOfBirth) {
  const now = new Date();
  const birthday = new Date(dateOfBirth);
  let age = now.getUTCFullYear() - birthday.getUTCFullYear();
  if (now.getUTCMonth() < birthday.getUTCMonth() || (now.getUTCMonth() === birthday.getUTCMonth() && now.getUTCDate() < birthday.getUTCDate())) age -= 1;
  return Math.max(0, age);
}

function isRight(question) {
  if (strategy === "correct") return true;
  if (strategy === "wrong") return false;
  return (question.id * 7) % 10 < 7; // about seven in ten, the same every run
}

async function answer(resultId, question, key) {
  const right = isRight(question);
  if (question.question_type === "recording") {
    const form = new FormData();
    form.set("assessment_result_id", resultId);
    form.set("question_id", String(question.id));
    form.set("answer_text", right ? key.accepted[0] : "something else");
    form.set("audio_recording", new Blob([WEBM], { type: "audio/webm" }), "answer.webm");
    return call("/api/answer-recording-question/", { form, headers: DEVICE });
  }
  const typed = question.question_type === "open_end" || (question.question_type === "transcript_omission" && question.options.length === 0);
  const wrongOption = question.options.find((option) => !key.option_ids.includes(option.id))?.id;
  const payload = typed
    ? { answer_text: right ? key.accepted[0] : "something else" }
    : { option_ids: right ? (question.question_type === "multiple_select" ? key.option_ids : key.option_ids.slice(0, 1)) : [wrongOption] };
  return call("/api/answer-question/", { json: { assessment_result_id: resultId, question_id: question.id, ...payload }, headers: DEVICE });
}

async function main() {
  const token = await signIn(PARENT.email);
  const participantId = await demoParticipant();
  const participant = (await db.collection("participants").doc(participantId).get()).data();
  const age = ageOf(participant.date_of_birth.toDate());
  const assessment = await call(`/api/assessments/by-age/?age=${age}&language=${encodeURIComponent(language)}`, { method: "GET", token });
  console.log(`Parent ${PARENT.email}: ${participant.name}, ${age}, gets "${assessment.title}" (${assessment.questions.length} questions)`);

  let result;
  try {
    result = await call("/api/assessment-results/get-or-create/", { token, json: { participant_id: participantId, assessment_id: assessment.id, language } });
  } catch (err) {
    console.error(`${err.message}\nRun again with --new-participant to test someone else.`);
    process.exit(1);
  }
  console.log(`Result ${result.id} (${result.status}); test link: ${APP_URL}/assessment/${result.id}`);

  // From here on the device has no token: the result id is all it holds.
  await call("/api/start-assessment/", { json: { assessment_result_id: result.id }, headers: DEVICE });
  const keys = new Map((await db.collection("answer_keys").where("assessment_id", "==", assessment.id).get()).docs.map((doc) => [doc.get("question_id"), doc.data()]));
  const progress = await call(`/api/get-assessment-result-by-id/${result.id}/`, { method: "GET", headers: DEVICE });
  const answered = new Set(progress.answers.map((a) => a.question_id));
  // Each question once: the first answer to a scored question is final.
  for (const question of progress.questions) {
    if (!answered.has(question.id)) await answer(result.id, question, keys.get(question.id));
  }
  await call("/api/complete-assessment/", { json: { assessment_result_id: result.id }, headers: DEVICE });

  const completed = await call(`/api/get-assessment-result-by-id/${result.id}/`, { method: "GET", token });
  const marks = new Map(completed.answers.map((a) => [a.question_id, a.is_correct]));
  for (const question of completed.questions) {
    const mark = marks.get(question.id);
    console.log(`  ${String(question.id).padEnd(4)} ${question.section_type.padEnd(23)} ${question.question_type.padEnd(20)} ${mark === null ? "for review" : mark ? "right" : "wrong"}`);
  }
  const { questions: _questions, answers, ...summary } = completed;
  console.log(JSON.stringify({ ...summary, answers: `${answers.length} answers` }, null, 2));
}

main().then(() => process.exit(0), (err) => {
  console.error(err.message);
  process.exit(1);
});
