// The Evidence page with figures behind it: a simulated year of screenings (people drawn from a Rasch model
// with known item difficulties, completed through the server's own completion: `npm run simulate`) fills
// the counters; the recovered difficulty order must match the truth (rho >= .95), KR-20 averaged over fresh
// samples must be within its bound of the reliability of the scores counted (the run exits 0 only then:
// functions/tools/evidence/monte-carlo.ts, decision 42), and the public page must show the very KR-20 the
// simulation printed, readable in every tint and at a phone's width.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { adminDb } from "../fixtures/admin";
import { newTally, violationsInEveryTint } from "./axe";
import { expect, test } from "./fixtures";
import { openPublicPage } from "./public-pages";

const root = fileURLToPath(new URL("../..", import.meta.url));

test("a simulated year of screenings recovers the difficulty order, and the Evidence page shows its figures", async ({ page }) => {
  test.setTimeout(480_000);
  const run = spawnSync("node", ["scripts/simulate.mjs", "--n", "800", "--assessment", "age-15-plus-v1", "--seed", "2029", "--concurrency", "2"], {
    cwd: root,
    encoding: "utf8",
  });
  const rho = Number(/Spearman rho .* = (-?[\d.]+)/.exec(run.stdout)?.[1]);
  expect(rho, run.stdout).toBeGreaterThanOrEqual(0.95);
  expect(run.stdout).toContain("Within bounds.");
  expect(run.status, run.stderr).toBe(0);
  const printed = new Map([...run.stdout.matchAll(/^(memory|phonological_awareness|spatial_awareness)\s+\d+\s+\S+\s+\S+\s+(\d\.\d+)/gm)].map((m) => [m[1], Number(m[2])]));
  expect(printed.size, run.stdout).toBe(3);

  await openPublicPage(page, "/evidence");
  const sections = page.getByRole("table", { name: "Sections, Ages 15 and over, version 1, English test" });
  await expect(sections).toBeVisible({ timeout: 20_000 });
  for (const [name, key] of [["Memory", "memory"], ["Phonological Awareness", "phonological_awareness"], ["Spatial Awareness", "spatial_awareness"]] as const) {
    const cells = sections.getByRole("row", { name: new RegExp(`^${name}`) }).getByRole("cell");
    // Results, mean, SD, KR-20 and SEM all shown: hundreds of results stand behind them.
    for (const column of [2, 3, 4, 5, 6]) await expect(cells.nth(column)).not.toHaveText("–");
    await expect(cells.nth(5)).toHaveText(printed.get(key)!.toFixed(2).replace(/^0/, ""));
  }
  const items = page.getByRole("table", { name: "Questions, Ages 15 and over, version 1, English test" });
  await expect(items.getByRole("row", { name: /^Memory 1 / }).getByRole("cell").nth(3)).toHaveText(/^−?\.\d\d$/);
  await expect(page.getByRole("figure").filter({ hasText: "Questions of Ages 15 and over, version 1, English test" })).toBeVisible();

  const tally = newTally();
  expect(await violationsInEveryTint(page, "public /evidence with figures", tally)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

/**
 * The counts 40 recorded outcomes leave (tests/api/screening-accuracy.test.ts records 40 through the API):
 * 16 identified (12 High, 3 Medium, 1 Low) and 24 not (2 High, 6 Medium, 16 Low), with their scores, and
 * 3 inconclusive.
 */
async function seedAccuracy(assessment: string): Promise<void> {
  const accuracy: Record<string, number> = { "identified.n": 16, "identified.high": 12, "identified.medium": 3, "identified.low": 1, "not_identified.n": 24, "not_identified.high": 2, "not_identified.medium": 6, "not_identified.low": 16, "inconclusive.n": 3 };
  const scores = { identified: [20, 22, 25, 28, 30, 31, 33, 35, 36, 38, 39, 39, 45, 50, 55, 70], not_identified: [35, 38, 45, 48, 50, 52, 55, 58, 60, 62, 65, 66, 68, 70, 72, 74, 75, 78, 80, 82, 85, 88, 90, 95] };
  for (const [outcome, list] of Object.entries(scores)) for (const score of list) accuracy[`${outcome}.s${score}`] = (accuracy[`${outcome}.s${score}`] ?? 0) + 1;
  const db = adminDb();
  await db.collection("statistics").doc(`accuracy:${assessment}~0`).set({ scope: `accuracy:${assessment}`, counts: accuracy });
}

test("the Evidence page shows screening accuracy with its intervals once 30 outcomes stand behind it", async ({ page }) => {
  await seedAccuracy("age-5-7-v1");
  await openPublicPage(page, "/evidence");
  // Other tests record outcomes on other bands: everything is read inside this band's part of the page.
  const band = page.getByRole("region", { name: "Ages 5 to 7, version 1, English test" });
  const table = band.getByRole("table", { name: "Screening accuracy, Ages 5 to 7, version 1, English test" });
  await expect(table).toBeVisible({ timeout: 20_000 });
  const high = table.getByRole("row", { name: /^High (?!or)/ }).getByRole("cell");
  // 12 of 16 identified were High: sensitivity 75 % with its Wilson interval (51 to 90 %).
  await expect(high.nth(1)).toHaveText("75 % (51 to 90 %)");
  for (const column of [2, 3, 4]) await expect(high.nth(column)).toHaveText(/^\d+ % \(\d+ to \d+ %\)$/);
  // The seeded scores' AUC by hand: of the 16 × 24 pairs, the share where the identified child scored lower
  // (a lower score is a higher risk), ties counting one half: .91.
  await expect(band.getByText(/Area under the curve of the risk score: \.91 \(\.\d\d to \.\d\d\)/)).toBeVisible();
  await expect(band.getByText("40 outcomes: 16 identified, 24 not identified, 3 inconclusive (left out).")).toBeVisible();
});
