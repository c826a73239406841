// A teacher reviews a child's spoken answers in Chromium: the dashboard says tests are waiting, the Review
// page lists them, the results view plays each recording and takes a mark, and the risk level follows.
import { logIn } from "../fixtures/log-in";
import { teacher } from "../fixtures/participant-accounts";
import { expect, test } from "./fixtures";
import { completedTestWaitingForReview, recordInBrowser } from "./review-steps";

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
