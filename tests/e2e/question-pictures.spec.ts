// Question pictures as a signed-out test-taker's browser gets them: every picture URL is an
// opaque hash, every one loads as an SVG that can be cached for good, the old names that said what a
// picture shows are not served, and no alt text names an answer.
import type { Page, Response } from "@playwright/test";
import { memoryPrompt } from "@readbright/domain/memory-instructions";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { orderQuestions } from "@readbright/domain/question-order";
import { apiJson } from "../fixtures/api";
import { answerFor, answerKeys, auth, newResult } from "../fixtures/assessments";
import type { Key } from "../fixtures/assessments";
import { createUser } from "../fixtures/users";
import { expect, test } from "./fixtures";

const OPAQUE = /^\/assessment\/[0-9a-f]{16}\.svg$/;
/** The names the pictures were once served under, each of which gave its answer away. */
const OLD_NAMES = ["arrow-left", "arrow-up", "fig-a-m90", "fig-c-r180", "pair-a-r0-m0", "pair-b-r0-r180", "letter-b", "letter-q", "apple"];
/** Words a spatial answer (or a picture's old name) is given in. */
const ANSWER_WORDS = /\b(up|down|left|right|mirror\w*|flip\w*|turn\w*|rotat\w*|same|different|letter|arrow|fig|pair|[bdpq])\b/i;

function urlsOf(question: PublicQuestion): string[] {
  const own = question.image_url === null ? [] : Array.isArray(question.image_url) ? question.image_url : [question.image_url];
  return [...own, ...question.options.flatMap((option) => (option.image_url === null ? [] : [option.image_url]))];
}

/** Every image response the page gets (the favicon aside), as path, status and type. */
function watchImages(page: Page): { path: string; status: number; type: string }[] {
  const seen: { path: string; status: number; type: string }[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() !== "image") return;
    const path = new URL(response.url()).pathname;
    if (path !== "/favicon.svg") seen.push({ path, status: response.status(), type: response.headers()["content-type"] ?? "" });
  });
  return seen;
}

/** The pictures on screen now: where each comes from and what it says to a screen reader. */
function imagesOnScreen(page: Page): Promise<{ src: string; alt: string }[]> {
  return page.locator("img").evaluateAll((images) => images.map((img) => ({ src: img.getAttribute("src") ?? "", alt: img.getAttribute("alt") ?? "(none)" })));
}

/** The player may check the microphone before the first question (fake in this browser): record, hear, go on. */
async function passMicrophoneCheckIfAsked(page: Page): Promise<void> {
  const check = page.getByRole("region", { name: "Let's check your microphone" });
  await expect(check.or(page.locator("form")).first()).toBeVisible();
  if (!(await check.isVisible())) return;
  await check.getByRole("button", { name: "Start recording" }).click();
  await expect(check.getByText("Listen. Can you hear yourself?")).toBeVisible({ timeout: 10_000 });
  await check.getByRole("button", { name: "I heard myself" }).click();
}

test("question pictures load under opaque names only, and neither a URL nor an alt text names an answer", async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await createUser({ verified: true });
  const { result } = await newResult(owner, 9);
  const questions = orderQuestions(result.questions);
  const keys = await answerKeys(result.assessment_id);
  const loaded = watchImages(page);
  const shown: { src: string; alt: string }[] = [];

  // Answers sent through the API, as an earlier visit on the device would have: the player resumes at the
  // next question, so this test goes straight to the pictures, whatever the start page asks first.
  const headers = auth().headers;
  async function answerThroughApi(upTo: number): Promise<void> {
    for (const question of questions.slice(0, upTo)) {
      const json = { assessment_result_id: result.id, question_id: question.id, ...answerFor(question, keys.get(question.id) as Key, true) };
      expect((await apiJson("/api/answer-question/", { headers, json })).status).toBe(200);
    }
  }

  // A memory question: its pictures for a few seconds, then picture options.
  await answerThroughApi(1);
  await page.goto(`/assessment/${result.id}`);
  await passMicrophoneCheckIfAsked(page);
  const memory = page.getByRole("form", { name: (questions[1] as PublicQuestion).title });
  await expect(memory.locator("img").first()).toBeVisible();
  shown.push(...(await imagesOnScreen(page)));
  await expect(memory.getByText(memoryPrompt(questions[1] as PublicQuestion))).toBeVisible({ timeout: 10_000 });
  shown.push(...(await imagesOnScreen(page)));

  // The spatial section, from its first scored question, answered on screen.
  const firstSpatial = questions.findIndex((q) => q.section_type === "spatial_awareness");
  await answerThroughApi(firstSpatial + 1);
  await page.reload();
  await passMicrophoneCheckIfAsked(page);
  const spatial = questions.slice(firstSpatial + 1).filter((q) => q.section_type === "spatial_awareness");
  for (const question of spatial) {
    const form = page.getByRole("form", { name: question.title });
    await expect(form).toBeVisible();
    await expect(form.locator("img").first()).toBeVisible();
    shown.push(...(await imagesOnScreen(page)));
    const role = question.question_type === "multiple_select" ? "checkbox" : "radio";
    for (const id of answerFor(question, keys.get(question.id) as Key, true).option_ids ?? []) {
      const option = question.options.find((o) => o.id === id) as PublicQuestion["options"][number];
      await form.getByRole(role, { name: option.title, exact: true }).check();
    }
    const card = await form.elementHandle();
    await form.getByRole("button", { name: "Next", exact: true }).click();
    await page.waitForFunction((element) => !element?.isConnected, card);
  }

  // What the page loaded: opaque names only, every one an SVG.
  expect(shown.length).toBeGreaterThan(spatial.length);
  expect(loaded.length).toBeGreaterThan(0);
  for (const { src } of shown) expect(src).toMatch(OPAQUE);
  for (const image of loaded) {
    expect(image.path).toMatch(OPAQUE);
    expect(image.status, image.path).toBe(200);
    expect(image.type, image.path).toContain("image/svg+xml");
  }
  // No alt text names an answer: the player's are neutral ("Question picture", "Picture 2 of 3", or empty).
  for (const { src, alt } of shown) expect(alt, src).not.toMatch(ANSWER_WORDS);

  // Every picture of the whole test, shown yet or not, is opaque and served, to be cached for good.
  const everyUrl = [...new Set(questions.flatMap(urlsOf))];
  expect(everyUrl.length).toBeGreaterThan(20);
  for (const url of everyUrl) {
    expect(url).toMatch(OPAQUE);
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toContain("image/svg+xml");
    expect(response.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
    expect(await response.text(), url).toMatch(/^<svg [^>]*>/);
  }
});

test("the old picture names are not served, not even as the app's page", async ({ request }) => {
  for (const name of OLD_NAMES) {
    const response = await request.get(`/assessment/${name}.svg`);
    expect(response.status(), name).toBe(404);
    expect(response.headers()["content-type"] ?? "", name).not.toContain("image/svg+xml");
    expect(await response.text(), name).not.toMatch(/<svg/);
  }
  // A made-up hash is not a picture either; the player's own /assessment/{id} page still is the app.
  expect((await request.get("/assessment/0123456789abcdef.svg")).status()).toBe(404);
  const player = await request.get("/assessment/some-result-id");
  expect(player.status()).toBe(200);
  expect(player.headers()["content-type"]).toContain("text/html");
});
