// A class's Wi-Fi drops (issue 30, docs/decisions/0047-offline-player.md): five devices test at once, all
// lose the network for 30 s in the middle of their tests and go on answering, and every answer of every
// device ends up stored exactly once, each test completed.
import type { BrowserContext, Page } from "@playwright/test";
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { Key } from "../fixtures/assessments";
import { expect, test } from "./fixtures";
import { answerOnScreen, answerThroughApi, freshTest, micCheckPassed, questionForm, readResult } from "./player-steps";

const DEVICES = 5;
const CUT_MS = 30_000;

// Chromium logs each request the cut network refuses; the player keeps trying them, as it should.
test.use({ allowedConsoleErrors: [/127\.0\.0\.1:5000\/api\/[a-z-]+\/.*ERR_INTERNET_DISCONNECTED/] });

interface Device {
  context: BrowserContext;
  page: Page;
  test: Awaited<ReturnType<typeof freshTest>>;
  /** The questions this device answers on screen, in order. */
  onScreen: PublicQuestion[];
}

async function answer(device: Device, from: number, to: number): Promise<void> {
  for (const question of device.onScreen.slice(from, to)) await answerOnScreen(device.page, question, device.test.keys.get(question.id) as Key, true);
}

test("five devices cut off together for 30 s mid-test store every answer exactly once", async ({ browser }) => {
  test.setTimeout(420_000);
  const devices: Device[] = await Promise.all(
    Array.from({ length: DEVICES }, async () => {
      const taken = await freshTest();
      const { questions } = taken;
      // The test so far was taken earlier: each device goes on with its last eight questions, in its last section.
      const onScreen = questions.slice(-8);
      await answerThroughApi(taken.result, questions.slice(0, -8), taken.keys);
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion: "reduce" });
      await micCheckPassed(page, taken.result.id);
      return { context, page, test: taken, onScreen };
    }),
  );
  for (const device of devices) expect(new Set(device.onScreen.map((q) => q.section_type)).size, "the eight are in one section").toBe(1);

  await Promise.all(
    devices.map(async (device) => {
      // The teacher gets each device ready at its start page before the children go on.
      await device.page.goto(`/start-assessment/${device.test.result.id}`);
      await expect(device.page.getByText("Ready to test offline", { exact: true })).toBeVisible({ timeout: 120_000 });
      await device.page.getByRole("button", { name: "Continue" }).click();
      await expect(questionForm(device.page, device.onScreen[0] as PublicQuestion)).toBeVisible();
      await answer(device, 0, 2);
    }),
  );

  // The Wi-Fi drops for every device at once; the children go on.
  const cutAt = Date.now();
  await Promise.all(devices.map((device) => device.context.setOffline(true)));
  await Promise.all(
    devices.map(async (device) => {
      await answer(device, 2, 4);
      await expect(device.page.getByText(/^\d+ answers? waiting to send$/)).toBeVisible();
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, CUT_MS - (Date.now() - cutAt))));
  await Promise.all(devices.map((device) => device.context.setOffline(false)));

  await Promise.all(
    devices.map(async (device) => {
      await answer(device, 4, device.onScreen.length);
      await expect(device.page.getByText("Thank you!")).toBeVisible({ timeout: 120_000 });
    }),
  );

  for (const device of devices) {
    const stored = await readResult(device.test.owner, device.test.result.id);
    expect(stored.status, "each test is completed").toBe("completed");
    const ids = stored.answers.map((a) => a.question_id);
    expect(ids, "every answer stored, none twice").toHaveLength(device.test.questions.length);
    expect(new Set(ids)).toEqual(new Set(device.test.questions.map((q) => q.id)));
  }
  await Promise.all(devices.map((device) => device.context.close()));
});
