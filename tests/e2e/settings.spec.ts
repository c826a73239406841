// Settings: account info is saved to the profile, and a changed password is the one that logs in.
import { logIn, submitLogIn } from "../fixtures/log-in";
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
