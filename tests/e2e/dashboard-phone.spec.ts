// The dashboard on a phone (390 x 844): as each user type with tests in every state, every table page fits
// the screen without sideways scrolling (tables become cards), each row's actions are on the screen and
// do what they say, Back finds a long list where it was left, and a result prints as a report.
import type { Page } from "@playwright/test";
import { birthDateForAge, usDate } from "../fixtures/birth-dates";
import { csvFile } from "../fixtures/csv-upload";
import { logIn } from "../fixtures/log-in";
import { individualWithTests, invitationsSent, parentWithChildren, professionalWithClients, schoolWithStudents } from "./dashboard-phone-accounts";
import { PHONE, expectFitsThePhone, expectRowMenuOnScreen, picture, scrollY } from "./dashboard-phone-checks";
import { expect, test } from "./fixtures";
import { confirmStartTest } from "./start-test-steps";

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 150_000 });

const today = (page: Page) => page.evaluate(() => new Date().toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" }));

test("an individual's dashboard, My Tests and printed result fit a phone", async ({ page }) => {
  const { user, name, completed, open } = await individualWithTests();
  await logIn(page, user);
  await page.goto("/dashboard");
  await expect(page.getByText("Track insights from the tests you have taken.")).toBeVisible();
  await expect(page.getByRole("region", { name: `Results for ${name}` }).getByText("Low risk", { exact: true })).toBeVisible();
  await expectFitsThePhone(page, [], "individual-dashboard");

  await page.goto("/dashboard/my-tests");
  await expectFitsThePhone(page, ["Tests"], "individual-my-tests");
  const table = page.getByRole("table", { name: "Tests" });
  await expect(table.getByText("Low", { exact: true })).toHaveClass(/risk-badge--low/);
  await expectRowMenuOnScreen(page, table.getByRole("button", { name: `More actions for ${name}'s test` }).first(), ["Delete"]);
  // The open test is continued, not shown as a result.
  await expect(table.getByRole("link", { name: `Continue ${name}'s test` })).toHaveAttribute("href", `/start-assessment/${open.id}`);
  await expect(table.getByRole("link", { name: /view result/ })).toHaveCount(1);

  await table.getByRole("link", { name: /view result/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/results/${completed.id}$`));
  await expect(page.getByRole("heading", { level: 2, name: "Next steps" })).toBeVisible();
  await expectFitsThePhone(page, [], "individual-result");
  const header = page.getByText(`Dyslexia screening result for ${name}`);
  await expect(header).toBeHidden();
  await expect(page.locator(".testimonial-card")).toBeVisible();

  // On paper: the product's name, both dates and the screening's limits; no testimonial.
  await page.emulateMedia({ media: "print" });
  await expect(header).toBeVisible();
  const printHeader = page.locator(".result-print-header");
  await expect(printHeader).toContainText("ReadBright");
  await expect(printHeader).toContainText(`Test taken on ${await today(page)} · Printed on ${await today(page)}`);
  await expect(page.getByRole("region", { name: "Next steps" })).toContainText("A screening is not a diagnosis.");
  await expect(page.locator(".testimonial-card")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
  await picture(page, "individual-result-print");
  await page.emulateMedia({ media: "screen" });
});

test("a parent's dashboard and My Children fit a phone, with every row's actions", async ({ page }) => {
  const { user } = await parentWithChildren();
  await logIn(page, user);
  await page.goto("/dashboard");
  await expect(page.getByText("Track insights from the tests your children have taken.")).toBeVisible();
  await expectFitsThePhone(page, ["Children"], "parent-dashboard");
  const list = page.getByRole("table", { name: "Children" });
  await expect(list.getByRole("row").filter({ hasText: "Amara Okafor" }).getByText("Low", { exact: true })).toHaveClass(/risk-badge/);
  await expect(list.getByRole("link", { name: "View result for Amara Okafor" })).toBeVisible();
  await expect(list.getByRole("link", { name: "Continue Tobi Okafor's test" })).toBeVisible();
  await expect(list.getByRole("link", { name: "Start Zara Okafor's test" })).toBeVisible();
  await expect(list.getByRole("link", { name: /View result for (Tobi|Zara)/ })).toHaveCount(0);

  // A parent registers children one by one: no group upload.
  await page.getByRole("button", { name: "Start a test" }).click();
  const dialog = page.getByRole("dialog", { name: "Start a test" });
  await expect(dialog.getByLabel("Child")).toBeVisible();
  await expect(dialog.getByRole("tab")).toHaveCount(0);
  await expect(dialog.getByLabel("CSV file")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.goto("/dashboard/my-tests");
  await expect(page.getByText("Track the tests your children have taken.")).toBeVisible();
  await expectFitsThePhone(page, ["Tests"], "parent-my-children");
  const tests = page.getByRole("table", { name: "Tests" });
  await expect(tests.getByRole("link", { name: "Start Zara Okafor's test" })).toHaveAttribute("href", /^\/start-assessment\/.+/);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await tests.getByRole("button", { name: "Copy test link for Amara Okafor" }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  await expectRowMenuOnScreen(page, tests.getByRole("button", { name: "More actions for Amara Okafor's test" }), ["Delete"]);

  await tests.getByRole("link", { name: "Continue Tobi Okafor's test" }).click();
  await expect(page).toHaveURL(/\/start-assessment\/[^/]+$/);
});

test("a professional's pages fit a phone; a client without a test can start one and a pending invite is really sent again", async ({ page }) => {
  const { user, invited } = await professionalWithClients();
  await logIn(page, user);
  await page.goto("/dashboard");
  await expect(page.getByText("Track insights from the tests your clients have taken.")).toBeVisible();
  await expectFitsThePhone(page, ["Clients"], "professional-dashboard");

  await page.goto("/dashboard/users");
  await expect(page.getByRole("heading", { level: 1, name: "My Professionals" })).toBeVisible();
  await expectFitsThePhone(page, ["Invited users"], "professional-users");
  const menuButton = page.getByRole("button", { name: `More actions for ${invited}` });
  await expectRowMenuOnScreen(page, menuButton, ["Resend Invite", "Delete"]);
  expect(await invitationsSent(invited)).toBe(0);
  await menuButton.click();
  await page.getByRole("menuitem", { name: "Resend Invite" }).click();
  await expect(page.getByText(`Invitation sent again to ${invited}`)).toBeVisible();
  await expect.poll(() => invitationsSent(invited)).toBe(1);

  await page.goto("/participants");
  await expectFitsThePhone(page, ["Clients"], "professional-participants");
  await expectRowMenuOnScreen(page, page.getByRole("button", { name: "More actions for Sam Oduya" }), ["Edit details", "Delete"]);

  await page.goto("/dashboard/my-tests");
  await expect(page.getByText("Track the tests your clients have taken.")).toBeVisible();
  await expectFitsThePhone(page, ["Tests"], "professional-my-tests");
  const waiting = page.getByRole("table", { name: "Tests" }).getByRole("row").filter({ hasText: "Sam Oduya" });
  await expect(waiting.getByRole("cell", { name: "No test yet" })).toBeVisible();
  await waiting.getByRole("button", { name: "Start a test for Sam Oduya" }).click();
  await confirmStartTest(page);
  await expect(page).toHaveURL(/\/start-assessment\/[^/]+$/);
});

test("a school's long list comes back where it was left, and a class uploaded on a phone is listed at once", async ({ page }) => {
  const { user, students } = await schoolWithStudents(24);
  const last = students.at(-1)?.name ?? "";
  await logIn(page, user);
  await page.goto("/dashboard");
  await expectFitsThePhone(page, ["Students"], "school-dashboard");
  const list = page.getByRole("table", { name: "Students" });

  // A student from far down the list opens at the top; the page's Back returns to the same place.
  const open = list.getByRole("button", { name: last });
  await open.scrollIntoViewIfNeeded();
  const place = await scrollY(page);
  expect(place).toBeGreaterThan(1000);
  await open.click();
  await expect(page.getByRole("heading", { level: 2, name: last })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(open).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(place);

  // The same for a result, and the browser's Back.
  const result = list.getByRole("link", { name: `View result for ${last}` });
  await result.scrollIntoViewIfNeeded();
  const resultPlace = await scrollY(page);
  await result.click();
  await expect(page.getByRole("heading", { level: 1, name: "Test result" })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(result).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(resultPlace);

  await page.goto("/dashboard/my-tests");
  await expectFitsThePhone(page, ["Tests"], "school-my-tests");
  await page.getByRole("button", { name: "Create group test" }).click();
  const upload = page.getByRole("dialog", { name: "Create group test" });
  const born = usDate(birthDateForAge(9));
  const rows = ["Zed Newcomer", "Yara Newcomer"].map((name) => `${name},${born},Female,5,C,,`);
  await upload.getByLabel("CSV file").setInputFiles({ name: "new-class.csv", mimeType: "text/csv", buffer: Buffer.from(csvFile(rows)) });
  await upload.getByRole("checkbox", { name: /^Our school holds the consent of a parent or guardian of every student in this file/ }).check();
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("2 students added from new-class.csv.")).toBeVisible();
  const tests = page.getByRole("table", { name: "Tests" });
  for (const name of ["Yara Newcomer", "Zed Newcomer"]) {
    await expect(tests.getByRole("row").filter({ hasText: name }).getByRole("cell", { name: "No test yet" })).toBeVisible();
  }
  await expectFitsThePhone(page, ["Tests"], "school-my-tests-uploaded");
  await expect(page.getByRole("button", { name: "Start class tests" })).toBeEnabled();

  await page.goto("/dashboard/users");
  await expectFitsThePhone(page, ["Invited users"], "school-users");
  await page.goto("/participants");
  await expectFitsThePhone(page, ["Students"], "school-participants");
  await picture(page, "school-participants-end");
});
