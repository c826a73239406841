// Testing now tells the school which devices still hold answers (decision 48): each device reports through
// the API, as the player does, and the admin's page shows it live, with no reload.
import { Timestamp } from "firebase-admin/firestore";
import { adminDb } from "../fixtures/admin";
import { apiJson } from "../fixtures/api";
import { newAddress, resultFor } from "../fixtures/assessments";
import { logIn } from "../fixtures/log-in";
import { added, schoolAdmin } from "../fixtures/participant-accounts";
import { violationsInEveryTint } from "./axe";
import { expect, test } from "./fixtures";
import { freshTest, micCheckPassed } from "./player-steps";
import { testTaker } from "./testing-now-steps";

async function report(resultId: string, waiting: number, finished: boolean): Promise<void> {
  const { status, body } = await apiJson("/api/device-status/", { headers: newAddress(), json: { assessment_result_id: resultId, waiting, finished_on_device: finished } });
  if (status !== 200) throw new Error(`device-status answered ${status}: ${JSON.stringify(body)}`);
}

test("a school admin's Testing now shows a test finished offline as waiting for its device, and answers still on a device", async ({ page }) => {
  test.setTimeout(120_000);
  const { user } = await schoolAdmin();
  const ada = await added(user, { name: "Ada Offline", gender: "female", date_of_birth: "2017-02-03", grade: "4", section: "B" });
  const ben = await added(user, { name: "Ben Sending", gender: "male", date_of_birth: "2017-03-04", grade: "4", section: "B" });
  const adaTest = await testTaker((await resultFor(user, ada.id)).id);
  const benTest = await testTaker((await resultFor(user, ben.id)).id);
  await adaTest.start();
  await adaTest.answerFirst();
  await benTest.start();
  // Ada's device saw the end screen with its completion still on it; Ben's holds three answers.
  await report(adaTest.result.id, 0, true);
  await report(benTest.result.id, 3, false);

  await logIn(page, user);
  await page.goto("/dashboard/testing-now?grade=4&section=B");
  const live = page.getByRole("list", { name: "Grade 4, section B" });
  const row = (name: string) => live.getByRole("listitem").filter({ has: page.getByText(name, { exact: true }) });
  await expect(row("Ada Offline")).toContainText("Waiting for this device to reconnect");
  await expect(row("Ada Offline")).toContainText(`Question 2 of ${adaTest.scored}`);
  await expect(row("Ben Sending")).toContainText("3 answers waiting on this device");
  expect(await violationsInEveryTint(page, "Testing now with devices")).toEqual([]);

  // Ben's answers arrive: nothing left on his device, and the page says so by itself.
  await report(benTest.result.id, 0, false);
  await expect(row("Ben Sending")).not.toContainText("waiting on this device");
  await expect(row("Ben Sending")).toHaveText(`Ben SendingQuestion 1 of ${benTest.scored}`);
  // Ada's device comes back: the completion arrives, and the test is no longer waiting for it.
  await adaTest.finish();
  await expect(row("Ada Offline")).not.toContainText("Waiting for this device to reconnect");
  await expect(row("Ada Offline")).toContainText(/Finished|Needs review/);
});

test("the player, once open, tells the server what its device holds", async ({ page }) => {
  const { result } = await freshTest();
  await micCheckPassed(page, result.id);
  const reported = page.waitForRequest((request) => request.url().endsWith("/api/device-status/") && request.method() === "POST");
  await page.goto(`/assessment/${result.id}`);
  const request = await reported;
  expect(request.postDataJSON()).toEqual({ assessment_result_id: result.id, waiting: 0, finished_on_device: false });
  expect((await request.response())?.status()).toBe(200);
  const stored = (await adminDb().collection("assessment_results").doc(result.id).get()).data();
  expect(stored).toMatchObject({ device_waiting: 0, device_finished: false });
  expect(stored?.device_seen_at).toBeInstanceOf(Timestamp);
});
