// No page scrolls sideways: every route of every user type, at 1280, 1024 and 390 px wide, with the
// reading settings as they come and at their widest (OpenDyslexic, the largest text, the widest letter,
// word and line spacing). The tint changes no width, so one is enough. The measure is the document's
// scrollWidth against the window's width; the header's links must also stay on one row (or go behind
// the menu button).
import type { Browser, Page } from "@playwright/test";
import { DEFAULT_READING_SETTINGS, READING_SETTINGS_STORAGE_KEY, readingSettingsStyle } from "@readbright/domain/reading-settings";
import type { ReadingSettings } from "@readbright/domain/reading-settings";
import { logIn } from "../fixtures/log-in";
import { added, CHILD, individual, parent, schoolAdmin, teacher } from "../fixtures/participant-accounts";
import { onboard } from "../fixtures/profiles";
import { createUser } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";
import { expect, test } from "./fixtures";
import { invitee, testIn } from "./dashboard-phone-accounts";
import { openPublicPage } from "./public-pages";

test.describe.configure({ mode: "parallel", timeout: 240_000 });

const WIDTHS = [1280, 1024, 390] as const;
const WIDEST: ReadingSettings = { ...DEFAULT_READING_SETTINGS, typeface: "opendyslexic", text_size: "largest", spacing: "wider", line_spacing: "double" };
const SETTINGS = { standard: DEFAULT_READING_SETTINGS, widest: WIDEST } as const;
type SettingName = keyof typeof SETTINGS;

async function pageWith(browser: Browser, setting: SettingName): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 800 } });
  const page = await context.newPage();
  const settings = SETTINGS[setting];
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [READING_SETTINGS_STORAGE_KEY, JSON.stringify({ settings, style: readingSettingsStyle(settings) })] as const);
  return page;
}

/** Waits for the fonts, and for the header's fit check (loaded after the first render) to have measured. */
async function fontsAndHeader(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.locator("header.site-header:not([data-fit])"), `${page.url()}: the header's fit is measured`).toHaveCount(0);
}

/** Waits for the page's heading, its lists, its fonts and its header. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator("main h1").first(), `${page.url()} shows its heading`).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await fontsAndHeader(page);
}

/** Each width in turn: the routes that are wider than the window, with what sticks out. */
async function sidewaysAt(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const { scrollWidth, clientWidth, culprit } = await page.evaluate(() => {
      const root = document.documentElement;
      // The deepest element whose right edge passes the window: what to fix.
      const wide = Array.from(document.body.querySelectorAll("*")).filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1);
      const last = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other))).slice(0, 3);
      const describe = (el: Element) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join(".")} "${(el.textContent ?? "").trim().slice(0, 30)}" (right ${Math.round(el.getBoundingClientRect().right)})`;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprit: last.map(describe).join("; ") };
    });
    if (scrollWidth > clientWidth) found.push(`${label} at ${width} px: ${scrollWidth} px wide; ${culprit}`);
    // The header's links on one row, or behind the menu button: never "Logout" alone on a second row.
    const rows = await page.evaluate(() => {
      const items = Array.from(document.querySelectorAll<HTMLElement>(".site-nav:not(.site-nav--open) .site-nav__list > li")).filter((li) => li.offsetParent !== null);
      return new Set(items.map((li) => li.offsetTop)).size;
    });
    if (rows > 1) found.push(`${label} at ${width} px: the header's links take ${rows} rows`);
  }
  return found;
}

async function checkRoutes(browser: Browser, who: string, user: TestUser | null, routes: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const setting of Object.keys(SETTINGS) as SettingName[]) {
    const page = await pageWith(browser, setting);
    if (user) await logIn(page, user);
    for (const route of routes) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(route);
      await settled(page);
      found.push(...(await sidewaysAt(page, `${who} ${route} (${setting} reading settings)`)));
    }
    await page.context().close();
  }
  return found;
}

test("the public pages never scroll sideways", async ({ browser }) => {
  const found: string[] = [];
  for (const setting of Object.keys(SETTINGS) as SettingName[]) {
    const page = await pageWith(browser, setting);
    for (const route of ["/", "/about", "/dyslexia", "/contact-us", "/terms", "/privacy", "/evidence"]) {
      await openPublicPage(page, route);
      await fontsAndHeader(page);
      found.push(...(await sidewaysAt(page, `public ${route} (${setting})`)));
    }
    await page.context().close();
  }
  found.push(...(await checkRoutes(browser, "visitor", null, ["/login", "/register", "/forgot-password", "/school-search/"])));
  expect(found).toEqual([]);
});

test("a parent's and an individual's pages never scroll sideways", async ({ browser }) => {
  const user = await parent();
  const completed = await testIn(user, await added(user, CHILD), "completed");
  await testIn(user, await added(user, { ...CHILD, name: "Tobias Bergström-Lindqvist" }), "in_progress");
  await testIn(user, await added(user, { ...CHILD, name: "Zara Berg" }), "not_started");
  const found = await checkRoutes(browser, "parent", user, ["/dashboard", "/dashboard/my-tests", "/dashboard/settings", `/dashboard/results/${completed?.id}`]);

  const self = await individual();
  await testIn(self, await added(self, { history: "", difficulties: "" }), "completed");
  found.push(...(await checkRoutes(browser, "individual", self, ["/dashboard", "/dashboard/my-tests", "/dashboard/settings"])));
  expect(found).toEqual([]);
});

test("a school admin's and a teacher's pages never scroll sideways", async ({ browser }) => {
  const { user, schoolId } = await schoolAdmin();
  await testIn(user, await added(user, { ...CHILD, name: "Amelia Clarke-Worthington", grade: "3", section: "A" }), "completed");
  await testIn(user, await added(user, { ...CHILD, name: "Ava Thompson", grade: "3", section: "B" }), "in_progress");
  await testIn(user, await added(user, { ...CHILD, name: "Isla Murphy", grade: "2", section: "B" }), "not_started");
  await invitee(user);
  const routes = ["/dashboard", "/dashboard/users", "/dashboard/my-tests", "/dashboard/testing-now", "/dashboard/activity", "/dashboard/review", "/dashboard/settings", "/participants"];
  const found = await checkRoutes(browser, "school admin", user, routes);
  found.push(...(await checkRoutes(browser, "teacher", await teacher(schoolId), ["/dashboard", "/dashboard/my-tests", "/dashboard/testing-now"])));
  expect(found).toEqual([]);
});

test("an organization admin's pages and the test's start page never scroll sideways", async ({ browser }) => {
  const admin = await createUser({ verified: true });
  await onboard(admin, "dyslexia_professional");
  await testIn(admin, await added(admin, CHILD), "completed");
  const open = await testIn(admin, await added(admin, { ...CHILD, name: "Noah Patel" }), "not_started");
  await invitee(admin);
  const found = await checkRoutes(browser, "organization admin", admin, ["/dashboard", "/dashboard/users", "/dashboard/my-tests", "/dashboard/activity", "/dashboard/settings"]);
  // The player itself is measured on phones by player-fit.spec.ts.
  found.push(...(await checkRoutes(browser, "test-taker", null, [`/start-assessment/${open?.id}`])));
  expect(found).toEqual([]);
});
