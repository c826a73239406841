// A row's "Start test" asks the test's language first (issue 31, decision 50): the dialog's Start confirms it.
import type { Page } from "@playwright/test";

/** Starts the row's test in the language the dialog offers (the app's, or the last chosen on the device). */
export async function confirmStartTest(page: Page): Promise<void> {
  await page.getByRole("dialog", { name: /^Start a test for / }).getByRole("button", { name: "Start", exact: true }).click();
}
