// Journeys without a mouse. A child takes a screening (every section's practice, one question of
// each kind, to the thank-you) and a school uploads its class list from a CSV file, with Tab, Enter, Space
// and the arrow keys only, and a teacher plays and marks a child's spoken answers the same way; every
// control the focus lands on shows it.
import type { Page } from "@playwright/test";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { answerMode } from "@readbright/domain/answer-mode";
import { memoryPrompt } from "@readbright/domain/memory-instructions";
import { answerFor } from "../fixtures/assessments";
import type { Key } from "../fixtures/assessments";
import { birthDateForAge, usDate } from "../fixtures/birth-dates";
import { csvFile } from "../fixtures/csv-upload";
import { logIn } from "../fixtures/log-in";
import { schoolAdmin, teacher } from "../fixtures/participant-accounts";
import { expect, test } from "./fixtures";
import { expectVisibleFocus, press, tabTo } from "./keyboard";
import { answerThroughApi, freshTest, questionForm, readResult } from "./player-steps";
import { completedTestWaitingForReview, recordInBrowser } from "./review-steps";

/** Answers the question on screen with the keyboard: right, so a practice question is not asked again. */
async function answerWithKeys(page: Page, question: PublicQuestion, key: Key): Promise<void> {
  const form = questionForm(page, question);
  await expect(form).toBeVisible();
  if (question.question_type === "recording" && question.is_practice) {
    // Its help opens by itself and holds the focus, on its one button, until 'Got it'.
    const help = page.getByRole("dialog", { name: "How to answer" });
    const count = (await help.getByText(/^Step 1 of \d+$/).textContent()) ?? "";
    const steps = Number(/of (\d+)/.exec(count)?.[1]);
    await tabTo(help.getByRole("button", { name: "Next" }));
    for (let step = 1; step < steps; step += 1) {
      await expect(help.getByText(`Step ${step} of ${steps}`)).toBeVisible();
      await page.keyboard.press("Enter");
    }
    await expect(help.getByRole("button", { name: "Got it" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(help).toBeHidden();
  } else {
    // A new question takes the focus on its title.
    await expect(form.getByRole("heading", { level: 1 })).toBeFocused();
    await expectVisibleFocus(page);
  }
  if (question.section_type === "memory") await expect(form.getByText(memoryPrompt(question))).toBeVisible({ timeout: 10_000 });

  const mode = answerMode(question);
  const chosen = answerFor(question, key, true);
  if (mode === "recording") {
    await press(form.getByRole("button", { name: "Start recording" }));
    // The focus stays on the one main button, now 'Stop recording'.
    await expect(form.getByRole("button", { name: "Stop recording" })).toBeFocused();
    await page.waitForTimeout(1200);
    await page.keyboard.press("Enter");
    await expect(form.getByRole("button", { name: "Play recording" })).toBeFocused();
  } else if (mode === "text") {
    await tabTo(form.getByRole("textbox", { name: "Type your answer" }));
    await page.keyboard.type(chosen.answer_text as string);
  } else if (mode === "options") {
    for (const id of chosen.option_ids ?? []) {
      const option = question.options.find((o) => o.id === id) as PublicQuestion["options"][number];
      await press(form.getByRole("checkbox", { name: option.title, exact: true }), "Space");
    }
  } else {
    // A radio group is one Tab stop; the arrow keys move the choice along it.
    const index = question.options.findIndex((o) => o.id === chosen.option_ids?.[0]);
    await tabTo(form.getByRole("radio").first());
    if (index === 0) await page.keyboard.press("Space");
    for (let i = 0; i < index; i += 1) await page.keyboard.press("ArrowDown");
    await expect(form.getByRole("radio").nth(index)).toBeChecked();
  }
  const card = await form.elementHandle();
  await press(form.getByRole("button", { name: "Next", exact: true }));
  await page.waitForFunction((element) => !element?.isConnected, card);
}

test("a child takes a screening with the keyboard alone: every practice, one question of each kind, to the thank-you", async ({ page }) => {
  test.setTimeout(240_000);
  const { owner, result, questions, keys } = await freshTest();
  // The first section in full; after it, each section's practice and its first question of each kind, the
  // rest answered beforehand as if on another visit.
  const firstSection = (questions[0] as PublicQuestion).section_type;
  const kinds = new Set<string>();
  const onScreen = questions.filter((q) => {
    const kind = `${q.section_type} ${answerMode(q)}`;
    const first = !kinds.has(kind) && !q.is_practice;
    if (first) kinds.add(kind);
    return q.section_type === firstSection || q.is_practice || first;
  });
  await answerThroughApi(result, questions.filter((q) => !onScreen.includes(q)), keys);

  await page.goto(`/start-assessment/${result.id}`);
  await expect(page.getByText("Continue where you left off: every answer so far is saved.")).toBeVisible();
  await press(page.getByRole("button", { name: "Continue" }));
  const check = page.getByRole("region", { name: "Let's check your microphone" });
  await press(check.getByRole("button", { name: "Start recording" }));
  await expect(check.getByText("Listen. Can you hear yourself?")).toBeVisible({ timeout: 10_000 });
  await press(check.getByRole("button", { name: "I heard myself" }));

  // The first section opens with its overview and its instructions, each taking the focus on its title.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await press(page.getByRole("button", { name: "Start Test" }));
  await expect(page.getByRole("list", { name: "Instructions" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await press(page.getByRole("button", { name: "Go to Practice question" }));

  for (const question of onScreen) await answerWithKeys(page, question, keys.get(question.id) as Key);

  await expect(page).toHaveURL(/\/$/, { timeout: 60_000 });
  await expect(page.getByText("Thank you!", { exact: true })).toBeVisible();
  expect((await readResult(owner, result.id)).status).toBe("completed");
});

test("a school uploads its class list from a CSV file with the keyboard alone", async ({ page }) => {
  const { user } = await schoolAdmin();
  await logIn(page, user);
  await page.goto("/dashboard/my-tests");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await press(page.getByRole("button", { name: "Create group test" }));
  const upload = page.getByRole("dialog", { name: "Create group test" });
  await expect(upload).toBeVisible();

  const born = usDate(birthDateForAge(9));
  const rows = ["Zed Newcomer", "Yara Newcomer"].map((name) => `${name},${born},Female,5,C,,`);
  const chooser = page.waitForEvent("filechooser");
  await press(upload.getByLabel("CSV file"), "Space");
  await (await chooser).setFiles({ name: "new-class.csv", mimeType: "text/csv", buffer: Buffer.from(csvFile(rows)) });
  await press(upload.getByRole("checkbox", { name: /^Our school holds the consent of a parent or guardian/ }), "Space");
  await press(upload.getByRole("button", { name: "Upload" }));

  await expect(page.getByText("2 students added from new-class.csv.")).toBeVisible();
  const tests = page.getByRole("table", { name: "Tests" });
  for (const name of ["Yara Newcomer", "Zed Newcomer"]) await expect(tests.getByRole("row").filter({ hasText: name })).toBeVisible();
});

test("a teacher plays and marks spoken answers with the keyboard alone", async ({ page }) => {
  test.setTimeout(120_000);
  const { schoolId, result, spoken } = await completedTestWaitingForReview(await recordInBrowser(page));
  await logIn(page, await teacher(schoolId));
  await page.goto("/dashboard");
  await press(page.getByRole("link", { name: "Review them" }));
  await press(page.getByRole("table", { name: "Tests to review" }).getByRole("link", { name: "Review Noor Patel's answers" }));
  await expect(page).toHaveURL(new RegExp(`/dashboard/results/${result.id}\\?review=1$`));

  const panel = page.getByRole("region", { name: "Spoken answers" });
  const [first, second] = spoken as [PublicQuestion, PublicQuestion];
  // The buttons: play, then Correct.
  const item = panel.getByRole("listitem", { name: first.title });
  const heard = page.waitForResponse((response) => response.url().includes(`/recordings/${first.id}/`) && response.status() === 200);
  await press(item.getByRole("button", { name: "Play recording" }));
  await heard;
  await expect(page.getByText("The recording could not be played")).toHaveCount(0);
  await press(item.getByRole("button", { name: "Correct", exact: true }));
  await expect(item).toContainText("Marked right by a person");

  // The item's own keys: Space plays, I marks it wrong.
  const next = panel.getByRole("listitem", { name: second.title });
  await tabTo(next);
  const heardNext = page.waitForResponse((response) => response.url().includes(`/recordings/${second.id}/`) && response.status() === 200);
  await page.keyboard.press("Space");
  await heardNext;
  await page.keyboard.press("i");
  await expect(next).toContainText("Marked wrong by a person");
});
