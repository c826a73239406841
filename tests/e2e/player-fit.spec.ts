// The player fits a phone: for every item type in the bank (sub-section and way of answering), the
// question, its choices and Next are on one screen at 390 x 844 and at 360 x 640, without scrolling. Each
// type is checked on its largest instance in any age band (most choices, longest words).
import type { Browser, Page } from "@playwright/test";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { memoryPrompt } from "@readbright/domain/memory-instructions";
import { orderQuestions } from "@readbright/domain/question-order";
import { answerKeys, newResult } from "../fixtures/assessments";
import { createUser } from "../fixtures/users";
import { expect, test } from "./fixtures";
import { answerThroughApi, micCheckPassed, questionForm } from "./player-steps";

test.describe.configure({ timeout: 300_000 });

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const;
const BAND_AGES = [6, 9, 12, 16];

const itemType = (q: PublicQuestion) => `${q.question_subtype} ${q.question_type}`;
const size = (q: PublicQuestion) =>
  q.options.length * 1000 + (Array.isArray(q.image_url) ? q.image_url.length * 100 : 0) + q.title.length + q.options.reduce((n, o) => n + o.title.length, 0);

async function phonePage(browser: Browser, viewport: (typeof PHONES)[number]): Promise<Page> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "warning") console.log(`[${viewport.width}] ${message.text()}`);
  });
  await page.emulateMedia({ reducedMotion: "reduce" });
  // A machine whose only network is the loopback (a test namespace) counts as offline, and the player
  // would say so above the question: here it is online, as a child's phone is.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "onLine", { get: () => true }));
  return page;
}

/** Everything the child needs is inside the screen, and nothing was scrolled to get there. */
async function expectOnOneScreen(page: Page, question: PublicQuestion, label: string): Promise<void> {
  const form = questionForm(page, question);
  await expect(form).toBeVisible();
  if (question.section_type === "memory") await expect(form.getByText(memoryPrompt(question))).toBeVisible({ timeout: 15_000 });
  const next = form.getByRole("button", { name: "Next", exact: true });
  await expect(next).toBeVisible();
  const boxes = await page.evaluate((title) => {
    const formEl = Array.from(document.querySelectorAll("form")).find((f) => f.getAttribute("aria-labelledby") && document.getElementById(f.getAttribute("aria-labelledby") as string)?.textContent === title);
    const rect = (el: Element | null | undefined) => (el ? el.getBoundingClientRect().toJSON() : null);
    const controls = formEl ? Array.from(formEl.querySelectorAll(".choice, .text-answer__input, .recorder button, .question-image")).map(rect) : [];
    return {
      scrollY: window.scrollY,
      height: window.innerHeight,
      width: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
      title: rect(formEl?.querySelector("h1")),
      next: rect(formEl?.querySelector("button[type=submit]")),
      controls,
    };
  }, question.title);
  if (process.env.FIT_SHOTS) await page.screenshot({ path: `${process.env.FIT_SHOTS}/${boxes.width}-${question.id}-${question.question_subtype}-${label}.png` });
  const where = `${label}: ${itemType(question)} (question ${question.id}) at ${boxes.width} x ${boxes.height}`;
  expect.soft(boxes.scrollY, `${where}: scrolled`).toBe(0);
  expect.soft(boxes.scrollWidth, `${where}: wider than the screen`).toBeLessThanOrEqual(boxes.width);
  expect.soft(boxes.title!.top, `${where}: the title`).toBeGreaterThanOrEqual(0);
  expect.soft(boxes.next!.bottom, `${where}: Next is below the fold`).toBeLessThanOrEqual(boxes.height);
  expect.soft(boxes.next!.right, `${where}: Next is off the side`).toBeLessThanOrEqual(boxes.width);
  for (const control of boxes.controls) expect.soft(control!.bottom, `${where}: a choice is below the fold`).toBeLessThanOrEqual(boxes.height);
}

test("every item type's question, choices and Next fit one phone screen at 390 x 844 and 360 x 640", async ({ browser }) => {
  const owner = await createUser({ verified: true });
  // One fresh test per band; the largest instance of each item type, wherever it is.
  const bands = await Promise.all(BAND_AGES.map(async (age) => {
    const { result } = await newResult(owner, age);
    return { result, questions: orderQuestions(result.questions), keys: await answerKeys(result.assessment_id) };
  }));
  const largest = new Map<string, PublicQuestion>();
  for (const { questions } of bands) {
    for (const question of questions) {
      const current = largest.get(itemType(question));
      // A scored instance where there is one: a practice recording opens its help over the question.
      const better = !current || (current.is_practice && !question.is_practice) || (current.is_practice === question.is_practice && size(question) > size(current));
      if (better) largest.set(itemType(question), question);
    }
  }
  const chosen = new Set(largest.values());
  expect(chosen.size).toBeGreaterThanOrEqual(15);

  const pages = await Promise.all(PHONES.map((phone) => phonePage(browser, phone)));
  let checked = 0;
  for (const { result, questions, keys } of bands) {
    for (const page of pages) await micCheckPassed(page, result.id);
    let answered = 0;
    for (const [index, question] of questions.entries()) {
      if (!chosen.has(question)) continue;
      await answerThroughApi(result, questions.slice(answered, index), keys);
      answered = index;
      await Promise.all(pages.map(async (page) => {
        await page.goto(`/assessment/${result.id}`);
        // Checked once the test is kept on the device, as a child sees every question after the opening's
        // preparation; the next load then finds every clip there instead of asking the reader again.
        await expect(page.getByText("Ready to test offline", { exact: true })).toBeAttached({ timeout: 120_000 });
        await expectOnOneScreen(page, question, result.assessment_id);
      }));
      checked += 1;
    }
  }
  expect(checked).toBe(chosen.size);
  await Promise.all(pages.map((page) => page.context().close()));
});
