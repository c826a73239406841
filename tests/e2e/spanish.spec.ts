// ReadBright in Spanish (issue 31): the public pages at their own addresses, and a parent's pages once the
// language is switched, in Spanish with no English of the app's catalogs left on screen, and axe clean in
// every reading tint.
import type { Page } from "@playwright/test";
import type { Profile } from "@readbright/domain/profile";
import { apiJson } from "../fixtures/api";
import { logIn } from "../fixtures/log-in";
import { added, CHILD, parent } from "../fixtures/participant-accounts";
import { newTally, startInTint, violationsInEveryTint } from "./axe";
import { testIn } from "./dashboard-phone-accounts";
import { englishLeft, englishRuns } from "./english-left";
import { expect, test } from "./fixtures";
import { online } from "./online";
import { openPublicPage } from "./public-pages";

test.describe.configure({ mode: "parallel", timeout: 240_000 });

const RUNS = englishRuns();

test.beforeEach(async ({ page }) => {
  await online(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await startInTint(page, "cream");
});

/** In Spanish, with nothing of the English catalogs on the page. */
async function inSpanish(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Cargando/)).toHaveCount(0);
  expect(await englishLeft(page, RUNS), `${page.url()} shows English`).toEqual([]);
}

test("the public pages in Spanish: their own addresses, lang and hreflang, no English, axe clean", async ({ page }) => {
  expect(RUNS.length).toBeGreaterThan(300);
  const tally = newTally();
  const found: string[] = [];
  for (const [path, heading] of [
    ["/es", "Detecte pronto las señales de la dislexia"],
    ["/es/about", "Acerca de ReadBright"],
    ["/es/dyslexia", "¿Qué es la dislexia?"],
    ["/es/contact-us", "Contacto"],
    ["/es/terms", "Términos y condiciones"],
    ["/es/privacy", "Política de privacidad"],
    ["/es/evidence", "Evidencia"],
  ] as const) {
    await openPublicPage(page, path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
    await inSpanish(page);
    found.push(...(await violationsInEveryTint(page, `public ${path}`, tally)));
  }
  // The switch leads to the same page in English, and the choice holds on the next visit.
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/evidence$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(found).toEqual([]);
});

test("a first visit follows the browser's language", async ({ browser }) => {
  const context = await browser.newContext({ locale: "es-MX" });
  await online(context);
  const page = await context.newPage();
  await page.goto("/about");
  await expect(page).toHaveURL(/\/es\/about$/);
  await expect(page.getByRole("heading", { level: 1, name: "Acerca de ReadBright" })).toBeVisible();
  await context.close();
});

test("a parent switches to Spanish: every page in Spanish, kept in the account, axe clean", async ({ page, browser }) => {
  const tally = newTally();
  const user = await parent();
  const completed = await testIn(user, await added(user, CHILD), "completed");
  await logIn(page, user);
  await page.getByRole("button", { name: "Español" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  // Saved to the account before the next page loads: a load that cuts the save short finds the English saved
  // from the device at sign-in, and the account's language wins.
  await expect.poll(async () => (await apiJson<Profile>("/api/profile/", { token: user.idToken })).body.language).toBe("es");

  const found: string[] = [];
  for (const route of ["/dashboard", "/dashboard/my-tests", "/dashboard/settings", "/participants", `/dashboard/results/${completed?.id}`]) {
    await page.goto(route);
    await expect(page.locator("main h1").first()).toBeVisible({ timeout: 20_000 });
    await inSpanish(page);
    found.push(...(await violationsInEveryTint(page, `parent ${route}`, tally)));
  }
  await expect(page.locator(".dashboard__subtitle")).toContainText("Idioma de la prueba: English");
  expect(found).toEqual([]);

  // The account keeps the language: another device opens in Spanish once signed in.
  const other = await browser.newContext();
  await online(other);
  const otherPage = await other.newPage();
  await logIn(otherPage, user);
  await expect(otherPage.locator("html")).toHaveAttribute("lang", "es", { timeout: 20_000 });
  await other.close();
});
