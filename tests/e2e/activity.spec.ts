// The Activity page: a school's admin downloads a class list, a teacher deletes a student, and
// the admin reads both on the Activity page, newest first, on a desktop and on a phone.
import { api } from "../fixtures/api";
import { logIn } from "../fixtures/log-in";
import { added, CHILD, schoolAdmin, teacher } from "../fixtures/participant-accounts";
import { expect, test } from "./fixtures";

test("a school's admin reads who downloaded a class list and who deleted a student on the Activity page", async ({ page }) => {
  const { user: admin, schoolId } = await schoolAdmin();
  const staff = await teacher(schoolId);
  await added(admin, { ...CHILD, name: "Robin Audit", grade: "4", section: "B" });
  const leaving = await added(admin, { ...CHILD, name: "Lee Gone", grade: "4", section: "B" });

  await logIn(page, admin);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My Tests" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download class list" }).click();
  expect((await downloading).suggestedFilename()).toBe("class-list.csv");

  // Then the teacher deletes a student (through the API, as their own session would).
  expect((await api(`/api/participants/${leaving.id}`, { method: "DELETE", token: staff.idToken })).status).toBe(204);

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  const table = page.getByRole("table", { name: "Activity" });
  const rows = table.getByRole("row");
  // A header row, then the newest first.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("Deleted a student");
  await expect(rows.nth(1)).toContainText(`Sam Staff (${staff.email})`);
  // Deleted at once, from the log too: the event stays, naming nobody (decision 35).
  await expect(rows.nth(1)).toContainText("A deleted participant");
  await expect(rows.nth(1)).not.toContainText("Lee Gone");
  await expect(rows.nth(1)).toContainText("Grade 4, section B");
  await expect(rows.nth(2)).toContainText("Downloaded a class list");
  await expect(rows.nth(2)).toContainText(admin.email);
  await expect(rows.nth(2)).toContainText("All students");
  await expect(page.getByRole("status").filter({ hasText: "Showing 2 of 2 events" })).toBeVisible();

  // On a phone the rows are cards: nothing runs off the side of the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows.nth(1)).toContainText("Deleted a student");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a teacher has no Activity link", async ({ page }) => {
  const { schoolId } = await schoolAdmin();
  const staff = await teacher(schoolId);
  await logIn(page, staff);
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My Tests" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Activity" })).toHaveCount(0);
});
