// The page fixture every e2e test uses: it fails the test on any console.error or uncaught
// error in the browser, so a broken page cannot pass quietly. A test that makes the browser log an
// error on purpose names it, and only it, with `test.use({ allowedConsoleErrors: [pattern] })`.
import { test as base, expect } from "@playwright/test";

export interface ConsoleErrorOptions {
  /**
   * Console errors that are expected, matched against "<resource url>: <message>". Chromium logs every
   * 4xx/5xx response as a console error, e.g. the Auth emulator's 400 for a wrong password.
   */
  allowedConsoleErrors: RegExp[];
}

/** A sign-in the Auth emulator refuses (wrong password), as Chromium logs it. */
export const REFUSED_SIGN_IN = /identitytoolkit\.googleapis\.com\/v1\/accounts:signInWithPassword\b.*status of 400/;

export const test = base.extend<ConsoleErrorOptions>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      const { url } = msg.location();
      const logged = url ? `${url}: ${msg.text()}` : msg.text();
      if (!allowedConsoleErrors.some((pattern) => pattern.test(logged))) errors.push(logged);
    });
    page.on("pageerror", (err) => errors.push(err.message));
    await use(page);
    expect(errors, "the browser logged errors").toEqual([]);
  },
});

export { expect };

export { AUTH_EMULATOR_URL as AUTH_EMULATOR, PROJECT_ID } from "../fixtures/emulators";
export { uniqueEmail } from "../fixtures/users";
