// The dashboard summary and the results view: results taken through the API, read in
// the browser. An individual sees their own results chart; a school admin filters by risk and drills
// into a student and back; the results view prints without the navigation; a student with two screenings
// shows their progress.
import type { PublicQuestion } from "@readbright/domain/assessment";
import { apiJson } from "../fixtures/api";
import { answerAll, assessmentForAge, auth, getOrCreate } from "../fixtures/assessments";
import type { ResultBody } from "../fixtures/assessments";
import { logIn } from "../fixtures/log-in";
import { added, individual, schoolAdmin } from "../fixtures/participant-accounts";
import { dateOfBirthForAge } from "../fixtures/participants";
import { backdateResult, storedBeforeValidityFlags } from "../fixtures/past-results";
import { PHONE } from "./dashboard-phone-checks";
import type { TestUser } from "../fixtures/users";
import { expect, test } from "./fixtures";

/** Takes a whole test for a participant through the API, every answer right or every answer wrong. */
async function completedTest(user: TestUser, participantId: string, age: number, right: boolean): Promise<ResultBody> {
  const assessment = await assessmentForAge(user, age);
  const { status, body: result } = await getOrCreate(user, { participant_id: participantId, assessment_id: assessment.id });
  if (status !== 201 && status !== 200) throw new Error(`get-or-create answered ${status}: ${JSON.stringify(result)}`);
  await answerAll(result, (_q: PublicQuestion) => right, { user });
  const done = await apiJson<ResultBody>("/api/complete-assessment/", { ...auth(user), json: { assessment_result_id: result.id } });
  if (done.status !== 200) throw new Error(`complete-assessment answered ${done.status}: ${JSON.stringify(done.body)}`);
  return done.body;
}

test("an individual sees their own results chart and risk on the dashboard", async ({ page }) => {
  const user = await individual({ first_name: "Ivy", last_name: "Reed", date_of_birth: "2001-05-20" });
  const self = await added(user, { history: "", difficulties: "" });
  const result = await completedTest(user, self.id, self.age ?? 25, true);
  expect(result.risk_level).toBe("low");

  await logIn(page, user);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const results = page.getByRole("region", { name: `Results for ${self.name}` });
  await expect(results.getByText("Low risk", { exact: true })).toBeVisible();
  const scores = results.getByRole("table", { name: "Scores by section" });
  await expect(scores.getByRole("rowheader")).toHaveText(["Memory", "Phonological Awareness", "Spatial Awareness"]);
  await expect(scores.getByRole("row", { name: /Memory/ })).toContainText("(100%)");
  // The chart itself: one bar per section on a grid of 11 lines (0 to 100 %).
  const chart = results.locator(".section-scores__chart svg[role='img']");
  await expect(chart).toBeVisible();
  await expect(chart.getByText("100%")).toBeVisible();
  await expect(results.getByRole("link", { name: "Open the printable result" })).toHaveAttribute("href", `/dashboard/results/${result.id}`);
});

test("a school admin filters the dashboard by risk, drills into a student and comes back", async ({ page }) => {
  const { user } = await schoolAdmin();
  const student = (name: string, grade: string) => added(user, { name, gender: "female", date_of_birth: dateOfBirthForAge(9), grade, section: "A" });
  const [lena, omar, pia] = [await student("Lena Strong", "3"), await student("Omar Struggle", "3"), await student("Pia Waiting", "4")];
  await completedTest(user, lena.id, 9, true);
  await completedTest(user, omar.id, 9, false);

  await logIn(page, user);
  await page.goto("/dashboard");
  const list = page.getByRole("table", { name: "Students" });
  // The names (a row without a test also offers "Start a new test").
  const names = list.locator("button.link-button");
  await expect(names).toHaveText([lena.name, omar.name, pia.name]);
  const meter = page.getByRole("region", { name: "Overall results" });
  await expect(meter).toContainText("2assessments");

  await meter.getByRole("button", { name: /^High risk/ }).click();
  await expect(meter.getByRole("button", { name: /^High risk/ })).toHaveAttribute("aria-pressed", "true");
  await expect(names).toHaveText([omar.name]);
  await expect(page.getByLabel("Risk", { exact: true })).toHaveValue("high");

  // Exact: an all-wrong test is at chance (decision 40), so Omar's row also offers "Start a new test for Omar Struggle".
  await list.getByRole("button", { name: omar.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: omar.name })).toBeVisible();
  const results = page.getByRole("region", { name: `Results for ${omar.name}` });
  await expect(results.getByText("High risk", { exact: true })).toBeVisible();
  await expect(results.getByRole("region", { name: "Next steps" })).toContainText("A screening is not a diagnosis.");

  await page.getByRole("button", { name: "Back" }).click();
  await expect(names).toHaveText([omar.name]);
  await expect(page.getByLabel("Risk", { exact: true })).toHaveValue("high");

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(names).toHaveText([lena.name, omar.name, pia.name]);
  await page.getByLabel("Grade", { exact: true }).selectOption("4");
  await expect(names).toHaveText([pia.name]);
  await expect(list.getByRole("row").filter({ hasText: pia.name })).toContainText("No test yet");
});

test("a school admin sees how a student with two screenings progressed, and when they can be screened again", async ({ page }) => {
  const { user } = await schoolAdmin();
  const rae = await added(user, { name: "Rae Progress", gender: "female", date_of_birth: dateOfBirthForAge(9), grade: "3", section: "A" });
  const first = await completedTest(user, rae.id, 9, false);
  await backdateResult(first.id, 3);
  // All wrong is at chance, and a flagged test would not count (decision 40): the first screening is one
  // stored before validity flags were kept, which counts as every screening did then.
  await storedBeforeValidityFlags(first.id);
  const second = await completedTest(user, rae.id, 9, true);
  expect([first.risk_level, second.risk_level]).toEqual(["high", "low"]);

  await logIn(page, user);
  await page.goto("/dashboard");
  const movement = page.getByRole("region", { name: "Changes in risk level" });
  await expect(movement).toContainText("1 student moved between risk levels since their last screening");
  await expect(movement).toContainText("0 to a higher risk, 1 to a lower risk, 0 unchanged");
  const list = page.getByRole("table", { name: "Students" });
  // Both attempts of the 8-month window are used: the row says when the next one is allowed.
  await expect(list.getByRole("row").filter({ hasText: rae.name })).toContainText("Can be screened again on");

  await list.getByRole("button", { name: rae.name, exact: true }).click();
  const progress = page.getByRole("region", { name: "Progress" });
  const change = progress.getByRole("region", { name: "Since the previous screening" });
  await expect(change.getByRole("listitem").first()).toHaveText("Risk level: from High to Low (lower risk)");
  await expect(change).toContainText("Memory +100 points");
  const chart = progress.getByRole("figure", { name: "Section scores over time" });
  await expect(chart.locator(".progress-chart__chart svg[role='img']")).toBeVisible();
  // The same numbers as a table, oldest first: Memory 0 % then 100 %.
  const rows = chart.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1).getByRole("cell").first()).toHaveText("0%");
  await expect(rows.nth(2).getByRole("cell").first()).toHaveText("100%");
  await expect(progress.getByRole("table", { name: "Screenings" }).getByRole("link", { name: /View result of/ })).toHaveCount(2);

  // On a phone the chart, the change and the screenings fit the width: nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await expect(chart.locator(".progress-chart__chart svg[role='img']")).toBeVisible();
  await expect(progress.getByText("Can be screened again on")).toBeVisible();
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  const chartBox = await chart.boundingBox();
  expect((chartBox?.x ?? 0) + (chartBox?.width ?? PHONE.width + 1)).toBeLessThanOrEqual(PHONE.width);
});

test("the results view prints the result without the navigation", async ({ page }) => {
  const { user } = await schoolAdmin();
  const child = await added(user, { name: "Noah Print", gender: "male", date_of_birth: dateOfBirthForAge(9), grade: "2", section: "B" });
  const result = await completedTest(user, child.id, 9, true);

  await logIn(page, user);
  // Reached from My Tests: the date of a completed test opens its result.
  await page.goto("/dashboard/my-tests");
  await page.getByRole("link", { name: new RegExp(`view result for ${child.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/results/${result.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Test result" })).toBeVisible();
  await expect(page.getByText("Low risk", { exact: true })).toBeVisible();

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-printed", "yes");
  });
  await page.getByRole("button", { name: "Print or save as PDF" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Test result" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Scores by section" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Next steps" })).toContainText("A screening is not a diagnosis.");
  await expect(page.getByRole("contentinfo")).toBeHidden();
  const colours = await page.locator("body").evaluate((body) => [getComputedStyle(body).color, getComputedStyle(body).backgroundColor]);
  expect(colours).toEqual(["rgb(0, 0, 0)", "rgb(255, 255, 255)"]);

  await page.emulateMedia({ media: "screen" });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});
