// Reading settings: a parent makes the whole site, and their child's test, cream with OpenDyslexic
// and wider spacing in two clicks; it stays that way after a reload, in the player, and on another device.
import type { Page } from "@playwright/test";
import type { Profile } from "@readbright/domain/profile";
import { PALETTES } from "@readbright/domain/reading-settings";
import { apiJson } from "../fixtures/api";
import { logIn } from "../fixtures/log-in";
import { freshTest } from "./player-steps";
import { parent } from "../fixtures/participant-accounts";
import { expect, test } from "./fixtures";
import { openPublicPage } from "./public-pages";

/** "#f8f1dc" as the browser computes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const CREAM = rgb(PALETTES.cream.bg);

async function pageLooks(page: Page) {
  return page.evaluate(() => {
    const body = getComputedStyle(document.body);
    return { background: body.backgroundColor, font: body.fontFamily, wordSpacing: body.wordSpacing, fontLoaded: document.fonts.check("16px OpenDyslexic") };
  });
}

async function expectEasierReading(page: Page) {
  await expect.poll(async () => (await pageLooks(page)).background).toBe(CREAM);
  const looks = await pageLooks(page);
  expect(looks.font).toMatch(/^"?OpenDyslexic"?,/);
  expect(parseFloat(looks.wordSpacing)).toBeGreaterThan(3);
  // The self-hosted font file itself arrived (font-src 'self'), not a fallback.
  await expect.poll(async () => page.evaluate(async () => (await document.fonts.load("16px OpenDyslexic")).length)).toBeGreaterThan(0);
}

test("a parent switches the site and their child's test to cream and OpenDyslexic in two clicks, and it stays", async ({ page, browser }) => {
  const account = await parent();
  const { result } = await freshTest(account);
  await logIn(page, account);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect((await pageLooks(page)).background).not.toBe(CREAM);

  // Click 1: the button at the top of the page; click 2: the preset.
  await page.getByRole("button", { name: "Reading settings" }).click();
  const panel = page.getByRole("dialog", { name: "Reading settings" });
  await panel.getByRole("button", { name: "Easier reading" }).click();
  await expectEasierReading(page);
  await expect(panel.getByRole("radio", { name: "Cream" })).toBeChecked();
  await panel.getByRole("button", { name: "Done" }).click();

  // Saved to the account as well as the device.
  await expect.poll(async () => (await apiJson<Profile>("/api/profile/", { token: account.idToken })).body.reading_settings?.tint).toBe("cream");

  // A reload: the inline script has put cream on the page before React starts.
  await page.reload();
  expect((await pageLooks(page)).background).toBe(CREAM);
  await expectEasierReading(page);

  // The child's test, in the player's bare layout: the same settings, and the button is there too.
  await page.goto(`/assessment/${result.id}`);
  await expect(page.getByRole("region", { name: "Let's check your microphone" })).toBeVisible();
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reading settings" })).toBeVisible();
  await expectEasierReading(page);

  // Another device: signing in brings the account's settings.
  const otherDevice = await browser.newContext();
  try {
    const other = await otherDevice.newPage();
    await other.goto("/");
    expect((await pageLooks(other)).background).not.toBe(CREAM);
    await logIn(other, account);
    await expectEasierReading(other);
  } finally {
    await otherDevice.close();
  }
});

test("Reading settings is reachable by keyboard from the top of the page, on a phone too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const button = page.getByRole("button", { name: "Reading settings" });
  let reached = false;
  for (let presses = 0; presses < 4 && !reached; presses++) {
    await page.keyboard.press("Tab");
    reached = await button.evaluate((element) => element === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Reading settings" });
  await expect(panel.getByRole("button", { name: "Easier reading" })).toBeFocused();
  await panel.getByRole("radio", { name: "Dark" }).check();
  await expect.poll(async () => (await pageLooks(page)).background).toBe(rgb(PALETTES.dark.bg));
  // Nothing runs off the side of a 390 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
});

test("each background tint is one tile with its colour, not a radio button beside a round swatch", async ({ page }) => {
  await openPublicPage(page, "/about");
  await page.getByRole("button", { name: "Reading settings" }).click();
  const panel = page.getByRole("dialog", { name: "Reading settings" });
  const tints = panel.getByRole("group", { name: "Background" });
  await expect(tints.getByRole("radio")).toHaveCount(6);
  const looks = await tints.evaluate((group) =>
    Array.from(group.querySelectorAll("label")).map((label) => ({
      radioShown: getComputedStyle(label.querySelector("input") as HTMLInputElement).opacity !== "0",
      swatchRound: getComputedStyle(label.querySelector(".reading-settings__swatch") as HTMLElement).borderRadius === "50%",
      framed: getComputedStyle(label).borderStyle === "solid",
    })),
  );
  expect(looks).toEqual(Array(6).fill({ radioShown: false, swatchRound: false, framed: true }));
  // Still radio buttons for the keyboard: an arrow moves the choice, and the chosen tile says so.
  await tints.getByRole("radio", { name: "Cream" }).check();
  await page.keyboard.press("ArrowRight");
  await expect(tints.getByRole("radio", { name: "Pale blue" })).toBeChecked();
  await expect(tints.locator("label", { has: page.getByRole("radio", { name: "Pale blue" }) })).toHaveCSS("font-weight", "700");
});
