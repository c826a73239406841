// A fresh, verified account of each profile type goes from the profile type page to its dashboard.
import type { Page } from "@playwright/test";
import type { Profile } from "@readbright/domain/profile";
import { apiJson } from "../fixtures/api";
import { logIn } from "../fixtures/log-in";
import { createUser } from "../fixtures/users";
import { expect, test } from "./fixtures";

async function chooseType(page: Page, tile: string) {
  await expect(page).toHaveURL(/\/profile-type$/);
  await page.getByRole("radio", { name: tile, exact: true }).check();
  await page.getByRole("button", { name: "Continue" }).click();
}

async function fillProfileInfo(page: Page, first: string, last: string) {
  await expect(page).toHaveURL(/\/profile-info$/);
  await page.getByLabel("First Name").fill(first);
  await page.getByLabel("Last Name").fill(last);
  await page.getByLabel("Gender").selectOption({ label: "Prefer not to say" });
  await page.getByLabel("Date of Birth").fill("1984-06-15");
  const country = page.getByRole("combobox", { name: "Country" });
  await country.fill("norw");
  await expect(page.getByRole("listbox", { name: "Country" }).getByRole("option")).toHaveText(["Norway"]);
  await country.press("Enter");
  await expect(country).toHaveValue("Norway");
  await page.getByLabel("City").fill("Bergen");
  await page.getByRole("button", { name: "Continue" }).click();
}

/** Whose tests the dashboard's subtitle speaks of: 'you' only for someone testing themself. */
async function expectDashboard(page: Page, navigation: string[], initials: string, whose = "you") {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText(`Track insights from the tests ${whose} have taken.`)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link")).toHaveText(navigation);
  await expect(page.getByRole("button", { name: /^User menu for/ })).toHaveText(initials);
}

async function onboardingState(token: string) {
  return (await apiJson<Profile>("/api/profile/", { token })).body;
}

test("an individual chooses their type, fills in their details and reaches the dashboard", async ({ page }) => {
  const account = await createUser({ verified: true });
  await logIn(page, account);

  await chooseType(page, "Individual");
  await fillProfileInfo(page, "Ingrid", "Dahl");

  await expectDashboard(page, ["Dashboard", "My Tests", "Settings"], "ID");
  expect(await onboardingState(account.idToken)).toMatchObject({ user_type: "individual", onboarding_state: "complete", country: "Norway" });
});

test("a parent confirms they are testing their child", async ({ page }) => {
  const account = await createUser({ verified: true });
  await logIn(page, account);

  await chooseType(page, "Parent");
  const question = page.getByRole("dialog", { name: "Are you planning to test yourself or your child?" });
  await question.getByRole("button", { name: "Myself" }).click();
  await expect(page.getByText("To test yourself, please choose the Individual profile type.")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await question.getByRole("button", { name: "My Child" }).click();
  await fillProfileInfo(page, "Per", "Olsen");

  await expectDashboard(page, ["Dashboard", "My Children", "Settings"], "PO", "your children");
  await page.getByRole("link", { name: "My Children" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Children" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No test data yet!" })).toBeVisible();
});

test("a dyslexia professional clarifies their role", async ({ page }) => {
  const account = await createUser({ verified: true });
  await logIn(page, account);

  await chooseType(page, "Dyslexia Professional");
  const role = page.getByRole("dialog", { name: "Please clarify your role" });
  await role.getByRole("radio", { name: "Special Education Needs Teacher" }).check();
  await role.getByRole("button", { name: "Continue" }).click();
  await fillProfileInfo(page, "Dag", "Berg");

  await expectDashboard(page, ["Dashboard", "My Professionals", "My Tests", "Activity", "Settings"], "DB", "your clients");
  expect(await onboardingState(account.idToken)).toMatchObject({
    user_type: "organization",
    user_subtype: "organization_admin",
    professional: "special_education_needs_teacher",
  });
  await page.getByRole("link", { name: "My Professionals" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Professionals" })).toBeVisible();
});

test("a school admin reads about the plans and registers the school", async ({ page }) => {
  const account = await createUser({ verified: true });
  await logIn(page, account);

  await chooseType(page, "School");
  await fillProfileInfo(page, "Sigrid", "Lund");

  await expect(page).toHaveURL(/\/school-onboarding$/);
  const tabs = page.getByRole("tablist", { name: "About ReadBright for schools" });
  await expect(tabs.getByRole("tab")).toHaveText(["About", "Pricing", "Contact us"]);
  await tabs.getByRole("tab", { name: "Pricing" }).click();
  const pricing = page.getByRole("tabpanel", { name: "Pricing" });
  await expect(pricing.getByRole("heading")).toHaveText(["Starter", "Standard", "Unlimited"]);
  await expect(pricing).toContainText("$1,000");
  await page.keyboard.press("ArrowRight");
  const contact = page.getByRole("tabpanel", { name: "Contact us" }).getByRole("form", { name: "Send us a Message" });
  await expect(contact.getByRole("button", { name: "Send message" })).toBeDisabled();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Register your school" })).toBeFocused();
  const register = page.getByRole("button", { name: "Register School" });
  await page.getByLabel("School Name").fill("Bergen Katedralskole");
  await page.getByLabel("Address").fill("Kong Oscars gate 36");
  await page.getByLabel("City").fill("Bergen");
  await page.getByRole("combobox", { name: "Country" }).fill("Norway");
  await page.getByLabel("Website (optional)").fill("bergen.example");
  await page.getByLabel("Website (optional)").blur();
  await expect(page.getByText("Website must be a valid address starting with http:// or https://")).toBeVisible();
  await expect(register).toBeDisabled();
  await page.getByLabel("Website (optional)").fill("https://bergen.example");
  await register.click();

  await expectDashboard(page, ["Dashboard", "My Teachers", "My Tests", "Testing now", "Activity", "Settings"], "SL", "your students");
  const profile = await onboardingState(account.idToken);
  expect(profile).toMatchObject({ user_subtype: "school_admin", onboarding_state: "complete", school: expect.any(String) });
  await page.getByRole("link", { name: "My Teachers" }).click();
  await expect(page.getByText("Invite and manage your teachers")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No teachers invited yet!" })).toBeVisible();
});
