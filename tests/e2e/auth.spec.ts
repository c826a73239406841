// Sign-up, email verification, log in, password reset, the route guards and logout, each from a fresh account
// against the Auth emulator.
import type { Page } from "@playwright/test";
import { latestActionCode } from "../fixtures/auth-emails";
import { submitLogIn } from "../fixtures/log-in";
import { onboard } from "../fixtures/profiles";
import { createUser } from "../fixtures/users";
import { REFUSED_SIGN_IN, expect, test, uniqueEmail } from "./fixtures";

const NEW_PASSWORD = "Fresh!2345";

function toasts(page: Page) {
  return page.getByRole("status", { name: "Notifications" });
}

test("a new user registers, verifies the address from the emailed link and goes on to choose a profile type", async ({ page }) => {
  const email = uniqueEmail("register");
  await page.goto("/register");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Secret!234");
  await page.getByLabel("Confirm password").fill("Secret!234");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/verify-email\?from=registration$/);
  await expect(page.getByText(email)).toBeVisible();
  // Just sent at registration, so the resend button counts down.
  await expect(page.getByRole("button", { name: /^Resend email in \d+s$/ })).toBeDisabled();

  // In production the link points at the app's origin; the guard hands it to the verify-email page.
  const oobCode = await latestActionCode(email, "VERIFY_EMAIL");
  await page.goto(`/?mode=verifyEmail&oobCode=${oobCode}`);

  await expect(toasts(page)).toContainText("Email verified successfully");
  await expect(page).toHaveURL(/\/profile-type$/);
});

test("an unverified user is sent to verify the email, can resend it and verify from the new link", async ({ page }) => {
  const user = await createUser({ verified: false });
  await submitLogIn(page, user);
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole("heading", { name: "Check your email!" })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/verify-email$/);

  await page.getByRole("button", { name: "Resend email" }).click();
  await expect(toasts(page)).toContainText("Verification Email Sent");
  await expect(page.getByRole("button", { name: /^Resend email in \d+s$/ })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole("button", { name: /^Resend email in \d+s$/ })).toBeDisabled();

  const oobCode = await latestActionCode(user.email, "VERIFY_EMAIL");
  await page.goto(`/verify-email?mode=verifyEmail&oobCode=${oobCode}`);
  await expect(page).toHaveURL(/\/profile-type$/);
});

test.describe("with a refused sign-in", () => {
  // The Auth emulator answers a wrong password with 400, which Chromium logs as a console error.
  test.use({ allowedConsoleErrors: [REFUSED_SIGN_IN] });

  test("a wrong password is refused in the product's words", async ({ page }) => {
    const user = await createUser({ verified: true });
    await submitLogIn(page, { email: user.email, password: "Wrong!2345" });

    await expect(toasts(page)).toContainText("Login failed");
    await expect(toasts(page)).toContainText("Incorrect password. Please try again.");
    await expect(page.getByRole("alert")).toHaveText("Login failed. Please check your credentials and try again.");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a forgotten password is reset from the emailed link, and only the new one works afterwards", async ({ page }) => {
    const user = await createUser({ verified: true });
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: "Done!" })).toBeVisible();
    await expect(toasts(page)).toContainText("Password reset email sent");

    const oobCode = await latestActionCode(user.email, "PASSWORD_RESET");
    await page.goto(`/?mode=resetPassword&oobCode=${oobCode}`);
    await expect(page).toHaveURL(/\/reset-password\?mode=resetPassword&oobCode=/);
    await expect(page.getByText(user.email)).toBeVisible();
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("heading", { name: "Your password has been reset" })).toBeVisible();
    await page.getByRole("button", { name: "Go to Login" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await submitLogIn(page, user);
    await expect(toasts(page)).toContainText("Incorrect password. Please try again.");

    await submitLogIn(page, { email: user.email, password: NEW_PASSWORD });
    await expect(toasts(page)).toContainText("Welcome back!");
    await expect(page).toHaveURL(/\/profile-type$/);
  });
});

test("a reset link without an action code is refused, with a way back to forgot password", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Verification Error" })).toBeVisible();
  await expect(page.getByText("Invalid action code. Please try again.")).toBeVisible();
  await page.getByRole("button", { name: "Back to Forgot Password" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("a signed-out visitor is sent from the dashboard to log in, query kept", async ({ page }) => {
  await page.goto("/dashboard?x=1");
  await expect(page).toHaveURL(/\/login\?x=1$/);
  await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
});

test("a user who has finished onboarding logs in to the dashboard, stays there and is kept from the sign-up pages", async ({
  page,
}) => {
  const user = await createUser({ verified: true });
  await onboard(user, "individual");

  await submitLogIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts(page)).toContainText("Login successful");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  for (const path of ["/register", "/login", "/verify-email", "/profile-type"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/dashboard$/);
  }
});

// Logs out straight away, while the dashboard may still be loading the profile: nothing may then reach the
// API without a token (the fixture fails the test on the browser's 401 error).
test("logging out ends the session and returns home", async ({ page }) => {
  const user = await createUser({ verified: true });
  await onboard(user, "individual");
  await submitLogIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Log In" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});
