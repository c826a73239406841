import { describe, expect, it } from "vitest";
import { adminBucket, adminDb } from "../fixtures/admin";
import { api, apiJson } from "../fixtures/api";
import { assessmentForAge, getOrCreate, isRecording, newAddress, postRecording, webm } from "../fixtures/assessments";
import { added, CHILD, getParticipant, individual, listParticipants, parent, schoolAdmin } from "../fixtures/participant-accounts";
import type { TestUser } from "../fixtures/users";

const NOT_FOUND = { status: 404, body: { error: "Participant not found" } };
const remove = (user: TestUser, id: string) => api(`/api/participants/${id}`, { method: "DELETE", token: user.idToken });

/** A result for the participant with one recorded answer; returns the result id and the recording's path. */
async function recordedResult(user: TestUser, participantId: string): Promise<{ resultId: string; audioPath: string }> {
  const assessment = await assessmentForAge(user, 9);
  const { body: result } = await getOrCreate(user, { participant_id: participantId, assessment_id: assessment.id });
  const question = result.questions.find((q) => isRecording(q) && !q.is_practice)!;
  await postRecording({ resultId: result.id, questionId: question.id, bytes: webm(), token: user.idToken });
  const answer = await adminDb().collection("assessment_results").doc(result.id).collection("answers").doc(String(question.id)).get();
  return { resultId: result.id, audioPath: answer.get("audio_path") as string };
}

describe("DELETE /api/participants/{id}", () => {
  it("removes the student, their results, answers, recordings, pointers and Student ID", async () => {
    const { user } = await schoolAdmin();
    const student = await added(user, { ...CHILD, grade: "4" });
    const { resultId, audioPath } = await recordedResult(user, student.id);
    const db = adminDb();
    expect((await db.collection("latest_results").where("participant_id", "==", student.id).get()).size).toBe(1);

    expect((await remove(user, student.id)).status).toBe(204);

    expect((await db.collection("participants").doc(student.id).get()).exists).toBe(false);
    expect((await db.collection("assessment_results").where("participant_id", "==", student.id).get()).empty).toBe(true);
    expect((await db.collection("assessment_results").doc(resultId).collection("answers").get()).empty).toBe(true);
    expect((await db.collection("latest_results").where("participant_id", "==", student.id).get()).empty).toBe(true);
    expect((await db.collection("student_codes").doc(student.student_code!.replace(/-/g, "")).get()).exists).toBe(false);
    expect((await adminBucket().file(audioPath).exists())[0]).toBe(false);
    expect(await getParticipant(user, student.id)).toEqual(NOT_FOUND);
    expect(await apiJson(`/api/student-codes/${student.student_code}/`, { headers: newAddress() })).toEqual({
      status: 404,
      body: { error: "No test is waiting for this Student ID" },
    });
    expect(await apiJson(`/api/participants/${student.id}`, { method: "DELETE", token: user.idToken })).toEqual(NOT_FOUND);
  });

  it("is refused (404) to anyone else, who removes nothing", async () => {
    const owner = await parent();
    const other = await parent();
    const child = await added(owner);
    const { resultId, audioPath } = await recordedResult(owner, child.id);

    expect(await apiJson(`/api/participants/${child.id}`, { method: "DELETE", token: other.idToken })).toEqual(NOT_FOUND);

    expect((await getParticipant(owner, child.id)).status).toBe(200);
    expect((await adminDb().collection("assessment_results").doc(resultId).get()).exists).toBe(true);
    expect((await adminBucket().file(audioPath).exists())[0]).toBe(true);
  });

  it("lets an individual remove their own data; the profile makes a fresh participant next time", async () => {
    const user = await individual();
    const [self] = (await listParticipants(user)).body;
    expect((await remove(user, self!.id)).status).toBe(204);
    const [fresh] = (await listParticipants(user)).body;
    expect(fresh).toMatchObject({ name: "Ivy Reed", history: null });
    expect(fresh!.id).not.toBe(self!.id);
  });
});
