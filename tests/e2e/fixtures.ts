// The page fixture every e2e test uses: it fails the test on any console.error or uncaught
// error in the browser, so a broken page cannot pass quietly.
import { test as base, expect } from "@playwright/test";

export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));
    await use(page);
    expect(errors, "the browser logged errors").toEqual([]);
  },
});

export { expect };

export const AUTH_EMULATOR = process.env.AUTH_EMULATOR_URL ?? "http://127.0.0.1:9099";
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? "demo-readbright";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
