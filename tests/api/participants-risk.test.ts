// Risk on the server (docs/decisions/0024): each participant keeps the level of their latest
// completed test and how it moved from the one before, in step with every completion, review and
// deletion; the participants list filters by it and GET /api/participants/summary/ counts it.
import { FieldValue } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import type { ParticipantsSummary, ParticipantWithResults } from "@readbright/domain/api/participants";
import { RESULTS_EXPORT_MESSAGES } from "@readbright/domain/api/results-export";
import type { Page } from "@readbright/domain/api/paging";
import type { Participant } from "@readbright/domain/participant-schemas";
import { adminDb } from "../fixtures/admin";
import { api, apiJson } from "../fixtures/api";
import { answerAll, isRecording, resultFor } from "../fixtures/assessments";
import type { ResultBody } from "../fixtures/assessments";
import { added, CHILD, schoolAdmin, teacher } from "../fixtures/participant-accounts";
import type { TestUser } from "../fixtures/users";

async function completedTest(user: TestUser, participantId: string, right: boolean): Promise<ResultBody> {
  const body = await resultFor(user, participantId);
  await answerAll(body, () => right, { user });
  const completed = await apiJson<{ risk_level: string }>("/api/complete-assessment/", { token: user.idToken, json: { assessment_result_id: body.id } });
  if (completed.status !== 200) throw new Error(`complete answered ${completed.status}`);
  return body;
}

async function riskFields(participantId: string) {
  const doc = await adminDb().collection("participants").doc(participantId).get();
  return { latest_risk_level: doc.get("latest_risk_level"), risk_move: doc.get("risk_move") };
}

const names = (list: Participant[]) => list.map((p) => p.name);
/** Every test here is English (decision 50): the Spanish split is empty. */
const NONE = { low: 0, medium: 0, high: 0 };
const summaryOf = async (user: TestUser, query = "") => apiJson<ParticipantsSummary>(`/api/participants/summary/${query}`, { token: user.idToken });

describe("a participant's risk, kept on the server", () => {
  let admin: TestUser;
  let schoolId: string;
  let ann: Participant;
  let bo: Participant;
  let annSecond: ResultBody;

  beforeAll(async () => {
    ({ user: admin, schoolId } = await schoolAdmin());
    ann = await added(admin, { ...CHILD, name: "Ann Low-then-High", grade: "3", section: "B" });
    bo = await added(admin, { ...CHILD, name: "Bo High", grade: "3", section: "B" });
    await added(admin, { ...CHILD, name: "Cy Untested", grade: "3", section: "B" });
    const dee = await added(admin, { ...CHILD, name: "Dee Low", grade: "4", section: "A" });
    await completedTest(admin, ann.id, true);
    expect(await riskFields(ann.id)).toEqual({ latest_risk_level: "low", risk_move: null });
    annSecond = await completedTest(admin, ann.id, false);
    await completedTest(admin, bo.id, false);
    await completedTest(admin, dee.id, true);
  }, 300_000);

  it("is written with each completion: the latest level and the move from the one before", async () => {
    expect(await riskFields(ann.id)).toEqual({ latest_risk_level: "high", risk_move: "higher" });
    expect(await riskFields(bo.id)).toEqual({ latest_risk_level: "high", risk_move: null });
  });

  it("lists the classes of a school registered before they were kept, from its students, once", async () => {
    const school = adminDb().collection("schools").doc(schoolId);
    await school.update({ grades: FieldValue.delete(), sections: FieldValue.delete(), classes_listed: FieldValue.delete() });
    expect((await summaryOf(admin)).body).toMatchObject({ grades: ["3", "4"], sections: ["A", "B"] });
    const stored = (await school.get()).data() ?? {};
    expect([[...stored.grades].sort(), [...stored.sections].sort(), stored.classes_listed]).toEqual([["3", "4"], ["A", "B"], true]);
  });

  it("filters the list by risk, unpaged and paged, with grade and section", async () => {
    const high = await apiJson<Participant[]>("/api/participants/?risk=high", { token: admin.idToken });
    expect(names(high.body)).toEqual(["Ann Low-then-High", "Bo High"]);
    const first = await apiJson<Page<ParticipantWithResults>>("/api/participants/?risk=high&limit=1", { token: admin.idToken });
    expect(names(first.body.items)).toEqual(["Ann Low-then-High"]);
    // A page's participant comes with their tests, newest first: the high one, then the low one.
    expect(first.body.items[0]?.results.map((r) => [r.id === annSecond.id, r.status, r.risk_level])).toEqual([
      [true, "completed", "high"],
      [false, "completed", "low"],
    ]);
    expect(first.body.total).toBe(2);
    const second = await apiJson<Page<Participant>>(`/api/participants/?risk=high&limit=1&cursor=${first.body.next_cursor}`, { token: admin.idToken });
    expect(names(second.body.items)).toEqual(["Bo High"]);
    expect(second.body.next_cursor).toBeNull();
    const lowIn3B = await apiJson<Page<Participant>>("/api/participants/?grade=3&section=B&risk=low&limit=10", { token: admin.idToken });
    expect(lowIn3B.body).toEqual({ items: [], next_cursor: null, total: 0 });
    const low = await apiJson<Participant[]>("/api/participants/?risk=low", { token: admin.idToken });
    expect(names(low.body)).toEqual(["Dee Low"]);
  });

  it("counts the meter and the moves for a class, or the whole school, alike for its teachers", async () => {
    // Each of the four tests has its (unheard) recordings waiting: the Review notice counts the whole school's, whatever the class (decision 25).
    expect(await summaryOf(admin, "?grade=3&section=B")).toEqual({
      status: 200,
      body: { total: 3, risk_counts: { low: 0, medium: 0, high: 2 }, risk_counts_by_language: { en: { low: 0, medium: 0, high: 2 }, es: NONE }, movement: { higher: 1, lower: 0, unchanged: 0, compared: 1 }, grades: ["3", "4"], sections: ["A", "B"], pending_reviews: 4 },
    });
    const school = { total: 4, risk_counts: { low: 1, medium: 0, high: 2 }, risk_counts_by_language: { en: { low: 1, medium: 0, high: 2 }, es: NONE }, movement: { higher: 1, lower: 0, unchanged: 0, compared: 1 }, grades: ["3", "4"], sections: ["A", "B"], pending_reviews: 4 };
    expect(await summaryOf(admin)).toEqual({ status: 200, body: school });
    expect(await summaryOf(await teacher(schoolId))).toEqual({ status: 200, body: school });
    const other = await schoolAdmin();
    expect((await summaryOf(other.user)).body).toEqual({ total: 0, risk_counts: { low: 0, medium: 0, high: 0 }, risk_counts_by_language: { en: { low: 0, medium: 0, high: 0 }, es: NONE }, movement: { higher: 0, lower: 0, unchanged: 0, compared: 0 }, grades: [], sections: [], pending_reviews: 0 });
  });

  it("follows a review that scores a completed test again", async () => {
    const spoken = annSecond.questions.filter((q) => isRecording(q) && !q.is_practice);
    for (const question of spoken) {
      const review = await apiJson<{ risk_level: string | null }>(`/api/assessment-results/${annSecond.id}/reviews/`, { token: admin.idToken, json: { question_id: question.id, is_correct: true } });
      expect([200, 201]).toContain(review.status);
    }
    const result = await adminDb().collection("assessment_results").doc(annSecond.id).get();
    expect((await riskFields(ann.id)).latest_risk_level).toBe(result.get("risk_level"));
  });

  it("drops a deleted test: the one before is the latest again", async () => {
    expect((await api(`/api/assessment-results/${annSecond.id}`, { method: "DELETE", token: admin.idToken })).status).toBe(204);
    expect(await riskFields(ann.id)).toEqual({ latest_risk_level: "low", risk_move: null });
    // The reviewed test (nothing waiting) is gone; the other three still wait.
    expect((await summaryOf(admin, "?grade=3")).body).toEqual({ total: 3, risk_counts: { low: 1, medium: 0, high: 1 }, risk_counts_by_language: { en: { low: 1, medium: 0, high: 1 }, es: NONE }, movement: { higher: 0, lower: 0, unchanged: 0, compared: 0 }, grades: ["3", "4"], sections: ["A", "B"], pending_reviews: 3 });
  });

  it("gives a participant stored before these fields theirs, from their results, when the summary is counted", async () => {
    await adminDb().collection("participants").doc(bo.id).update({ latest_risk_level: FieldValue.delete(), risk_move: FieldValue.delete() });
    expect((await summaryOf(admin, "?grade=3")).body.risk_counts).toEqual({ low: 1, medium: 0, high: 1 });
    expect(await riskFields(bo.id)).toEqual({ latest_risk_level: "high", risk_move: null });
  });

  it("refuses a risk that is not a level, and a grade too long to be one", async () => {
    expect(await apiJson("/api/participants/?risk=severe", { token: admin.idToken })).toEqual({ status: 400, body: { error: RESULTS_EXPORT_MESSAGES.riskInvalid } });
    const long = (await summaryOf(admin, `?grade=${"9".repeat(500)}`)).status;
    expect(long).toBe(400);
    expect((await api("/api/participants/summary/")).status).toBe(401);
  });
});
