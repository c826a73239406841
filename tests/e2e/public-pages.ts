// Opening a public page as a test that then uses it: the page arrives prerendered (docs/decisions/0031),
// so its text is there at once, but its buttons answer only once React has taken it over.
import type { Page } from "@playwright/test";

/** Goes to `path` and waits until the page's own content is hydrated (React has attached to its <h1>). */
export async function openPublicPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const heading = document.querySelector("main h1");
    return heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactFiber$"));
  });
}
