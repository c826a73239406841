// Settings: account info is saved to the profile, a changed password is the one that logs in, and a
// parent downloads their data and deletes their account.
import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { adminDb } from "../fixtures/admin";
import { logIn, submitLogIn } from "../fixtures/log-in";
import { added, CHILD } from "../fixtures/participant-accounts";
import { onboard } from "../fixtures/profiles";
import { createUser } from "../fixtures/users";
import { REFUSED_SIGN_IN, expect, test } from "./fixtures";

test("changed account info is still there after a reload", async ({ page }) => {
  const account = await createUser({ verified: true });
  await onboard(account, "individual", { first_name: "Ann", last_name: "Lee" });
  await logIn(page, account);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

  const form = page.getByRole("form", { name: "Account info" });
  await expect(form.getByLabel("First Name")).toHaveValue("Ann");
  await form.getByLabel("First Name").fill("Annika");
  await form.getByLabel("Last Name").fill("Lindqvist");
  await form.getByLabel("Date of Birth").fill("1979-02-28");
  await form.getByLabel("Gender").selectOption({ label: "Prefer not to say" });
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Account info updated")).toBeVisible();
  await expect(page.getByRole("button", { name: /^User menu for/ })).toHaveText("AL");

  await page.reload();
  const reloaded = page.getByRole("form", { name: "Account info" });
  await expect(reloaded.getByLabel("First Name")).toHaveValue("Annika");
  await expect(reloaded.getByLabel("Last Name")).toHaveValue("Lindqvist");
  await expect(reloaded.getByLabel("Date of Birth")).toHaveValue("1979-02-28");
  await expect(reloaded.getByLabel("Gender")).toHaveValue("prefer_not_to_say");
});

test.describe("with a refused sign-in", () => {
  // Trying the old password makes the Auth emulator answer 400, which Chromium logs as a console error.
  test.use({ allowedConsoleErrors: [REFUSED_SIGN_IN] });

  test("after changing the password, the new one logs in and the old one does not", async ({ page }) => {
    const account = await createUser({ verified: true });
    await onboard(account, "parent");
    await logIn(page, account);
    await page.goto("/dashboard/settings");

    const form = page.getByRole("form", { name: "Change password" });
    const newPassword = "Fresh#2026pw";
    await form.getByLabel("Current password").fill(account.password);
    await form.getByLabel("New password", { exact: true }).fill(newPassword);
    await form.getByLabel("Confirm new password").fill(newPassword);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();

    await page.getByRole("button", { name: /^User menu for/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);

    await submitLogIn(page, account);
    await expect(page.getByRole("status", { name: "Notifications" })).toContainText("Incorrect password. Please try again.");
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, { email: account.email, password: newPassword });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });
});

test("a parent downloads their data, then deletes their account, which then signs in nowhere", async ({ page }) => {
  const account = await createUser({ verified: true });
  await onboard(account, "parent");
  const child = await added(account, { ...CHILD, name: "Robin Data" });
  await logIn(page, account);
  await page.goto("/dashboard/settings");

  // Download my data: a ZIP whose JSON names the child.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^readbright-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path()) as string)));
  const data = JSON.parse(strFromU8(files["readbright-data.json"] as Uint8Array)) as { account: { email: string }; participants: { id: string; name: string }[] };
  expect(data.account.email).toBe(account.email);
  expect(data.participants).toEqual([expect.objectContaining({ id: child.id, name: "Robin Data" })]);

  // Delete account: the password and the email typed again, then the home page, signed out.
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Password").fill(account.password);
  await dialog.getByLabel("Your email address").fill(account.email);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Your account and everything in it have been deleted.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await adminDb().collection("participants").doc(child.id).get()).exists).toBe(false);
  expect((await adminDb().collection("profiles").doc(account.uid).get()).exists).toBe(false);
});
