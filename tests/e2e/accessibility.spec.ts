// Accessibility: axe-core (WCAG 2.2 AA tags) on every route in each of the six reading tints, with no serious or
// critical violation: the public pages, each user type's dashboard pages, the player on each kind of
// question, and the results view on screen and in its print layout. Each page opens once in a tint set
// through the device's stored settings before load (as the pre-paint script applies it), then switches to
// the other five in place the same way; the totals are logged for the README (docs/decisions/0032).
import type { Page } from "@playwright/test";
import { memoryPrompt } from "@readbright/domain/memory-instructions";
import { answerMode } from "@readbright/domain/answer-mode";
import { logIn } from "../fixtures/log-in";
import { added, CHILD, individual, parent, schoolAdmin, teacher } from "../fixtures/participant-accounts";
import { onboard } from "../fixtures/profiles";
import { createUser } from "../fixtures/users";
import { invitee, testIn } from "./dashboard-phone-accounts";
import { newTally, startInTint, violationsInEveryTint } from "./axe";
import type { AxeTally } from "./axe";
import { expect, test } from "./fixtures";
import { answerThroughApi, freshTest, micCheckPassed, questionForm } from "./player-steps";
import { openPublicPage } from "./public-pages";

test.describe.configure({ mode: "parallel", timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  // Transitions off, so a colour is never read half-way through a change of tint.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await startInTint(page, "dark");
});

/** Waits until a signed-in page has its heading and its lists have loaded. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator("main h1").first(), `${page.url()} shows its heading`).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

async function checkRoutes(page: Page, who: string, routes: string[], tally: AxeTally): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await settled(page);
    found.push(...(await violationsInEveryTint(page, `${who} ${route}`, tally)));
  }
  return found;
}

function report(who: string, tally: AxeTally): void {
  const impacts = Object.entries(tally.byImpact).map(([impact, n]) => `${impact} ${n}`).join(", ");
  console.log(`axe ${who}: ${tally.checks} checks (routes × tints); violations by impact: ${impacts}`);
}

test("the public pages have no serious or critical violation in any tint", async ({ page }) => {
  const tally = newTally();
  const found: string[] = [];
  for (const route of ["/", "/about", "/dyslexia", "/contact-us", "/terms", "/privacy", "/evidence"]) {
    await openPublicPage(page, route);
    found.push(...(await violationsInEveryTint(page, `public ${route}`, tally)));
  }
  for (const route of ["/login", "/register", "/forgot-password", "/school-search/"]) {
    await page.goto(route);
    await expect(page.locator("main h1").first(), `${page.url()} shows its heading`).toBeVisible({ timeout: 20_000 });
    found.push(...(await violationsInEveryTint(page, `public ${route}`, tally)));
  }
  report("public", tally);
  expect(found).toEqual([]);
});

test("a parent's pages, a result and its print layout have no serious or critical violation in any tint", async ({ page }) => {
  const tally = newTally();
  const user = await parent();
  const completed = await testIn(user, await added(user, CHILD), "completed");
  await testIn(user, await added(user, { ...CHILD, name: "Tobi Berg" }), "not_started");
  await logIn(page, user);
  const found = await checkRoutes(page, "parent", ["/dashboard", "/dashboard/my-tests", "/dashboard/settings"], tally);

  await page.goto(`/dashboard/results/${completed?.id}`);
  await settled(page);
  await expect(page.getByRole("heading", { level: 2, name: "Next steps" })).toBeVisible();
  found.push(...(await violationsInEveryTint(page, "parent result", tally)));
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".result-print-header")).toBeVisible();
  found.push(...(await violationsInEveryTint(page, "parent result (print)", tally)));
  report("parent", tally);
  expect(found).toEqual([]);
});

test("a school admin's and a teacher's pages have no serious or critical violation in any tint", async ({ page, browser }) => {
  const tally = newTally();
  const { user, schoolId } = await schoolAdmin();
  const student = await added(user, { ...CHILD, grade: "3", section: "A" });
  await testIn(user, student, "completed");
  await testIn(user, await added(user, { ...CHILD, name: "Ava Lund", grade: "3", section: "B" }), "in_progress");
  await invitee(user);
  await logIn(page, user);
  const routes = ["/dashboard", "/dashboard/users", "/dashboard/my-tests", "/dashboard/testing-now", "/dashboard/activity"];
  const found = await checkRoutes(page, "school admin", [...routes, "/dashboard/review", "/dashboard/settings", "/participants"], tally);

  // axe needs a page of a context of its own.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await teacherPage.emulateMedia({ reducedMotion: "reduce" });
  await logIn(teacherPage, await teacher(schoolId));
  found.push(...(await checkRoutes(teacherPage, "teacher", ["/dashboard", "/dashboard/my-tests", "/dashboard/testing-now", "/dashboard/settings"], tally)));
  await teacherContext.close();
  report("school", tally);
  expect(found).toEqual([]);
});

test("an organization admin's and an individual's pages have no serious or critical violation in any tint", async ({ page, browser }) => {
  const tally = newTally();
  // A dyslexia professional who signed up is their organization's admin.
  const admin = await createUser({ verified: true });
  await onboard(admin, "dyslexia_professional");
  await testIn(admin, await added(admin, CHILD), "completed");
  await invitee(admin);
  await logIn(page, admin);
  const found = await checkRoutes(page, "organization admin", ["/dashboard", "/dashboard/users", "/dashboard/my-tests", "/dashboard/activity", "/dashboard/settings", "/participants"], tally);

  const self = await individual();
  await testIn(self, await added(self, { history: "", difficulties: "" }), "completed");
  const individualContext = await browser.newContext();
  const individualPage = await individualContext.newPage();
  await individualPage.emulateMedia({ reducedMotion: "reduce" });
  await logIn(individualPage, self);
  found.push(...(await checkRoutes(individualPage, "individual", ["/dashboard", "/dashboard/my-tests", "/dashboard/settings"], tally)));
  await individualContext.close();
  report("organization and individual", tally);
  expect(found).toEqual([]);
});

test("the player on every kind of question has no serious or critical violation in any tint", async ({ page }) => {
  const tally = newTally();
  const { result, questions, keys } = await freshTest();
  const found: string[] = [];

  await page.goto(`/start-assessment/${result.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Are you ready to take the test?" })).toBeVisible();
  found.push(...(await violationsInEveryTint(page, "player start", tally)));
  await page.getByRole("button", { name: "Let's do it!" }).click();
  await expect(page.getByRole("region", { name: "Let's check your microphone" })).toBeVisible();
  found.push(...(await violationsInEveryTint(page, "player microphone check", tally)));

  // The first question of each section and each way of answering, practice or not, reached by answering
  // the ones before it through the API and opening the test again (it resumes there).
  const seen = new Set<string>();
  let answered = 0;
  await micCheckPassed(page, result.id);
  for (const [index, question] of questions.entries()) {
    const kind = `${question.section_type} ${answerMode(question)}${question.is_practice ? " practice" : ""}`;
    if (seen.has(kind)) continue;
    seen.add(kind);
    await answerThroughApi(result, questions.slice(answered, index), keys);
    answered = index;
    await page.goto(`/assessment/${result.id}`);
    const first = questions.findIndex((q) => q.section_type === question.section_type) === index;
    if (first) {
      // A section not yet begun opens with its overview and instructions.
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      found.push(...(await violationsInEveryTint(page, `player ${question.section_type} overview`, tally)));
      await page.getByRole("button", { name: index === 0 ? "Start Test" : "Continue" }).click();
      await expect(page.getByRole("list", { name: "Instructions" })).toBeVisible();
      found.push(...(await violationsInEveryTint(page, `player ${question.section_type} instructions`, tally)));
      await page.getByRole("button", { name: "Go to Practice question" }).click();
    }
    const form = questionForm(page, question);
    await expect(form).toBeVisible();
    if (question.section_type === "memory") {
      await expect(form.getByRole("progressbar", { name: "Time to look at the pictures" })).toBeVisible();
      found.push(...(await violationsInEveryTint(page, `player ${kind} (pictures)`, tally)));
      await expect(form.getByText(memoryPrompt(question))).toBeVisible({ timeout: 10_000 });
    }
    // Before a first spoken answer the help opens by itself: it is checked as well.
    found.push(...(await violationsInEveryTint(page, `player ${kind}`, tally)));
  }
  report("player", tally);
  expect(found).toEqual([]);
});
