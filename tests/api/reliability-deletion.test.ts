// Deleting a participant leaves nothing of theirs behind: a scan of every collection and subcollection
// (documents, ids and contents) and of the whole Storage bucket finds none of their ids afterwards.
import { describe, expect, it } from "vitest";
import { scanFor } from "../fixtures/scan";
import { api, apiJson } from "../fixtures/api";
import { answerAll, assessmentForAge, getOrCreate, isRecording, postRecording, webm } from "../fixtures/assessments";
import type { ResultBody } from "../fixtures/assessments";
import { added, CHILD, schoolAdmin } from "../fixtures/participant-accounts";

describe("DELETE /api/participants/{id}", () => {
  it("removes the participant's results, answers, recordings, pointers and student code, leaving no orphan", { timeout: 480_000 }, async () => {
    const { user: admin } = await schoolAdmin();
    const student = await added(admin, { ...CHILD, grade: "4" });
    const assessment = await assessmentForAge(admin, 9);
    // One completed test with every answer (recordings included) and a second one left half-way.
    const first = (await getOrCreate(admin, { participant_id: student.id, assessment_id: assessment.id })).body;
    await answerAll(first, () => true, { user: admin });
    expect((await apiJson("/api/complete-assessment/", { token: admin.idToken, json: { assessment_result_id: first.id } })).status).toBe(200);
    const second = await getOrCreate(admin, { participant_id: student.id, assessment_id: assessment.id });
    expect(second.status).toBe(201);
    const recording = (second.body as ResultBody).questions.find(isRecording)!;
    expect((await postRecording({ resultId: second.body.id, questionId: recording.id, bytes: webm(), token: admin.idToken })).status).toBe(200);

    const ids = [student.id, first.id, second.body.id, student.student_code!];
    const before = await scanFor(ids);
    // The scan sees them while they exist: participant, code, two results, answers, pointer, recordings.
    expect(before.documents.length).toBeGreaterThan(first.questions.length);
    expect(before.files.length).toBeGreaterThan(1);

    expect((await api(`/api/participants/${student.id}`, { method: "DELETE", token: admin.idToken })).status).toBe(204);

    const after = await scanFor(ids);
    expect(after.documents).toEqual([]);
    expect(after.files).toEqual([]);
    expect((await apiJson(`/api/get-assessment-result-by-id/${first.id}/`, { token: admin.idToken })).status).toBe(404);
    console.log(
      `reliability-deletion: before the delete the scan found ${before.documents.length} documents and ${before.files.length} files naming the participant; after it, 0 and 0 (scanned ${after.scanned.documents} documents, ${after.scanned.files} files)`,
    );
  });
});
