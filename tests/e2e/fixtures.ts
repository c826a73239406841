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

export { AUTH_EMULATOR_URL as AUTH_EMULATOR, PROJECT_ID } from "../fixtures/emulators";
export { uniqueEmail } from "../fixtures/users";
