// The assessment player in Chromium with a fake microphone, on a signed-out test-taker's device: a whole
// screening from the start page to the thank-you, a reload that resumes, and an answer whose first send
// fails. Which option is right comes from the stored answer keys (only test code can read them).
import type { Locator, Page } from "@playwright/test";
import { MEMORY_PROMPT } from "@readbright/domain/assessment";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { orderQuestions } from "@readbright/domain/question-order";
import { apiJson } from "../fixtures/api";
import { answerFor, answerKeys, auth, isRecording, newResult, postRecording, webm } from "../fixtures/assessments";
import type { Key, ResultBody } from "../fixtures/assessments";
import { logIn } from "../fixtures/log-in";
import { parent } from "../fixtures/participant-accounts";
import { createUser } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";
import { expect, test } from "./fixtures";

const SECTION_NAMES = { memory: "Memory", spatial_awareness: "Spatial Awareness", phonological_awareness: "Phonological Awareness" } as const;

/** A participant aged 9 with a fresh result for the 8-10 assessment, its questions in the player's order and their keys. */
async function freshTest(owner?: TestUser): Promise<{ owner: TestUser; result: ResultBody; questions: PublicQuestion[]; keys: Map<number, Key> }> {
  owner ??= await createUser({ verified: true });
  const { result } = await newResult(owner, 9);
  return { owner, result, questions: orderQuestions(result.questions), keys: await answerKeys(result.assessment_id) };
}

async function readResult(owner: TestUser, id: string): Promise<ResultBody> {
  const { status, body } = await apiJson<ResultBody>(`/api/get-assessment-result-by-id/${id}/`, { token: owner.idToken });
  expect(status).toBe(200);
  return body;
}

/** Answers through the API, as if an earlier visit had: right for every question here. */
async function answerThroughApi(result: ResultBody, questions: PublicQuestion[], keys: Map<number, Key>): Promise<void> {
  const headers = auth().headers;
  for (const question of questions) {
    const key = keys.get(question.id) as Key;
    if (isRecording(question)) {
      const { status } = await postRecording({ resultId: result.id, questionId: question.id, bytes: webm(), headers });
      expect(status).toBe(200);
      continue;
    }
    const json = { assessment_result_id: result.id, question_id: question.id, ...answerFor(question, key, true) };
    const { status } = await apiJson("/api/answer-question/", { headers, json });
    expect(status).toBe(200);
  }
}

/** The question on screen: its form is named by its title. */
function questionForm(page: Page, question: PublicQuestion): Locator {
  return page.getByRole("form", { name: question.title });
}

/** Clicks through a section's overview and instruction cards. */
async function enterSection(page: Page, question: PublicQuestion, first: boolean): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: SECTION_NAMES[question.section_type] })).toBeVisible();
  await page.getByRole("button", { name: first ? "Start Test" : "Continue" }).click();
  await expect(page.getByRole("list", { name: "Instructions" })).toBeVisible();
  await page.getByRole("button", { name: "Go to Practice question" }).click();
}

/** Steps through the help, one step at a time, to 'Got it'. */
async function readHelp(page: Page, steps: number): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "How to answer" });
  for (let step = 1; step < steps; step += 1) {
    await expect(dialog).toContainText(`Step ${step} of ${steps}`);
    await dialog.getByRole("button", { name: "Next" }).click();
  }
  await expect(dialog).toContainText(`Step ${steps} of ${steps}`);
  await dialog.getByRole("button", { name: "Got it" }).click();
  await expect(dialog).toBeHidden();
}

/** Statuses of the reader's requests (its audio may have been fetched ahead, before the button is pressed). */
function watchSpeech(page: Page): number[] {
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/text-to-speech/")) statuses.push(response.status());
  });
  return statuses;
}

/** Read-aloud: 'Stop' while the API's audio plays, then the replay button. */
async function listen(page: Page, question: PublicQuestion, statuses: number[]): Promise<void> {
  const form = questionForm(page, question);
  await form.getByRole("button", { name: "Read aloud" }).click();
  await expect(form.getByRole("button", { name: "Read aloud again" })).toBeVisible({ timeout: 20_000 });
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((status) => status === 200)).toBe(true);
}

/** Before the first recording question: record a moment, hear it back, go on. */
async function passMicrophoneCheck(page: Page): Promise<void> {
  const check = page.getByRole("region", { name: "Let's check your microphone" });
  await check.getByRole("button", { name: "Start recording" }).click();
  // It stops by itself after 3 seconds and plays the recording back.
  await expect(check.getByText("Listen. Can you hear yourself?")).toBeVisible({ timeout: 10_000 });
  await check.getByRole("button", { name: "I heard myself" }).click();
}

/** Records a second or so from the fake microphone. */
async function record(form: Locator): Promise<void> {
  await form.getByRole("button", { name: "Start recording" }).click();
  await expect(form.getByRole("button", { name: "Stop recording" })).toBeVisible();
  await form.page().waitForTimeout(1200);
  await form.getByRole("button", { name: "Stop recording" }).click();
  await expect(form.getByRole("button", { name: "Play recording" })).toBeVisible();
}

/** Gives a right or wrong answer on screen (recordings are just recorded) and presses Next. */
async function answerOnScreen(page: Page, question: PublicQuestion, key: Key, correct: boolean): Promise<void> {
  const form = questionForm(page, question);
  await expect(form).toBeVisible();
  if (question.section_type === "memory") {
    // The pictures first, with the countdown; then the options and the prompt.
    await expect(form.getByRole("progressbar", { name: "Time to look at the pictures" })).toBeVisible();
    await expect(form.getByText(MEMORY_PROMPT)).toBeVisible({ timeout: 10_000 });
  }
  const next = form.getByRole("button", { name: "Next", exact: true });
  await expect(next).toBeDisabled();
  if (isRecording(question)) {
    await expect(form.getByText("Please record your answer")).toBeVisible();
    await record(form);
  } else {
    await expect(form.getByText("Please select an answer")).toBeVisible();
    const chosen = answerFor(question, key, correct);
    if (chosen.answer_text !== undefined) await form.getByRole("textbox", { name: "Type your answer" }).fill(chosen.answer_text);
    const role = question.question_type === "multiple_select" ? "checkbox" : "radio";
    for (const id of chosen.option_ids ?? []) {
      const option = question.options.find((o) => o.id === id) as PublicQuestion["options"][number];
      await form.getByRole(role, { name: option.title, exact: true }).check();
    }
  }
  const card = await form.elementHandle();
  await next.click();
  // The card leaves once the server has the answer (a practice one asked again comes back as a new card).
  await page.waitForFunction((element) => !element?.isConnected, card);
}

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
    await expect(page).toHaveURL(new RegExp(`/assessment/${result.id}$`));
    await expect(page.getByRole("navigation")).toHaveCount(0);
    const scored = questions.filter((q) => !q.is_practice).length;
    await expect(page.getByText(`0 / ${scored} questions`, { exact: true })).toBeVisible();

    let previous: PublicQuestion | null = null;
    let recordingSeen = false;
    let answered = 0;
    for (const question of questions) {
      const key = keys.get(question.id) as Key;
      if (previous?.section_type !== question.section_type) {
        await enterSection(page, question, previous === null);
        if (question.section_type === "spatial_awareness") await listen(page, question, speech);
      }
      previous = question;

      if (isRecording(question) && !recordingSeen) {
        recordingSeen = true;
        await passMicrophoneCheck(page);
      }
      if (isRecording(question) && question.is_practice) await readHelp(page, 5);

      if (question.is_practice && !isRecording(question)) {
        // Wrong first: 'Try Again', the same question again, nothing counted.
        await answerOnScreen(page, question, key, false);
        await expect(page.getByText("That's not quite right. Please try again!")).toBeVisible();
        await expect(page.getByText(`${answered} / ${scored} questions`, { exact: true })).toBeVisible();
      }
      // Memory and spatial right, phonological wrong (recordings wait for review): a medium risk.
      await answerOnScreen(page, question, key, question.is_practice || question.section_type !== "phonological_awareness");
      if (!question.is_practice) answered += 1;
      if (answered < scored) await expect(page.getByText(`${answered} / ${scored} questions`, { exact: true })).toBeVisible();
    }

    await expect(page).toHaveURL(/\/$/);
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

  test("a reload in the middle resumes at the next unanswered question", async ({ page }) => {
    const { owner, result, questions, keys } = await freshTest();
    // An earlier visit answered the memory section and the spatial practice question.
    const firstSpatial = questions.findIndex((q) => q.section_type === "spatial_awareness");
    await answerThroughApi(result, questions.slice(0, firstSpatial + 1), keys);
    const scored = questions.filter((q) => !q.is_practice).length;
    const before = questions.slice(0, firstSpatial + 1).filter((q) => !q.is_practice).length;

    await page.goto(`/assessment/${result.id}`);
    // The section has begun, so no overview: straight to its first unanswered question.
    const resumed = questions[firstSpatial + 1] as PublicQuestion;
    await expect(questionForm(page, resumed)).toBeVisible();
    await expect(page.getByText(`${before} / ${scored} questions`, { exact: true })).toBeVisible();
    await answerOnScreen(page, resumed, keys.get(resumed.id) as Key, true);
    await expect(page.getByText(`${before + 1} / ${scored} questions`, { exact: true })).toBeVisible();

    await page.reload();
    const next = questions[firstSpatial + 2] as PublicQuestion;
    await expect(questionForm(page, next)).toBeVisible();
    await expect(page.getByText(`${before + 1} / ${scored} questions`, { exact: true })).toBeVisible();
    const stored = await readResult(owner, result.id);
    expect(stored.answers.map((a) => a.question_id)).toContain(resumed.id);
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
      await page.goto(`/assessment/${result.id}`);
      const form = questionForm(page, question);
      await expect(form).toBeVisible();
      const sending = answerOnScreen(page, question, keys.get(question.id) as Key, true);
      await expect(page.getByRole("alert").filter({ hasText: "We could not send your answer yet. Trying again..." })).toBeVisible();
      await sending;
      await expect(questionForm(page, questions[firstSpatial + 2] as PublicQuestion)).toBeVisible();
      expect(attempts).toBe(2);

      const stored = await readResult(owner, result.id);
      const answer = stored.answers.find((a) => a.question_id === question.id);
      expect(answer?.is_correct).toBe(true);
    });
  });
});
