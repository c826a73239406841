// Who may call what: every route (every contract of domain/src/api/), called by each kind of caller, answers the
// status in the table below. Columns: signed out, unverified email, the owner (a school admin who
// registered the student), a teacher of the same school, another parent, another school's admin, another
// organization's admin, and a test-taker device (no token; it holds the result id, as the link gives it).
// Result-scoped routes are capabilities (docs/decisions/0005): whoever holds the id may take that test.
import { readdirSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../fixtures/api";
import { answerAll, answerFor, answerKeys, isRecording, newAddress, postRecording, webm } from "../fixtures/assessments";
import type { Key } from "../fixtures/assessments";
import { csvFile, uploadCsv } from "../fixtures/csv-upload";
import { CHILD } from "../fixtures/participant-accounts";
import { SCHOOL } from "../fixtures/profiles";
import { ACTORS, buildWorld, newInvitee, newTarget, PARENT_TILE, tokenOf } from "../fixtures/security-world";
import type { Actor, Target, World } from "../fixtures/security-world";
import { signInAgain, uniqueEmail } from "../fixtures/users";

interface Call {
  world: World;
  actor: Actor;
  token: string | undefined;
  /** The shared student and open test; `fresh()` makes a new one for calls that use theirs up. */
  target: Target;
  fresh: () => Promise<Target>;
  keys: Map<number, Key>;
}

type Send = (call: Call) => Promise<Response>;
type Row = [route: string, send: Send, statuses: [number, number, number, number, number, number, number, number]];

const headers = () => newAddress();
const get = (path: string) => (c: Call) => api(path, { token: c.token, headers: headers() });
const post = (path: string, json: (c: Call) => unknown, method = "POST") => (c: Call) => api(path, { method, token: c.token, headers: headers(), json: json(c) });
const del = (path: (c: Call) => Promise<string>) => async (c: Call) => api(await path(c), { method: "DELETE", token: c.token, headers: headers() });
const resultRef = (target: Target) => ({ assessment_result_id: target.result.id });

function anAnswer(c: Call) {
  const question = c.target.result.questions.find((q) => !isRecording(q) && q.options.length > 0);
  if (!question) throw new Error("no choice question");
  return { ...resultRef(c.target), question_id: question.id, ...answerFor(question, c.keys.get(question.id) as Key, true) };
}

async function aRecording(c: Call): Promise<Response> {
  const question = c.target.result.questions.find(isRecording);
  if (!question) throw new Error("no recording question");
  const { status, body } = await postRecording({ resultId: c.target.result.id, questionId: question.id, bytes: webm(), transcript: "cat", token: c.token });
  return new Response(JSON.stringify(body), { status });
}

/** A fresh test with one spoken answer waiting for review, then the caller marks it. */
async function aReview(c: Call): Promise<Response> {
  const fresh = await c.fresh();
  const question = fresh.result.questions.find((q) => isRecording(q) && !q.is_practice);
  if (!question) throw new Error("no scored recording question");
  await postRecording({ resultId: fresh.result.id, questionId: question.id, bytes: webm(), token: c.world.users.owner.idToken });
  return post(`/api/assessment-results/${fresh.result.id}/reviews/`, () => ({ question_id: question.id, is_correct: true }))(c);
}

let recorded: Promise<{ resultId: string; questionId: number }> | undefined;
/** A fresh test whose device recorded one answer (made once), which every caller then asks to hear. */
async function aHearing(c: Call): Promise<Response> {
  recorded ??= (async () => {
    const fresh = await c.fresh();
    const question = fresh.result.questions.find(isRecording);
    if (!question) throw new Error("no recording question");
    const { status } = await postRecording({ resultId: fresh.result.id, questionId: question.id, bytes: webm() });
    if (status !== 200) throw new Error(`recording answered ${status}`);
    return { resultId: fresh.result.id, questionId: question.id };
  })();
  const { resultId, questionId } = await recorded;
  return get(`/api/assessment-results/${resultId}/recordings/${questionId}/`)(c);
}

async function anUpload(c: Call): Promise<Response> {
  const user = c.token ? { uid: "", email: "", password: "", idToken: c.token } : null;
  const { status, body } = await uploadCsv(user, csvFile(["Ann Berg,03/01/2017,Female,4,B,,"]));
  return new Response(JSON.stringify(body), { status });
}

// signedOut, unverified, owner, sameSchoolTeacher, otherParent, otherSchool, otherOrganization, device
const TABLE: Row[] = [
  ["GET /api/health", get("/api/health"), [200, 200, 200, 200, 200, 200, 200, 200]],
  // Public figures from the counters (no figure below 30 results): the same answer for everyone.
  ["GET /api/evidence/", get("/api/evidence/"), [200, 200, 200, 200, 200, 200, 200, 200]],
  // A school's or a professional's own figures: each reads their own scope; families have none.
  ["GET /api/evidence/mine/", get("/api/evidence/mine/"), [401, 403, 200, 200, 403, 200, 200, 401]],
  ["GET /api/user/", get("/api/user/"), [401, 200, 200, 200, 200, 200, 200, 401]],
  ["GET /api/profile/", get("/api/profile/"), [401, 200, 200, 200, 200, 200, 200, 401]],
  ["PATCH /api/profile/", post("/api/profile/", () => ({ city: "Bergen" }), "PATCH"), [401, 403, 200, 200, 200, 200, 200, 401]],
  // Everyone signed in gets a ZIP of their own account (tests/api/profile-export.test.ts checks whose data is in it).
  // The data export asks for a sign-in minutes old (tests/api/profile-export.test.ts): each caller signs in again first.
  ["GET /api/profile/export/", async (c) => api("/api/profile/export/", { token: c.token && (await signInAgain(c.world.users[c.actor as keyof World["users"]])).idToken, headers: headers() }), [401, 403, 200, 200, 200, 200, 200, 401]],
  // Typed wrong on purpose: the matrix's accounts must outlive the row (account-deletion.test.ts deletes for real).
  ["DELETE /api/profile/", (c) => api("/api/profile/", { method: "DELETE", token: c.token, headers: headers(), json: { confirm_email: "not-the-account@example.com" } }), [401, 403, 400, 400, 400, 400, 400, 401]],
  ["POST /api/profile/set-type/", post("/api/profile/set-type/", () => PARENT_TILE), [401, 403, 409, 409, 409, 409, 409, 401]],
  ["POST /api/register-school/", post("/api/register-school/", () => SCHOOL), [401, 403, 409, 403, 403, 409, 403, 401]],
  [
    "POST /api/text-to-speech/",
    // A device may have only its own test's words read: here its first question's instruction.
    post("/api/text-to-speech/", (c) => (c.actor === "device" ? { text: c.target.result.questions[0]?.title, ...resultRef(c.target) } : { text: "Hello" })),
    [401, 403, 200, 200, 200, 200, 200, 200],
  ],
  [
    "POST /api/feedback/",
    post("/api/feedback/", () => ({ name: "Ada", email: "ada@example.com", role: "parent", reason: "request-demo", message: "Hello there" })),
    [201, 201, 201, 201, 201, 201, 201, 201],
  ],
  ["GET /api/subusers/", get("/api/subusers/"), [401, 403, 200, 403, 403, 200, 200, 401]],
  ["POST /api/subusers/", post("/api/subusers/", () => ({ email: uniqueEmail("matrix") })), [401, 403, 201, 403, 403, 201, 201, 401]],
  ["DELETE /api/subusers/{id}", del(async (c) => `/api/subusers/${await newInvitee(c.world)}`), [401, 403, 204, 403, 403, 404, 404, 401]],
  // The activity log: a school's or an organization's admin reads their own; nobody else has one to read.
  ["GET /api/audit-events/", get("/api/audit-events/"), [401, 403, 200, 403, 403, 200, 200, 401]],
  // Only the invited address may answer an invitation: for anyone else it does not exist.
  ["GET /api/invitations/", get("/api/invitations/"), [401, 403, 200, 200, 200, 200, 200, 401]],
  ["POST /api/invitations/{id}/accept/", async (c) => post(`/api/invitations/${await newInvitee(c.world)}/accept/`, () => ({}))(c), [401, 403, 404, 404, 404, 404, 404, 401]],
  ["POST /api/invitations/{id}/decline/", async (c) => post(`/api/invitations/${await newInvitee(c.world)}/decline/`, () => ({}))(c), [401, 403, 404, 404, 404, 404, 404, 401]],
  ["POST /api/participants/upload/", anUpload, [401, 403, 201, 201, 201, 201, 201, 401]],
  ["GET /api/participants/", get("/api/participants/"), [401, 403, 200, 200, 200, 200, 200, 401]],
  ["GET /api/participants/summary/", get("/api/participants/summary/"), [401, 403, 200, 200, 200, 200, 200, 401]],
  // The class list is the list's students, each caller's own (and logged in a school's or organization's activity).
  ["GET /api/participants/class-list/", get("/api/participants/class-list/?grade=4"), [401, 403, 200, 200, 200, 200, 200, 401]],
  ["POST /api/participants/", post("/api/participants/", () => ({ ...CHILD, grade: "4" })), [401, 403, 201, 201, 201, 201, 201, 401]],
  ["GET /api/participants/{id}", (c) => get(`/api/participants/${c.target.participantId}`)(c), [401, 403, 200, 200, 404, 404, 404, 401]],
  ["PATCH /api/participants/{id}", (c) => post(`/api/participants/${c.target.participantId}`, () => ({ history: `Checked by ${c.actor}` }), "PATCH")(c), [401, 403, 200, 200, 404, 404, 404, 401]],
  ["DELETE /api/participants/{id}", del(async (c) => `/api/participants/${(await c.fresh()).participantId}`), [401, 403, 204, 204, 404, 404, 404, 401]],
  // A diagnostic outcome is a dyslexia professional's to record, for their organization's client (decision 45):
  // a school's staff see the student and are refused; anyone else is told the student does not exist.
  ["GET /api/participants/{id}/diagnostic-outcome/", (c) => get(`/api/participants/${c.target.participantId}/diagnostic-outcome/`)(c), [401, 403, 403, 403, 404, 404, 404, 401]],
  [
    "POST /api/participants/{id}/diagnostic-outcome/",
    (c) => post(`/api/participants/${c.target.participantId}/diagnostic-outcome/`, () => ({ outcome: "identified", assessed_on: "2026-01-05", instrument: "A test battery" }))(c),
    [401, 403, 403, 403, 404, 404, 404, 401],
  ],
  ["DELETE /api/participants/{id}/diagnostic-outcome/", del(async (c) => `/api/participants/${c.target.participantId}/diagnostic-outcome/`), [401, 403, 403, 403, 404, 404, 404, 401]],
  ["GET /api/assessment-results/", get("/api/assessment-results/"), [401, 403, 200, 200, 200, 200, 200, 401]],
  // Everyone signed in gets a file: of their own scope's tests (empty for those with none), never another's.
  ["GET /api/assessment-results/export/", get("/api/assessment-results/export/"), [401, 403, 200, 200, 200, 200, 200, 401]],
  ["DELETE /api/assessment-results/{id}", del(async (c) => `/api/assessment-results/${(await c.fresh()).result.id}`), [401, 403, 204, 204, 404, 404, 404, 401]],
  ["GET /api/student-codes/{code}/", (c) => get(`/api/student-codes/${c.target.studentCode}/`)(c), [200, 200, 200, 200, 200, 200, 200, 200]],
  ["GET /api/assessments/by-age/", get("/api/assessments/by-age/?age=9"), [401, 403, 200, 200, 200, 200, 200, 401]],
  [
    "POST /api/assessment-results/get-or-create/",
    post("/api/assessment-results/get-or-create/", (c) => ({ participant_id: c.target.participantId, assessment_id: c.world.assessment.id })),
    [401, 403, 200, 200, 404, 404, 404, 401],
  ],
  // Other accounts' students are reported as not found (200), named by nobody.
  [
    "POST /api/assessment-results/start-class/",
    post("/api/assessment-results/start-class/", (c) => ({ participant_ids: [c.target.participantId] })),
    [401, 403, 200, 200, 200, 200, 200, 401],
  ],
  ["GET /api/get-assessment-result-by-id/{id}/", (c) => get(`/api/get-assessment-result-by-id/${c.target.result.id}/`)(c), [200, 200, 200, 200, 200, 200, 200, 200]],
  ["POST /api/start-assessment/", post("/api/start-assessment/", (c) => resultRef(c.target)), [200, 200, 200, 200, 200, 200, 200, 200]],
  ["POST /api/answer-question/", post("/api/answer-question/", anAnswer), [200, 200, 200, 200, 200, 200, 200, 200]],
  // As an answer is (decision 48): whoever holds the open test's id may say what their device holds.
  ["POST /api/device-status/", post("/api/device-status/", (c) => ({ ...resultRef(c.target), waiting: 1, finished_on_device: false })), [200, 200, 200, 200, 200, 200, 200, 200]],
  ["POST /api/answer-recording-question/", aRecording, [200, 200, 200, 200, 200, 200, 200, 200]],
  ["POST /api/assessment-results/{id}/reviews/", aReview, [401, 403, 200, 200, 404, 404, 404, 401]],
  ["GET /api/assessment-results/{id}/reviews/", (c) => get(`/api/assessment-results/${c.target.result.id}/reviews/`)(c), [401, 403, 200, 200, 404, 404, 404, 401]],
  // Only account holders hear a recording: the result id that lets a device take the test opens none.
  ["GET /api/assessment-results/{id}/recordings/{question_id}/", aHearing, [401, 403, 200, 200, 404, 404, 404, 401]],
  ["POST /api/complete-assessment/", async (c) => {
      const fresh = await c.fresh(); // fully answered: completing needs every answer
      await answerAll(fresh.result, () => true, { user: c.world.users.owner });
      return post("/api/complete-assessment/", () => resultRef(fresh))(c);
    }, [200, 200, 200, 200, 200, 200, 200, 200]],
];

describe("the authorisation matrix", () => {
  let world: World;
  let target: Target;
  let keys: Map<number, Key>;
  const seen: Record<number, number> = {};

  beforeAll(async () => {
    world = await buildWorld();
    target = await newTarget(world);
    keys = await answerKeys(world.assessment.id);
  }, 120_000);

  it("lists every route of the API: every contract in domain/src/api", async () => {
    const dir = new URL("../../domain/src/api/", import.meta.url);
    const files = readdirSync(dir).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
    const modules = await Promise.all(files.map((file) => import(new URL(file, dir).href) as Promise<Record<string, unknown>>));
    const routes = modules
      .flatMap((module) => Object.values(module))
      .filter((value): value is { method: string; path: string } => typeof value === "object" && value !== null && "href" in value && "path" in value)
      .map(({ method, path }) => `${method} ${path}`);
    expect(routes.length).toBeGreaterThan(30);
    expect(TABLE.map(([route]) => route).sort()).toEqual(routes.sort());
  });

  it.each(TABLE)("%s answers each caller as the table says", async (_route, send, statuses) => {
    const got: Record<string, number> = {};
    for (const actor of ACTORS) {
      const response = await send({ world, actor, token: tokenOf(world, actor), target, fresh: () => newTarget(world), keys });
      got[actor] = response.status;
      seen[response.status] = (seen[response.status] ?? 0) + 1;
      if (response.status >= 400) {
        const body = (await response.json()) as { error?: unknown };
        expect(typeof body.error, `${actor}: ${JSON.stringify(body)}`).toBe("string");
      } else {
        await response.arrayBuffer();
      }
    }
    expect(got).toEqual(Object.fromEntries(ACTORS.map((actor, i) => [actor, statuses[i]])));
    // The completion row answers eight whole tests, one per caller (about 320 requests): over a minute on a
    // busy two-core machine once each lookup takes its miss first (decision 34).
  }, 180_000);

  // Not a route of its own (the table lists each contract once): the Review page's filter on the results list.
  it("GET /api/assessment-results/?pending_review=true answers each caller as the list does, and lists a test waiting only in its own school", async () => {
    const waiting = await newTarget(world);
    const question = waiting.result.questions.find((q) => isRecording(q) && !q.is_practice)!;
    expect((await postRecording({ resultId: waiting.result.id, questionId: question.id, bytes: webm(), token: world.users.owner.idToken })).status).toBe(200);
    const got: Record<string, [number, boolean]> = {};
    for (const actor of ACTORS) {
      const response = await api("/api/assessment-results/?pending_review=true&limit=200", { token: tokenOf(world, actor), headers: headers() });
      const body = (await response.json()) as { items?: { id: string }[]; error?: string };
      got[actor] = [response.status, Boolean(body.items?.some((item) => item.id === waiting.result.id))];
    }
    expect(got).toEqual({
      signedOut: [401, false],
      unverified: [403, false],
      owner: [200, true],
      sameSchoolTeacher: [200, true],
      otherParent: [200, false],
      otherSchool: [200, false],
      otherOrganization: [200, false],
      device: [401, false],
    });
  });

  it("prints a summary", () => {
    const cells = Object.values(seen).reduce((a, b) => a + b, 0);
    console.log(`security-matrix: ${TABLE.length} routes x ${ACTORS.length} callers = ${cells} cells; statuses seen ${JSON.stringify(seen)}`);
    expect(cells).toBe(TABLE.length * ACTORS.length);
  });
});
