// A school's completed test whose spoken answers wait for a person, with a real recording made in Chromium:
// the review spec and the keyboard journey both start from it.
import type { Page } from "@playwright/test";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { apiJson } from "../fixtures/api";
import { answerFor, answerKeys, assessmentForAge, auth, getOrCreate, isRecording, newAddress, postRecording } from "../fixtures/assessments";
import type { Key, ResultBody } from "../fixtures/assessments";
import { birthDateForAge } from "../fixtures/birth-dates";
import { added, CHILD, schoolAdmin } from "../fixtures/participant-accounts";
import { expect } from "./fixtures";

/** A second of the fake microphone, recorded by Chromium itself: a real WebM a browser can play. */
export async function recordInBrowser(page: Page): Promise<Buffer> {
  await page.goto("/");
  const bytes = await page.evaluate(async () => {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const recorder = new MediaRecorder(stream, { mimeType: "audio/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    recorder.stop();
    await stopped;
    stream.getTracks().forEach((track) => track.stop());
    return Array.from(new Uint8Array(await new Blob(chunks, { type: "audio/webm" }).arrayBuffer()));
  });
  return Buffer.from(bytes);
}

/**
 * A completed 8-10 test: memory and spatial right, three phonological choices right and the rest wrong,
 * the four spoken answers waiting. 0.3 + 0.5 × 3/10 + 0.2 = 0.65, medium; marked right, 0.5 × 7/14: low.
 */
export async function completedTestWaitingForReview(audio: Buffer) {
  const school = await schoolAdmin();
  const owner = school.user;
  const student = await added(owner, { ...CHILD, name: "Noor Patel", date_of_birth: birthDateForAge(9), grade: "4", section: "A" });
  const assessment = await assessmentForAge(owner, 9);
  const { body: result } = await getOrCreate(owner, { participant_id: student.id, assessment_id: assessment.id });
  const keys = await answerKeys(assessment.id);
  let phonologicalRight = 0;
  const spoken: PublicQuestion[] = [];
  for (const question of (result as ResultBody).questions) {
    if (isRecording(question)) {
      const { status } = await postRecording({ resultId: result.id, questionId: question.id, bytes: audio, token: owner.idToken });
      expect(status).toBe(200);
      if (!question.is_practice) spoken.push(question);
      continue;
    }
    let right = true;
    if (question.section_type === "phonological_awareness" && !question.is_practice) right = phonologicalRight++ < 3;
    const json = { assessment_result_id: result.id, question_id: question.id, ...answerFor(question, keys.get(question.id) as Key, right) };
    expect((await apiJson("/api/answer-question/", { ...auth(owner, newAddress()), json })).status).toBe(200);
  }
  const done = await apiJson<ResultBody>("/api/complete-assessment/", { ...auth(owner), json: { assessment_result_id: result.id } });
  expect(done.body.risk_level).toBe("medium");
  return { schoolId: school.schoolId, result: done.body, spoken };
}
