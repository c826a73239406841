// Participants: a parent registers a child on /participants and starts the child's test from the list.
import { logIn } from "../fixtures/log-in";
import { listParticipants, schoolAdmin } from "../fixtures/participant-accounts";
import { onboard } from "../fixtures/profiles";
import { createUser } from "../fixtures/users";
import { expect, test } from "./fixtures";

/** A date of birth that makes the child 9 today, well clear of a birthday. */
function nineYearsOld(now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - 9, now.getUTCMonth(), now.getUTCDate()));
  date.setUTCDate(date.getUTCDate() - 40);
  return date.toISOString().slice(0, 10);
}

test("a parent adds a child and starts the child's test", async ({ page }) => {
  const account = await createUser({ verified: true });
  await onboard(account, "parent");
  await logIn(page, account);

  await page.goto("/participants");
  await expect(page.getByRole("heading", { level: 1, name: "Participants" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "No participants found" })).toBeVisible();

  await page.getByRole("button", { name: "Register a new participant" }).click();
  const dialog = page.getByRole("dialog", { name: "Register a new participant" });
  await dialog.getByLabel("Full Name").fill("Robin Child");
  await dialog.getByLabel("Date of Birth").fill(nineYearsOld());
  await dialog.getByLabel("Gender").selectOption({ label: "Female" });
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: "Robin Child" });
  await expect(row.getByRole("cell")).toHaveText(["Robin Child", "Female", "9", "N/A", "N/A", "Start Test"]);
  await row.getByRole("button", { name: "Start Test" }).click();
  await expect(page).toHaveURL(/\/start-assessment\/[^/]+$/);
  const resultId = new URL(page.url()).pathname.split("/").pop();

  // The new, not yet started test is listed under My Children with its link.
  await page.goto("/dashboard/my-tests");
  await expect(page.getByRole("heading", { level: 1, name: "My Children" })).toBeVisible();
  const testRow = page.getByRole("row").filter({ hasText: "Robin Child" });
  await expect(testRow.getByRole("cell", { name: "Not started" })).toBeVisible();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await testRow.getByRole("button", { name: "Copy test link for Robin Child" }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}/assessment/${resultId}`);
});

test("a group of participants is uploaded from the CSV template", async ({ page }) => {
  const account = await createUser({ verified: true });
  await onboard(account, "parent");
  await logIn(page, account);

  await page.getByRole("button", { name: "Start a test" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Start a test" });
  await dialog.getByRole("tab", { name: "Group test (CSV)" }).click();

  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download template" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("group_test_template.csv");

  const file = (rows: string[]) => ({
    name: "children.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${["Name*,Date of birth* (mm/dd/yyyy),Gender*,Grade,Section,history,difficulties", ...rows].join("\r\n")}\r\n`),
  });
  // A refused file is left to the component tests: Chromium logs the 400 as a console error, which this
  // suite's page fixture counts as a failure.
  const input = dialog.getByLabel("CSV file");
  await input.setInputFiles(file(["Ada Small,01/02/2016,Female,,,,", "Ben Small,03/04/2015,Male,,,,"]));
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("2 participants added from children.csv.")).toBeVisible();

  await page.goto("/participants");
  await expect(page.getByRole("cell", { name: "Ada Small" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Ben Small" })).toBeVisible();
});

test("a school adds a student, and the student reaches the test by Student ID", async ({ page, browser }) => {
  const { user: account } = await schoolAdmin();
  await logIn(page, account);
  await page.goto("/dashboard/my-tests");
  await expect(page.getByRole("heading", { level: 2, name: "No test results yet!" })).toBeVisible();

  await page.getByRole("button", { name: "Add student" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a student" });
  await dialog.getByLabel("Full Name").fill("Sam Pupil");
  await dialog.getByLabel("Date of Birth").fill(nineYearsOld());
  await dialog.getByLabel("Grade").fill("4");
  await dialog.getByLabel("Section").fill("B");
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/participants");
  const row = page.getByRole("row").filter({ hasText: "Sam Pupil" });
  await expect(row.getByRole("cell")).toHaveText(["Sam Pupil", "Prefer not to say", "9", "4", "B", "Start Test"]);
  await row.getByRole("button", { name: "Start Test" }).click();
  await expect(page).toHaveURL(/\/start-assessment\/[^/]+$/);
  const resultId = new URL(page.url()).pathname.split("/").pop();

  const { body } = await listParticipants(account);
  const code = body.find((participant) => participant.name === "Sam Pupil")?.student_code;
  expect(code).toBeTruthy();

  // The student, on a shared school computer where nobody is signed in.
  const student = await browser.newPage();
  await student.goto("/school-search/");
  await student.getByLabel("Student ID").fill(code ?? "");
  await student.getByRole("button", { name: "Continue" }).click();
  await expect(student).toHaveURL(new RegExp(`/start-assessment/${resultId}$`));
  await student.close();
});
