import { AUTH_EMULATOR, PROJECT_ID, expect, test, uniqueEmail } from "./fixtures";

test("the home page renders with the visitor navigation", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation").first();
  for (const name of ["Home", "About Us", "What is Dyslexia?", "Contact Us", "Register", "Log In"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
});

test("a new user signs up through the register page", async ({ page }) => {
  const email = uniqueEmail("signup");
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Set up your profile!" })).toBeVisible();
  const submit = page.getByRole("button", { name: /sign up|register|create/i });
  await expect(submit).toBeDisabled();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Secret!234");
  await page.getByLabel("Confirm password").fill("Secret!234");
  await page.getByRole("checkbox").check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/verify-email\?from=registration/);
  await expect(page.getByRole("heading", { name: "Check your email!" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // The account really exists in the Auth emulator.
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({ email: [email] }),
  });
  const body = (await res.json()) as { users?: { email: string; emailVerified?: boolean }[] };
  expect(body.users?.map((u) => u.email)).toEqual([email]);
});
