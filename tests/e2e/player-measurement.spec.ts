// What keeps the screening's measure honest, in Chromium: the memory window starts with the pictures on
// screen, the reader says nothing a memory question hides, the next question never waits for the network,
// a paused test keeps its answers, and 'Try Again' covers nothing.
import type { Page, Route } from "@playwright/test";
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { Key } from "../fixtures/assessments";
import { readDocument } from "../fixtures/firestore";
import { expect, test } from "./fixtures";
import { answerOnScreen, answerThroughApi, enterSection, freshTest, micCheckPassed, progressText, questionForm, readResult } from "./player-steps";

const PHONE = { width: 390, height: 844 };

/** Holds every request to a route until released: the network is as slow as the test says. */
function holdRoute(page: Page, pattern: string) {
  const held: Route[] = [];
  let open = false;
  const ready = page.route(pattern, async (route) => {
    if (open) await route.continue();
    else held.push(route);
  });
  return {
    ready,
    held,
    async release() {
      open = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

test.describe("the player keeps the measure honest", () => {
  test("the memory countdown waits until the pictures are decoded, and the reader says only the instruction while they show", async ({ page }) => {
    const { result, questions } = await freshTest();
    const first = questions[0] as PublicQuestion;
    expect(first.section_type).toBe("memory");
    await micCheckPassed(page, result.id);
    const pictures = holdRoute(page, "**/assessment/*.svg");
    await pictures.ready;
    const spoken: unknown[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/text-to-speech/")) spoken.push(request.postDataJSON());
    });

    await page.goto(`/assessment/${result.id}`);
    await enterSection(page, first, true);
    const form = questionForm(page, first);
    await expect(form.getByRole("status")).toHaveText("Getting the pictures ready...");
    // Seconds pass on a slow network: the window has not begun.
    await page.waitForTimeout(1500);
    await expect(form.getByRole("progressbar", { name: "Time to look at the pictures" })).toHaveCount(0);

    await form.getByRole("button", { name: "Read aloud" }).click();
    await expect(form.getByRole("button", { name: "Read aloud again" })).toBeVisible({ timeout: 20_000 });
    expect(spoken).toContainEqual({ question_id: first.id, part: "instruction", assessment_result_id: result.id });
    expect(JSON.stringify(spoken)).not.toContain('"text"');

    await pictures.release();
    const countdown = form.getByRole("progressbar", { name: "Time to look at the pictures" });
    await expect(countdown).toBeVisible();
    expect(Number(await countdown.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(80);
    for (const picture of await form.getByRole("img").all()) expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("the answer keeps how long the pictures were shown", async ({ page }) => {
    const { owner, result, questions, keys } = await freshTest();
    await micCheckPassed(page, result.id);
    await page.goto(`/assessment/${result.id}`);
    const memory = questions.slice(0, 2);
    await enterSection(page, memory[0] as PublicQuestion, true);
    for (const question of memory) {
      const stored = page.waitForResponse((response) => response.url().includes("/api/answer-question/") && response.ok());
      await answerOnScreen(page, question, keys.get(question.id) as Key, true);
      await stored;
    }
    const scored = memory[1] as PublicQuestion;
    expect(scored.is_practice).toBe(false);
    // Stored for the console and the team (not sent to the device): a Firestore integer.
    const answer = await readDocument(`assessment_results/${result.id}/answers/${scored.id}`);
    const shownMs = Number(answer?.memory_view_ms?.integerValue);
    expect(shownMs).toBeGreaterThanOrEqual(4900);
    expect(shownMs).toBeLessThan(8000);
    expect((await readResult(owner, result.id)).answers.map((a) => a.question_id)).toContain(scored.id);
  });

  test("the next question appears at once while the answer is still on its way", async ({ page }) => {
    const { result, questions, keys } = await freshTest();
    const firstSpatial = questions.findIndex((q) => q.section_type === "spatial_awareness");
    await answerThroughApi(result, questions.slice(0, firstSpatial + 1), keys);
    await micCheckPassed(page, result.id);
    const answers = holdRoute(page, "**/api/answer-question/");
    await answers.ready;
    let stored = 0;
    page.on("response", (response) => {
      if (response.url().includes("/api/answer-question/")) stored += 1;
    });
    await page.goto(`/assessment/${result.id}`);

    const times: number[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const question = questions[firstSpatial + i] as PublicQuestion;
      const next = questions[firstSpatial + i + 1] as PublicQuestion;
      const form = questionForm(page, question);
      await expect(form).toBeVisible();
      const key = keys.get(question.id) as Key;
      const option = question.options.find((o) => key.option_ids?.includes(o.id)) ?? question.options[0];
      await form.getByRole(question.question_type === "multiple_select" ? "checkbox" : "radio", { name: option?.title, exact: true }).first().check();
      // From the click on Next to the next question's title on screen, by Chromium's clock.
      times.push(
        await page.evaluate(
          (title) =>
            new Promise<number>((resolve) => {
              const shown = () => Array.from(document.querySelectorAll("h1")).some((h) => h.textContent === title);
              const observer = new MutationObserver(() => {
                if (!shown()) return;
                observer.disconnect();
                performance.mark("next-question-shown");
                resolve(performance.measure("next-question", "next-clicked", "next-question-shown").duration);
              });
              observer.observe(document.body, { childList: true, subtree: true, characterData: true });
              performance.mark("next-clicked");
              (document.querySelector("form button[type=submit]") as HTMLButtonElement).click();
            }),
          next.title,
        ),
      );
      expect(stored, "no answer has reached the server yet").toBe(0);
    }
    // Answers go one after another: the first is held, the others wait behind it.
    await expect.poll(() => answers.held.length).toBe(1);
    times.sort((a, b) => a - b);
    console.log(`next question shown after ${times.map((t) => t.toFixed(1)).join(", ")} ms`);
    // The network is held for as long as the test lasts, so a player waiting on it would never move on, or
    // only after its own time-out (seconds). Writing the answer to the device first takes tens of
    // milliseconds (printed above); a second is far from both.
    expect(times[times.length - 1]).toBeLessThan(1000);
    await answers.release();
    await expect.poll(() => stored).toBe(5);
  });

  test("Exit asks first and keeps every answer; the start page then offers to continue where the test left off", async ({ page }) => {
    const { owner, result, questions, keys } = await freshTest();
    await micCheckPassed(page, result.id);
    await page.goto(`/assessment/${result.id}`);
    const first = questions[0] as PublicQuestion;
    await enterSection(page, first, true);
    await answerOnScreen(page, first, keys.get(first.id) as Key, true);
    const second = questions[1] as PublicQuestion;
    await answerOnScreen(page, second, keys.get(second.id) as Key, true);

    await page.getByRole("button", { name: "Exit" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave the test?" });
    await dialog.getByRole("button", { name: "Leave the test" }).click();
    // It leaves once every answer kept on the device has reached the server, one after another.
    await expect(page).toHaveURL(new RegExp(`/start-assessment/${result.id}$`), { timeout: 30_000 });
    await expect(page.getByText(/Continue where you left off/)).toBeVisible();
    const stored = await readResult(owner, result.id);
    expect(stored.answers.map((a) => a.question_id)).toEqual(expect.arrayContaining([first.id, second.id]));

    await page.getByRole("button", { name: "Continue" }).click();
    await expect(questionForm(page, questions[2] as PublicQuestion)).toBeVisible();
    await expect(progressText(page)).toHaveAttribute("aria-valuetext", "Question 2 of " + questions.filter((q) => !q.is_practice).length);
  });

  test("on a phone, memory pictures sit in one row on screen with the countdown, and 'Try Again' covers none of the question's buttons", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const { result, questions, keys } = await freshTest();
    await micCheckPassed(page, result.id);
    await page.goto(`/assessment/${result.id}`);
    const practice = questions[0] as PublicQuestion;
    await enterSection(page, practice, true);
    const form = questionForm(page, practice);
    const countdown = form.getByRole("progressbar", { name: "Time to look at the pictures" });
    await expect(countdown).toBeVisible();
    const boxes = await Promise.all((await form.getByRole("img").all()).map((img) => img.boundingBox()));
    expect(boxes.length).toBeGreaterThan(1);
    for (const box of boxes) {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      expect(Math.abs(box!.y - boxes[0]!.y)).toBeLessThan(2);
    }
    const bar = await countdown.boundingBox();
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(PHONE.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

    await answerOnScreen(page, practice, keys.get(practice.id) as Key, false);
    const notice = page.getByRole("alert").filter({ hasText: "Try Again" });
    await expect(notice).toBeVisible();
    const noticeBox = (await notice.boundingBox())!;
    for (const button of await questionForm(page, practice).getByRole("button").all()) {
      const box = await button.boundingBox();
      if (!box) continue;
      const overlaps = box.x < noticeBox.x + noticeBox.width && noticeBox.x < box.x + box.width && box.y < noticeBox.y + noticeBox.height && noticeBox.y < box.y + box.height;
      expect(overlaps, `'Try Again' covers ${await button.textContent()}`).toBe(false);
    }
  });
});
