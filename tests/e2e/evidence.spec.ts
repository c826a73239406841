// The Evidence page with figures behind it: a simulated year of screenings (people drawn from a Rasch model
// with known item difficulties, completed through the server's own completion: `npm run simulate`) fills
// the counters, the simulation itself checks what the figures recover against the truth (the difficulty
// order's rho >= .95, each section's KR-20 within .03 of the simulated reliability), and the public page
// shows those figures, readable in every tint and at a phone's width.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { newTally, violationsInEveryTint } from "./axe";
import { expect, test } from "./fixtures";
import { openPublicPage } from "./public-pages";

const root = fileURLToPath(new URL("../..", import.meta.url));

test("a simulated year of screenings recovers the truth, and the Evidence page shows its figures", async ({ page }) => {
  test.setTimeout(480_000);
  const run = spawnSync("node", ["scripts/simulate.mjs", "--n", "800", "--assessment", "age-15-plus-v1", "--seed", "2029", "--concurrency", "2"], {
    cwd: root,
    encoding: "utf8",
  });
  // The simulation exits 1 when the recovered figures fall outside the bounds.
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toContain("Within bounds.");

  await openPublicPage(page, "/evidence");
  const sections = page.getByRole("table", { name: "Sections, Ages 15 and over, version 1" });
  await expect(sections).toBeVisible({ timeout: 20_000 });
  for (const name of ["Memory", "Phonological Awareness", "Spatial Awareness"]) {
    const cells = sections.getByRole("row", { name: new RegExp(`^${name}`) }).getByRole("cell");
    // Results, mean, SD, KR-20 and SEM all shown: 800 results stand behind them.
    for (const column of [2, 3, 4, 5, 6]) await expect(cells.nth(column)).not.toHaveText("–");
    await expect(cells.nth(5)).toHaveText(/^\.\d\d$/);
  }
  const items = page.getByRole("table", { name: "Questions, Ages 15 and over, version 1" });
  await expect(items.getByRole("row", { name: /^Memory 1 / }).getByRole("cell").nth(3)).toHaveText(/^−?\.\d\d$/);
  await expect(page.getByRole("figure").filter({ hasText: "Questions of Ages 15 and over, version 1" })).toBeVisible();

  const tally = newTally();
  expect(await violationsInEveryTint(page, "public /evidence with figures", tally)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
