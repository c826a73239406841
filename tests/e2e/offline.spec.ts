// Testing that survives the school Wi-Fi (issue 30, docs/decisions/0047-offline-player.md): a whole
// screening taken with the network cut right after the test was opened, the tab closed halfway and opened
// again still offline (the service worker serves the app, the device's store the test and its answers),
// finished offline, then sent when the network is back: the server completes it with every answer exactly
// once and the same scores as the same answers given online.
import type { Page } from "@playwright/test";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { apiJson } from "../fixtures/api";
import { isRecording } from "../fixtures/assessments";
import { logIn } from "../fixtures/log-in";
import { parent } from "../fixtures/participant-accounts";
import type { Key, ResultBody } from "../fixtures/assessments";
import { expect, test } from "./fixtures";
import { answerOnScreen, answerThroughApi, enterSection, freshTest, micCheckPassed, readHelp, readResult } from "./player-steps";

async function answerAll(page: Page, questions: readonly PublicQuestion[], keys: Map<number, Key>, before: PublicQuestion | null): Promise<void> {
  let previous = before;
  for (const question of questions) {
    if (previous?.section_type !== question.section_type) await enterSection(page, question, previous === null);
    previous = question;
    // A practice recording opens its help by itself.
    if (isRecording(question) && question.is_practice) await readHelp(page, 5);
    await answerOnScreen(page, question, keys.get(question.id) as Key, true);
  }
}

// Chromium logs each request the cut network refuses; the player keeps trying them, as it should.
// (One pattern: Playwright reads a fixture's array of two as a value and its options.)
test.use({ allowedConsoleErrors: [/127\.0\.0\.1:(5000\/api\/[a-z-]+\/|9099\/identitytoolkit).*ERR_INTERNET_DISCONNECTED/] });

test("a screening taken offline from its opening, the tab closed halfway, is sent whole when the network is back", async ({ page, context }) => {
  test.setTimeout(360_000);
  const { owner, result, questions, keys } = await freshTest();
  await micCheckPassed(page, result.id);
  await page.goto(`/assessment/${result.id}`);
  // Before the first question: the app, the pictures and every read-aloud clip are on the device.
  await expect(page.getByText("Ready to test offline", { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText("All answers saved")).toBeVisible();
  await context.setOffline(true);

  // A practice answer cannot be marked offline (the key never comes to the device): it is taken as given.
  const half = Math.floor(questions.length / 2);
  await answerAll(page, questions.slice(0, half), keys, null);
  await expect(page.getByText(/^\d+ answers? waiting to send$/)).toBeVisible();
  await page.close();

  // The tab is opened again, still offline: the test goes on where it was.
  const again = await context.newPage();
  await again.goto(`/assessment/${result.id}`);
  await answerAll(again, questions.slice(half), keys, questions[half - 1] ?? null);
  await expect(again.getByText("All done! Your answers are kept on this device and will be sent when the internet is back.")).toBeVisible();
  expect((await readResult(owner, result.id)).status).not.toBe("completed");

  await context.setOffline(false);
  await expect(again.getByText("Thank you!")).toBeVisible({ timeout: 90_000 });
  const done = await readResult(owner, result.id);
  expect(done.status).toBe("completed");
  expect(new Set(done.answers.map((answer) => answer.question_id))).toEqual(new Set(questions.map((question) => question.id)));
  expect(done.answers).toHaveLength(questions.length);

  // The same answers given online score the same.
  const online = await freshTest(owner);
  await answerThroughApi(online.result, online.questions, online.keys);
  const completed = await apiJson<ResultBody>("/api/complete-assessment/", { token: owner.idToken, json: { assessment_result_id: online.result.id } });
  expect(completed.status).toBe(200);
  expect(done.section_scores).toEqual(completed.body.section_scores);
  expect(done.risk_level).toEqual(completed.body.risk_level);
});

test("a dashboard opened without the network says what needs it, instead of loading for ever", async ({ page, context }) => {
  await logIn(page, await parent());
  await page.goto("/dashboard");
  await expect(page.locator("main h1").first()).toBeVisible();
  // The app's pages are on the device once the service worker is in.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const notice = page.getByRole("status").filter({ hasText: "You are offline." });
  await expect(notice).toHaveCount(0);

  await context.setOffline(true);
  await expect(notice).toHaveText(
    "You are offline. Signing in, dashboards and results need the network; a test already opened on this device goes on without it.",
  );
  await page.reload();
  await expect(notice).toBeVisible();
  // The page says what failed and offers to try again, rather than loading for ever.
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Loading/)).toHaveCount(0);

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});
