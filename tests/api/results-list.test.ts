import { describe, expect, it } from "vitest";
import { adminBucket, adminDb } from "../fixtures/admin";
import { api, apiJson } from "../fixtures/api";
import { answerAll, assessmentForAge, getOrCreate, isRecording, postRecording, resultFor, webm } from "../fixtures/assessments";
import { added, CHILD, individual, listParticipants, organizationAdmin, parent, professional, schoolAdmin, teacher } from "../fixtures/participant-accounts";
import type { TestUser } from "../fixtures/users";

interface ListItem {
  id: string;
  status: string;
  participant: { id: string; name: string; grade: string | null; section: string | null };
  participant_id: string;
  assessment_id: string;
  created_at: string;
  risk_level: string | null;
  section_scores: unknown;
}

const list = (user: TestUser, query = "") => apiJson<ListItem[]>(`/api/assessment-results/${query}`, { token: user.idToken });


describe("GET /api/assessment-results/", () => {
  it("lists the results of the caller's participants, newest first, filtered by participant", async () => {
    const user = await parent();
    const mia = await added(user);
    const zoe = await added(user, { ...CHILD, name: "Zoe Berg" });
    const first = await resultFor(user, mia.id);
    await answerAll(first, () => true, { user });
    await apiJson("/api/complete-assessment/", { token: user.idToken, json: { assessment_result_id: first.id } });
    const second = await resultFor(user, zoe.id);

    const all = await list(user);
    expect(all.status).toBe(200);
    expect(all.body.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(all.body[1]).toMatchObject({
      status: "completed",
      participant: { id: mia.id, name: mia.name, grade: null, section: null },
      participant_id: mia.id,
      assessment_id: first.assessment_id,
      risk_level: "low",
      section_scores: expect.any(Object),
    });
    expect(all.body[0]).toMatchObject({ status: "not_started", risk_level: null, section_scores: null });

    expect((await list(user, `?participant_id=${zoe.id}`)).body.map((r) => r.id)).toEqual([second.id]);
    const children = (await listParticipants(user)).body;
    expect(children.find((c) => c.id === mia.id)?.latest_result).toMatchObject({ id: first.id, status: "completed", risk_level: "low" });
  });

  it("shows nothing outside the scope, and a participant out of scope is not found", async () => {
    const owner = await parent();
    const other = await parent();
    const child = await added(owner);
    await resultFor(owner, child.id);

    expect((await list(other)).body).toEqual([]);
    expect(await list(other, `?participant_id=${child.id}`)).toEqual({ status: 404, body: { error: "Participant not found" } });
    expect(await list(other, "?participant_id=no-such-id")).toEqual({ status: 404, body: { error: "Participant not found" } });
  });

  it("shares a school's results with its teachers, and an individual sees their own", async () => {
    const { user: admin, schoolId } = await schoolAdmin();
    const colleague = await teacher(schoolId);
    const student = await added(admin, { ...CHILD, grade: "4", section: "A" });
    const result = await resultFor(colleague, student.id);
    expect((await list(admin)).body).toEqual([expect.objectContaining({ id: result.id, participant: { id: student.id, name: CHILD.name, grade: "4", section: "A" } })]);

    const me = await individual({ date_of_birth: "2001-01-01" });
    const [self] = (await listParticipants(me)).body;
    // An individual is 16 or older (the Privacy page): the 15+ screening.
    const adult = await assessmentForAge(me, 25);
    const mine = (await getOrCreate(me, { participant_id: self!.id, assessment_id: adult.id })).body;
    expect((await list(me)).body.map((r) => r.id)).toEqual([mine.id]);
  });

  it("shares an organization's results between its admin and professionals, and with no other organization", async () => {
    const admin = await organizationAdmin();
    const colleague = await professional(admin.uid);
    const outsider = await organizationAdmin();
    const client = await added(colleague);
    const result = await resultFor(colleague, client.id);

    expect((await list(admin)).body.map((r) => r.id)).toEqual([result.id]);
    expect((await list(admin, `?participant_id=${client.id}`)).body.map((r) => r.id)).toEqual([result.id]);
    expect((await list(outsider)).body).toEqual([]);
    expect((await api(`/api/assessment-results/${result.id}`, { method: "DELETE", token: outsider.idToken })).status).toBe(404);
    expect((await api(`/api/assessment-results/${result.id}`, { method: "DELETE", token: admin.idToken })).status).toBe(204);
    expect((await list(colleague)).body).toEqual([]);
  });
});

describe("DELETE /api/assessment-results/{id}", () => {
  it("removes the result with its answers and recordings; strangers get 404 and change nothing", async () => {
    const user = await parent();
    const stranger = await parent();
    const child = await added(user);
    const result = await resultFor(user, child.id);
    const question = result.questions.find((q) => isRecording(q) && !q.is_practice)!;
    await postRecording({ resultId: result.id, questionId: question.id, bytes: webm(), token: user.idToken });
    const resultRef = adminDb().collection("assessment_results").doc(result.id);
    const audioPath = (await resultRef.collection("answers").doc(String(question.id)).get()).get("audio_path") as string;

    expect(await apiJson(`/api/assessment-results/${result.id}`, { method: "DELETE", token: stranger.idToken })).toEqual({
      status: 404,
      body: { error: "Assessment result not found" },
    });
    expect((await resultRef.get()).exists).toBe(true);

    const response = await api(`/api/assessment-results/${result.id}`, { method: "DELETE", token: user.idToken });
    expect(response.status).toBe(204);
    expect((await resultRef.get()).exists).toBe(false);
    expect((await resultRef.collection("answers").get()).empty).toBe(true);
    expect((await adminBucket().file(audioPath).exists())[0]).toBe(false);
    expect((await list(user)).body).toEqual([]);
    expect((await api(`/api/assessment-results/${result.id}`, { method: "DELETE", token: user.idToken })).status).toBe(404);
  });
});
