// A teacher reviews a child's spoken answers in Chromium: the dashboard says tests are waiting, the Review
// page lists them, the results view plays each recording and takes a mark, and the risk level follows.
import type { Page } from "@playwright/test";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { apiJson } from "../fixtures/api";
import { answerFor, answerKeys, auth, getOrCreate, isRecording, newAddress, postRecording } from "../fixtures/assessments";
import type { Key, ResultBody } from "../fixtures/assessments";
import { birthDateForAge } from "../fixtures/birth-dates";
import { logIn } from "../fixtures/log-in";
import { added, CHILD, schoolAdmin, teacher } from "../fixtures/participant-accounts";
import { assessmentForAge } from "../fixtures/assessments";
import { expect, test } from "./fixtures";

/** A second of the fake microphone, recorded by Chromium itself: a real WebM a browser can play. */
async function recordInBrowser(page: Page): Promise<Buffer> {
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
async function completedTestWaitingForReview(audio: Buffer) {
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

test("a teacher plays and marks a child's spoken answers, and the risk level changes", async ({ page }) => {
  test.setTimeout(120_000);
  const audio = await recordInBrowser(page);
  const { schoolId, result, spoken } = await completedTestWaitingForReview(audio);
  expect(spoken).toHaveLength(4);

  await logIn(page, await teacher(schoolId));
  await page.goto("/dashboard");
  await expect(page.getByText("1 test has spoken answers waiting for review.")).toBeVisible();
  await page.getByRole("link", { name: "Review them" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Review" })).toBeVisible();
  await page.getByRole("table", { name: "Tests to review" }).getByRole("link", { name: "Review Noor Patel's answers" }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/results/${result.id}\\?review=1$`));
  await expect(page.getByText("Medium risk", { exact: true })).toBeVisible();
  await expect(page.getByText("Provisional: 4 spoken answers are waiting for review")).toBeVisible();

  const panel = page.getByRole("region", { name: "Spoken answers" });
  for (const [i, question] of spoken.entries()) {
    const item = panel.getByRole("listitem", { name: question.title });
    await expect(item).toContainText("Waiting for review");
    const heard = page.waitForResponse((response) => response.url().includes(`/recordings/${question.id}/`) && response.status() === 200);
    await item.getByRole("button", { name: "Play recording" }).click();
    const response = await heard;
    expect(response.headers()["content-type"]).toMatch(/^audio\/webm/);
    if (i === 0) await expect(item.getByRole("button", { name: "Stop" })).toBeVisible();
    await expect(page.getByText("The recording could not be played")).toHaveCount(0);
    // The keyboard for the last one: focus the answer, C marks it correct.
    if (i === spoken.length - 1) {
      await item.focus();
      await page.keyboard.press("c");
    } else {
      await item.getByRole("button", { name: "Correct", exact: true }).click();
    }
    await expect(item).toContainText("Marked right by a person");
  }

  await expect(page.getByText(/^Provisional:/)).toHaveCount(0);
  await expect(page.getByText("Low risk", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Review list" }).click();
  await expect(page.getByRole("region", { name: "Nothing to review" })).toBeVisible();
});
