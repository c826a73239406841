// A machine whose only network is the loopback (a test's network namespace) counts as offline in Chromium,
// and the app then says so and waits for the network before it loads a signed-in page. A page made here is
// online, as a family's or a school's device is.
import type { BrowserContext, Page } from "@playwright/test";

export async function online(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => Object.defineProperty(Navigator.prototype, "onLine", { get: () => true }));
}
