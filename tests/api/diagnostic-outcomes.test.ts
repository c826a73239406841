// A dyslexia professional records a client's diagnostic outcome (decision 45): validated, refused to
// anyone else, logged, exported and deleted with the client; each outcome is compared with the client's
// latest screening on or before its date and counted per assessment, and the counts follow every change.
import { beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { DIAGNOSTIC_OUTCOME_MESSAGES as M } from "@readbright/domain/api/diagnostic-outcome";
import type { DiagnosticOutcomeState } from "@readbright/domain/api/diagnostic-outcome";
import { todayIsoDate } from "@readbright/domain/profile";
import { adminDb } from "../fixtures/admin";
import { api, apiJson } from "../fixtures/api";
import { isRecording } from "../fixtures/assessments";
import { added, CHILD, organizationAdmin, parent, professional, schoolAdmin } from "../fixtures/participant-accounts";
import { setProfileScope } from "../fixtures/participants";
import { completeAt, newClient, screenedClient } from "../fixtures/screened-clients";
import { changeIn, countsOf } from "../fixtures/statistics";
import type { TestUser } from "../fixtures/users";

let org: TestUser;
let colleague: TestUser;
let otherOrg: TestUser;
const SCOPE = "accuracy:age-8-10-v1";

beforeAll(async () => {
  [org, otherOrg] = await Promise.all([organizationAdmin(), organizationAdmin()]);
  await Promise.all([setProfileScope(org.uid, { organization: org.uid }), setProfileScope(otherOrg.uid, { organization: otherOrg.uid })]);
  colleague = await professional(org.uid);
}, 60_000);

const path = (id: string) => `/api/participants/${id}/diagnostic-outcome/`;
const record = (user: TestUser, id: string, json: unknown) => apiJson<DiagnosticOutcomeState & { error?: string }>(path(id), { token: user.idToken, json });
const read = (user: TestUser, id: string) => apiJson<DiagnosticOutcomeState & { error?: string }>(path(id), { token: user.idToken });
const remove = (user: TestUser, id: string) => api(path(id), { method: "DELETE", token: user.idToken });
const today = todayIsoDate();
const OUTCOME = { outcome: "identified", assessed_on: today, instrument: "DASH, 2nd edition" };

describe("recording a diagnostic outcome", () => {
  it("stores it on the client, compares it with no screening yet, and logs it", async () => {
    const client = await added(org, { ...CHILD, name: "Noor Ali" });
    const before = await countsOf(SCOPE);
    const saved = await record(org, client.id, { ...OUTCOME, instrument: "  DASH, 2nd edition  " });
    expect(saved.status).toBe(200);
    expect(saved.body.diagnostic_outcome).toMatchObject({ participant_id: client.id, outcome: "identified", assessed_on: today, instrument: "DASH, 2nd edition", compared_with: null });
    // A colleague of the same organization reads it.
    expect((await read(colleague, client.id)).body.diagnostic_outcome?.outcome).toBe("identified");
    expect(changeIn(before, await countsOf(SCOPE))).toEqual({});
    const doc = await adminDb().collection("participants").doc(client.id).get();
    expect(doc.get("diagnostic_outcome")).toMatchObject({ outcome: "identified", instrument: "DASH, 2nd edition", recorded_by_uid: org.uid });
    const events = await adminDb().collection("audit_events").where("participant_id", "==", client.id).get();
    expect(events.docs.map((e) => [e.get("action"), e.get("detail")])).toContainEqual(["diagnostic_outcome_recorded", "Dyslexia identified"]);
  });

  it("refuses a bad outcome, date or instrument with a clear message", async () => {
    const client = await added(org, { ...CHILD, name: "Ada Bell" });
    const cases: [unknown, string][] = [
      [{ ...OUTCOME, outcome: undefined }, M.outcomeRequired],
      [{ ...OUTCOME, outcome: "maybe" }, M.outcomeInvalid],
      [{ ...OUTCOME, outcome: 1 }, M.outcomeInvalid],
      [{ ...OUTCOME, assessed_on: undefined }, M.dateRequired],
      [{ ...OUTCOME, assessed_on: "2026-02-30" }, M.dateInvalid],
      [{ ...OUTCOME, assessed_on: "next week" }, M.dateInvalid],
      [{ ...OUTCOME, assessed_on: "2999-01-01" }, M.dateFuture],
      [{ ...OUTCOME, assessed_on: "1999-12-31" }, M.dateTooEarly],
      [{ ...OUTCOME, instrument: "   " }, M.instrumentRequired],
      [{ ...OUTCOME, instrument: "x".repeat(121) }, M.instrumentTooLong],
      [{ ...OUTCOME, instrument: ["DASH"] }, M.instrumentInvalid],
    ];
    for (const [json, message] of cases) {
      const { status, body } = await record(org, client.id, json);
      expect([status, body.error], JSON.stringify(json)).toEqual([400, message]);
    }
    expect((await read(org, client.id)).body.diagnostic_outcome).toBeNull();
    expect((await remove(org, client.id)).status).toBe(404);
  });

  it("is a professional's, for their organization's client: others who see the participant are refused, strangers find none", async () => {
    const client = await added(org, { ...CHILD, name: "Ben Cole" });
    expect((await record(otherOrg, client.id, OUTCOME)).body.error).toBe(M.participantNotFound);
    expect((await read(otherOrg, client.id)).status).toBe(404);
    expect((await remove(otherOrg, client.id)).status).toBe(404);

    const family = await parent();
    const child = await added(family, { ...CHILD, name: "Kit Lane" });
    const refused = await record(family, child.id, OUTCOME);
    expect([refused.status, refused.body.error]).toEqual([403, M.professionalsOnly]);
    expect((await read(family, child.id)).status).toBe(403);

    const school = await schoolAdmin();
    const student = await added(school.user, { ...CHILD, name: "Sam Reed", grade: "4" });
    expect((await record(school.user, student.id, OUTCOME)).status).toBe(403);
    expect((await api(path(student.id), { method: "GET" })).status).toBe(401);
  });
});

describe("the accuracy counts", () => {
  it("compare an outcome with the latest screening on or before its date, and follow a change, a re-score and a deletion", async () => {
    const client = await newClient(org, "Leo Hart");
    // Memory and phonological choices right, spatial wrong, spoken answers waiting: 0.3 + 0.5 = 0.8, Low.
    const completed = await completeAt(org, client, (q) => q.section_type !== "spatial_awareness", true);
    expect(completed.risk_level).toBe("low");
    let before = await countsOf(SCOPE);

    const saved = await record(org, client.participantId, OUTCOME);
    expect(saved.body.diagnostic_outcome?.compared_with).toMatchObject({ result_id: client.result.id, risk_level: "low" });
    const bin = `identified.s${Math.round(completed.risk_score! * 100)}`;
    expect(changeIn(before, await countsOf(SCOPE))).toEqual({ "identified.n": 1, "identified.low": 1, [bin]: 1 });

    // A diagnosis dated before the screening is compared with nothing: its counts are taken back.
    await record(org, client.participantId, { ...OUTCOME, assessed_on: "2020-01-01" });
    expect(changeIn(before, await countsOf(SCOPE))).toEqual({});

    // Replaced by another outcome on today's date: counted as that.
    await record(org, client.participantId, { ...OUTCOME, outcome: "not_identified" });
    expect(changeIn(before, await countsOf(SCOPE))).toEqual({ "not_identified.n": 1, "not_identified.low": 1, [`not_identified.s${Math.round(completed.risk_score! * 100)}`]: 1 });

    // People mark the spoken answers wrong: the test is scored again (phonological 10 of 14), Medium, and the counts move with it.
    before = await countsOf(SCOPE);
    for (const question of client.result.questions.filter((q) => isRecording(q) && !q.is_practice)) {
      const review = await apiJson(`/api/assessment-results/${client.result.id}/reviews/`, { token: org.idToken, json: { question_id: question.id, is_correct: false } });
      expect(review.status).toBe(200);
    }
    const rescored = (await read(org, client.participantId)).body.diagnostic_outcome!.compared_with!;
    expect(rescored.risk_level).toBe("medium");
    const moved = changeIn(before, await countsOf(SCOPE));
    expect(moved).toMatchObject({ "not_identified.low": -1, "not_identified.medium": 1 });
    expect(moved["not_identified.n"]).toBeUndefined();

    // The test deleted: nothing is compared any more, and nothing stays counted.
    before = await countsOf(SCOPE);
    expect((await api(`/api/assessment-results/${client.result.id}`, { method: "DELETE", token: org.idToken })).status).toBe(204);
    expect((await read(org, client.participantId)).body.diagnostic_outcome?.compared_with).toBeNull();
    const gone = changeIn(before, await countsOf(SCOPE));
    expect(gone).toMatchObject({ "not_identified.n": -1, "not_identified.medium": -1 });
  }, 120_000);

  it("are taken back when the outcome is deleted or the client is; the export carries the outcome", async () => {
    const kept = await screenedClient(org, "Ivy Moss", "high");
    const deleted = await screenedClient(org, "Tom Gale", "low");
    const before = await countsOf(SCOPE);
    await record(org, kept.participantId, OUTCOME);
    await record(org, deleted.participantId, { ...OUTCOME, outcome: "inconclusive" });
    expect(changeIn(before, await countsOf(SCOPE))).toMatchObject({ "identified.n": 1, "identified.high": 1, "inconclusive.n": 1 });

    const response = await api("/api/profile/export/", { token: org.idToken });
    expect(response.status).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))["readbright-data.json"]!)) as { participants: { id: string; diagnostic_outcome: unknown }[] };
    expect(data.participants.find((p) => p.id === kept.participantId)?.diagnostic_outcome).toMatchObject({ outcome: "identified", instrument: "DASH, 2nd edition" });

    expect((await remove(org, kept.participantId)).status).toBe(204);
    expect((await read(org, kept.participantId)).body.diagnostic_outcome).toBeNull();
    expect((await api(`/api/participants/${deleted.participantId}`, { method: "DELETE", token: org.idToken })).status).toBe(204);
    expect(changeIn(before, await countsOf(SCOPE))).toEqual({});
    expect((await adminDb().collection("participants").doc(deleted.participantId).get()).exists).toBe(false);
    const logged = await adminDb().collection("audit_events").where("participant_id", "==", kept.participantId).get();
    expect(logged.docs.map((e) => e.get("action"))).toContain("diagnostic_outcome_deleted");
  }, 180_000);
});
