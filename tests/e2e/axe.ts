// Accessibility checks for the e2e suite (docs/decisions/0032): axe-core against WCAG 2.2 AA on
// a page as it is, in any of the reading settings' tints, and a tally of what it found for the README.
import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";
import { DEFAULT_READING_SETTINGS, READING_SETTINGS_STORAGE_KEY, TINTS, readingSettingsStyle } from "@readbright/domain/reading-settings";
import type { Tint } from "@readbright/domain/reading-settings";

export { TINTS };
export type { Tint };

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The device copy the app keeps (docs/decisions/0030): `updated_at` 0, so it is never sent to a profile. */
function storedCopy(tint: Tint) {
  const settings = { ...DEFAULT_READING_SETTINGS, tint };
  return { settings, style: readingSettingsStyle(settings) };
}

/** Every page this tab opens from now on starts in `tint`, applied by index.html's pre-paint script. */
export async function startInTint(page: Page, tint: Tint): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [READING_SETTINGS_STORAGE_KEY, JSON.stringify(storedCopy(tint))] as const);
}

/**
 * Switches the open page to `tint` without a reload, the way another tab's choice reaches it: the device
 * copy is stored and a `storage` event tells the app's store (reading-settings-store.ts), which applies
 * it to <html>. The store then holds the tint too, so nothing the app applies later (a sign-in, a chunk
 * that loads) puts back an older one while axe reads the page.
 */
export async function switchTint(page: Page, tint: Tint): Promise<void> {
  const copy = storedCopy(tint);
  await page.evaluate(
    ([key, value]) => {
      const oldValue = localStorage.getItem(key);
      localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent("storage", { key, oldValue, newValue: value, storageArea: localStorage }));
    },
    [READING_SETTINGS_STORAGE_KEY, JSON.stringify(copy)] as const,
  );
  // The tint is on <html> (as the store applies it) before axe reads a colour. Its custom properties, not
  // the body's colour: a print layout keeps black on white whatever the tint.
  const expected = [copy.style["--color-text"], copy.style["--color-bg"]];
  await expect
    .poll(() => page.evaluate(() => ["--color-text", "--color-bg"].map((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim())), {
      message: `the page has the ${tint} tint`,
    })
    .toEqual(expected);
  // Reduced motion shortens transitions to almost nothing, but a colour read in the same frame as the change
  // is still the old one: two frames later every colour is the new tint's.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

export interface AxeTally {
  checks: number;
  byImpact: Record<string, number>;
}

export const newTally = (): AxeTally => ({ checks: 0, byImpact: { minor: 0, moderate: 0, serious: 0, critical: 0 } });

/** The rules whose answer a tint can change: the rest read the same page in every tint. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

type Violations = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];

async function analyse(page: Page, coloursOnly: boolean): Promise<Violations> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  return (await (coloursOnly ? builder.withRules(COLOUR_RULES) : builder).analyze()).violations;
}

function count(violations: Violations, tally?: AxeTally): void {
  if (!tally) return;
  tally.checks += 1;
  for (const v of violations) tally.byImpact[v.impact ?? "minor"] = (tally.byImpact[v.impact ?? "minor"] ?? 0) + v.nodes.length;
}

function serious(violations: Violations, label: string): string[] {
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map((node) => `${label}: ${v.id} (${v.impact}) on ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ") ?? v.help}`),
    );
}

/**
 * Runs axe on the page as it is and returns the serious and critical violations as readable lines
 * ("color-contrast (serious) on .button: Element has insufficient colour contrast ..."). Every
 * violation, whatever its impact, is counted in `tally`.
 */
export async function seriousViolations(page: Page, label: string, tally?: AxeTally): Promise<string[]> {
  const violations = await analyse(page, false);
  count(violations, tally);
  return serious(violations, label);
}

/**
 * After a change of tint, Chromium sometimes still gives a few elements the old tint's colours when asked
 * (getComputedStyle, which axe reads), and the new ones a moment later: within 200 ms in our measurements,
 * most often between Dark and a light tint. A colour violation found right after a switch is looked at once
 * more after this long, and reported only if it is still there.
 */
const SETTLE_MS = 1_000;

/**
 * The page checked in every tint (the first through storage before load has already happened). With
 * `coloursOnly`, every rule runs in the first tint and only the colour rules in the others: a tint changes
 * nothing but colours, and that halves the time a page takes.
 */
export async function violationsInEveryTint(page: Page, label: string, tally?: AxeTally, { coloursOnly = false } = {}): Promise<string[]> {
  const found: string[] = [];
  for (const [index, tint] of TINTS.entries()) {
    await switchTint(page, tint);
    const onlyColours = coloursOnly && index > 0;
    let violations = await analyse(page, onlyColours);
    if (violations.some((v) => COLOUR_RULES.includes(v.id) && (v.impact === "serious" || v.impact === "critical"))) {
      await page.waitForTimeout(SETTLE_MS);
      violations = await analyse(page, onlyColours);
      if (serious(violations, "").length === 0) console.log(`axe ${label} [${tint}]: the colour violations were gone a moment later`);
    }
    count(violations, tally);
    found.push(...serious(violations, `${label} [${tint}]`));
  }
  return found;
}
