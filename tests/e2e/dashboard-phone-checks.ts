// What "fits a phone" means for the dashboard-phone spec: nothing scrolls sideways, neither the page nor a
// table, and every action of every row lies on the screen, where a thumb can reach it.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

export const PHONE = { width: 390, height: 844 };

/** With DASHBOARD_SCREENSHOTS=1, a full-page picture of each page checked, in the test's output folder. */
export async function picture(page: Page, name: string): Promise<void> {
  if (process.env.DASHBOARD_SCREENSHOTS) await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

type Widths = { scrollWidth: number; clientWidth: number };

const pageWidths = (page: Page): Promise<Widths> =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));

const elementWidths = (element: Locator): Promise<Widths> => element.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));

/** The innermost elements reaching past the right edge, to say what made a page scroll sideways. */
const overflowing = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const past = Array.from(document.querySelectorAll("body *")).filter((el) => el.getBoundingClientRect().right > edge + 0.5);
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    return innermost.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? "").trim().slice(0, 40)}" to ${Math.round(el.getBoundingClientRect().right)}px`).join("; ");
  });

/** Each action (link, button) of each row is visible and wholly on the screen. */
async function expectRowActionsOnScreen(table: Locator): Promise<number> {
  let count = 0;
  for (const row of await table.getByRole("row").all()) {
    for (const action of await row.locator("button, a").all()) {
      if (!(await action.isVisible())) continue;
      const box = await action.boundingBox();
      const name = (await action.getAttribute("aria-label")) ?? (await action.textContent());
      expect(box, `${name} has a place on the page`).not.toBeNull();
      expect(box?.x ?? -1, `${name} starts on the screen`).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), `${name} ends on the screen`).toBeLessThanOrEqual(PHONE.width);
      count += 1;
    }
  }
  return count;
}

/**
 * The page and each table on it fit the phone's width, and every row's actions are on the screen. The
 * tables are waited for first (their rows arrive after the page).
 */
export async function expectFitsThePhone(page: Page, tableNames: readonly string[], pictureName?: string): Promise<void> {
  for (const name of tableNames) {
    await expect(page.getByRole("table", { name }).getByRole("row").nth(1)).toBeVisible();
    await expect(page.getByRole("table", { name }).getByText("Loading...")).toHaveCount(0);
  }
  if (pictureName) await picture(page, pictureName);
  const whole = await pageWidths(page);
  expect(whole.scrollWidth, `${page.url()} scrolls sideways: ${await overflowing(page)}`).toBeLessThanOrEqual(whole.clientWidth);
  for (const name of tableNames) {
    const table = page.getByRole("table", { name });
    const own = await elementWidths(table);
    expect(own.scrollWidth, `the ${name} table is wider than its room`).toBeLessThanOrEqual(own.clientWidth);
    const frame = await elementWidths(table.locator(".."));
    expect(frame.scrollWidth, `the ${name} table's frame is wider than the room it has`).toBeLessThanOrEqual(frame.clientWidth);
    expect(await expectRowActionsOnScreen(table), `the ${name} table has actions`).toBeGreaterThan(0);
  }
}

/** Opens a row's '⋯' menu and checks its items lie on the screen; closes it again with Escape. */
export async function expectRowMenuOnScreen(page: Page, button: Locator, items: readonly string[]): Promise<void> {
  const buttonName = await button.getAttribute("aria-label");
  await button.click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText([...items]);
  const box = await menu.boundingBox();
  expect(box?.x ?? -1, `the menu of ${buttonName} starts on the screen`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `the menu of ${buttonName} ends on the screen`).toBeLessThanOrEqual(PHONE.width);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
}

export const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);
