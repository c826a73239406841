// The assessment player in Chromium with a fake microphone, on a signed-out test-taker's device: a whole
// screening from the start page to the thank-you, a reload that resumes, and an answer whose first send
// fails while the test goes on. Which option is right comes from the stored answer keys (only test code can read them).
import type { PublicQuestion } from "@readbright/domain/assessment";
import { isRecording } from "../fixtures/assessments";
import type { Key } from "../fixtures/assessments";
import { logIn } from "../fixtures/log-in";
import { parent } from "../fixtures/participant-accounts";
import { expect, test } from "./fixtures";
import {
  answerOnScreen,
  answerThroughApi,
  enterSection,
  freshTest,
  listen,
  micCheckPassed,
  passMicrophoneCheck,
  progressText,
  questionForm,
  readHelp,
  readResult,
  watchSpeech,
} from "./player-steps";

test.describe("the assessment player", () => {
  test("a child takes a whole screening: practice retries, memory, recordings, read-aloud, then the thank-you", async ({ page }) => {
    test.setTimeout(300_000);
    // A parent's child, so the parent can read the result in the browser afterwards.
    const { owner, result, questions, keys } = await freshTest(await parent());
    const speech = watchSpeech(page);

    await page.goto(`/start-assessment/${result.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Are you ready to take the test?" })).toBeVisible();
    await expect(page.getByText(/20 minutes of uninterrupted time/)).toBeVisible();
    await page.getByRole("button", { name: "Let's do it!" }).click();
    // The microphone check comes first, once, from the start page; then the test.
    await passMicrophoneCheck(page);
    await expect(page).toHaveURL(new RegExp(`/assessment/${result.id}$`));
    await expect(page.getByRole("navigation")).toHaveCount(0);
    const scored = questions.filter((q) => !q.is_practice).length;
    await expect(progressText(page)).toHaveAttribute("aria-valuetext", `Question 1 of ${scored}`);

    let previous: PublicQuestion | null = null;
    let answered = 0;
    for (const question of questions) {
      const key = keys.get(question.id) as Key;
      if (previous?.section_type !== question.section_type) {
        await enterSection(page, question, previous === null);
        if (question.section_type === "spatial_awareness") await listen(page, question, speech);
      }
      previous = question;
      await expect(questionForm(page, question)).toBeVisible();
      // Never again in the middle of the test.
      await expect(page.getByRole("region", { name: "Let's check your microphone" })).toHaveCount(0);
      await expect(progressText(page)).toHaveAttribute("aria-valuetext", question.is_practice ? "Practice question" : `Question ${answered + 1} of ${scored}`);

      if (isRecording(question) && question.is_practice) await readHelp(page, 5);

      if (question.is_practice && !isRecording(question)) {
        // Wrong first: 'Try Again', the same question again, nothing counted.
        await answerOnScreen(page, question, key, false);
        await expect(page.getByText("That's not quite right. Please try again!")).toBeVisible();
      }
      // Memory and spatial right, phonological wrong (recordings wait for review): a medium risk.
      await answerOnScreen(page, question, key, question.is_practice || question.section_type !== "phonological_awareness");
      if (!question.is_practice) answered += 1;
    }

    // The last answers may still be on their way: each recording is heard by the recogniser before the
    // server answers, and under a parallel test run that can take longer than the usual wait.
    await expect(page).toHaveURL(/\/$/, { timeout: 60_000 });
    await expect(page.getByText("Thank you!", { exact: true })).toBeVisible();

    // The account holder's view of it: completed, and 0.3 × 1 + 0.5 × 0 + 0.2 × 1 = 0.5 is a medium risk.
    const done = await readResult(owner, result.id);
    expect(done.status).toBe("completed");
    expect(done.answered_count).toBe(scored);
    expect(done.section_scores?.memory.accuracy).toBe(1);
    expect(done.section_scores?.spatial_awareness.accuracy).toBe(1);
    expect(done.section_scores?.phonological_awareness.accuracy).toBe(0);
    expect(done.risk_level).toBe("medium");

    // The parent signs in on their own device and reads the same risk in the results view.
    const parentPage = await page.context().browser()?.newPage();
    if (!parentPage) throw new Error("no browser for the parent");
    await logIn(parentPage, owner);
    await parentPage.goto(`/dashboard/results/${result.id}`);
    await expect(parentPage.getByRole("heading", { level: 1, name: "Test result" })).toBeVisible();
    await expect(parentPage.getByText("Medium risk", { exact: true })).toBeVisible();
    const scores = parentPage.getByRole("table", { name: "Scores by section" });
    await expect(scores.getByRole("row", { name: /Memory/ })).toContainText("(100%)");
    await expect(scores.getByRole("row", { name: /Spatial Awareness/ })).toContainText("(100%)");
    await parentPage.close();
  });

  test("a reload in the middle resumes at the next unanswered question, without a second microphone check", async ({ page }) => {
    const { owner, result, questions, keys } = await freshTest();
    // An earlier visit answered the memory section and the spatial practice question.
    const firstSpatial = questions.findIndex((q) => q.section_type === "spatial_awareness");
    await answerThroughApi(result, questions.slice(0, firstSpatial + 1), keys);
    const scored = questions.filter((q) => !q.is_practice).length;
    const before = questions.slice(0, firstSpatial + 1).filter((q) => !q.is_practice).length;

    // Opened from the test link: the microphone check comes before the first question.
    await page.goto(`/assessment/${result.id}`);
    await passMicrophoneCheck(page);
    // The section has begun, so no overview: straight to its first unanswered question.
    const resumed = questions[firstSpatial + 1] as PublicQuestion;
    await expect(questionForm(page, resumed)).toBeVisible();
    await expect(progressText(page)).toHaveAttribute("aria-valuetext", `Question ${before + 1} of ${scored}`);
    const stored = page.waitForResponse((response) => response.url().includes("/api/answer-question/") && response.ok());
    await answerOnScreen(page, resumed, keys.get(resumed.id) as Key, true);
    await stored;
    await expect(progressText(page)).toHaveAttribute("aria-valuetext", `Question ${before + 2} of ${scored}`);

    await page.reload();
    const next = questions[firstSpatial + 2] as PublicQuestion;
    await expect(questionForm(page, next)).toBeVisible();
    await expect(page.getByRole("region", { name: "Let's check your microphone" })).toHaveCount(0);
    await expect(progressText(page)).toHaveAttribute("aria-valuetext", `Question ${before + 2} of ${scored}`);
    const read = await readResult(owner, result.id);
    expect(read.answers.map((a) => a.question_id)).toContain(resumed.id);
  });

  test.describe("with the network failing once", () => {
    // Chromium logs the aborted request as a console error.
    test.use({ allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/] });

    test("an answer whose first send fails is sent again, and the test-taker is told", async ({ page }) => {
      const { owner, result, questions, keys } = await freshTest();
      const firstSpatial = questions.findIndex((q) => q.section_type === "spatial_awareness");
      await answerThroughApi(result, questions.slice(0, firstSpatial + 1), keys);
      const question = questions[firstSpatial + 1] as PublicQuestion;

      let attempts = 0;
      await page.route("**/api/answer-question/", async (route) => {
        attempts += 1;
        if (attempts === 1) await route.abort("internetdisconnected");
        else await route.continue();
      });
      await micCheckPassed(page, result.id);
      await page.goto(`/assessment/${result.id}`);
      await expect(questionForm(page, question)).toBeVisible();
      await answerOnScreen(page, question, keys.get(question.id) as Key, true);
      // The test goes on while the answer is tried again behind it, and the test-taker is told.
      await expect(questionForm(page, questions[firstSpatial + 2] as PublicQuestion)).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: "We could not send your answer yet. Trying again..." })).toBeVisible();
      await expect.poll(() => attempts).toBe(2);
      await expect(page.getByText("We could not send your answer yet. Trying again...")).toBeHidden();

      const stored = await readResult(owner, result.id);
      const answer = stored.answers.find((a) => a.question_id === question.id);
      expect(answer?.is_correct).toBe(true);
    });
  });
});
