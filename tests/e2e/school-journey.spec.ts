// A school's whole class: the admin uploads 30 students from the template, starts their tests, finds a
// class in My Tests by grade and section, hands out a test link and the class list with Student IDs (which
// a student then types), downloads the class's results, and invites a teacher who accepts through the emailed link and works with the
// same students, watching a class take the test live on 'Testing now'.
import { readFile } from "node:fs/promises";
import type { Browser, Download, Page } from "@playwright/test";
import { birthDateForAge, usDate } from "../fixtures/birth-dates";
import { csvFile } from "../fixtures/csv-upload";
import { emailedAppLink } from "../fixtures/email-links";
import { logIn } from "../fixtures/log-in";
import { listParticipants, schoolAdmin } from "../fixtures/participant-accounts";
import { SCHOOL } from "../fixtures/profiles";
import type { TestUser } from "../fixtures/users";
import { expect, test, uniqueEmail } from "./fixtures";
import { testTaker } from "./testing-now-steps";

const FIRST = ["Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lena", "Milo", "Nia", "Omar"];
const LAST = ["Quill", "Reyes"];
const CLASSES = [
  { grade: "3", section: "A" },
  { grade: "3", section: "B" },
  { grade: "4", section: "A" },
  { grade: "4", section: "B" },
  { grade: "5", section: "A" },
  { grade: "5", section: "B" },
];
/** A name a spreadsheet would run as a formula, were the class list not escaped. */
const FORMULA_NAME = '=HYPERLINK("http://x","y")';

interface Student {
  name: string;
  grade: string;
  section: string;
}

/** 30 students, five in each of grades 3-5, sections A and B; one of them named like a formula. */
function thirtyStudents(): Student[] {
  return Array.from({ length: 30 }, (_, i) => ({
    name: i === 0 ? FORMULA_NAME : `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length)]}`,
    ...(CLASSES[i % CLASSES.length] as { grade: string; section: string }),
  }));
}

/** Quoted as a spreadsheet saves text, but not escaped: the formula-like name is uploaded exactly as typed. */
const quoted = (cell: string) => (/[",]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

function templateFile(students: readonly Student[]) {
  const born = usDate(birthDateForAge(9));
  const rows = students.map((s, i) => [s.name, born, i % 2 ? "Male" : "Female", s.grade, s.section, "", ""].map(quoted).join(","));
  return { name: "class-of-2026.csv", mimeType: "text/csv", buffer: Buffer.from(csvFile(rows)) };
}

/** Each student's Student ID and test id by name, as the API lists them. */
async function studentsByName(admin: TestUser): Promise<Map<string, { code: string; resultId: string }>> {
  const { body: participants } = await listParticipants(admin);
  return new Map(participants.map((p) => [p.name, { code: p.student_code ?? "", resultId: p.latest_result?.id ?? "" }]));
}

async function chooseClass(page: Page, grade: string, section: string) {
  await page.getByLabel("Grade").selectOption(grade ? { label: grade } : { index: 0 });
  await page.getByLabel("Section").selectOption(section ? { label: section } : { index: 0 });
}

/** Clicks a download button ('Download class list' unless named) and reads the file it saves. */
async function downloadFile(page: Page, button = "Download class list"): Promise<{ fileName: string; lines: string[] }> {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const download: Download = await downloading;
  const text = await readFile(await download.path(), "utf8");
  expect(text.startsWith("\uFEFF"), "starts with a byte-order mark").toBe(true);
  return { fileName: download.suggestedFilename(), lines: text.slice(1).split("\r\n").slice(0, -1) };
}

/** A fresh browser for the teacher, failing on console errors as the page fixture does. */
async function teacherPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  page.on("pageerror", (err) => errors.push(err.message));
  return { page, errors };
}

test("a school admin uploads a class, shares tests and the class list, and a teacher joins", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { user: admin } = await schoolAdmin();
  const students = thirtyStudents();
  const fourB = students.filter((s) => s.grade === "4" && s.section === "B").map((s) => s.name);
  expect(fourB).toHaveLength(5);

  // The upload.
  await logIn(page, admin);
  await page.goto("/dashboard/my-tests");
  await expect(page.getByRole("heading", { level: 1, name: "My Tests" })).toBeVisible();
  await page.getByRole("button", { name: "Create group test" }).click();
  const upload = page.getByRole("dialog", { name: "Create group test" });
  await upload.getByLabel("CSV file").setInputFiles(templateFile(students));
  await upload.getByRole("checkbox", { name: /^Our school holds the consent of a parent or guardian of every student in this file/ }).check();
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("30 students added from class-of-2026.csv.")).toBeVisible();
  await expect(upload).toBeHidden();

  // Nobody has a test yet: one for each of them, from the class's page.
  await expect(page.getByRole("table", { name: "Tests" }).getByRole("cell", { name: "No test yet" })).toHaveCount(30);
  await page.getByRole("button", { name: "Start class tests" }).click();
  const start = page.getByRole("dialog", { name: "Start tests for this class?" });
  await expect(start).toContainText("A test will be ready for each of the 30 students in all grades and sections who have none yet.");
  // One request for the class (POST .../start-class/), not one per student.
  const starts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/api\/assessment-results\/(start-class|get-or-create)\//.test(request.url())) starts.push(new URL(request.url()).pathname);
  });
  await start.getByRole("button", { name: "Start tests" }).click();
  await expect(page.getByText("A test is ready for 30 students.")).toBeVisible({ timeout: 60_000 });
  expect(starts).toEqual(["/api/assessment-results/start-class/"]);
  // Pressed again, the class is read afresh: nobody is left without a test, and nothing is asked.
  await page.getByRole("button", { name: "Start class tests" }).click();
  await expect(page.getByText("Every student has a test already.")).toBeVisible();
  await expect(start).toBeHidden();

  const tests = await studentsByName(admin);
  expect(tests.size).toBe(30);
  expect([...tests.values()].every(({ resultId }) => resultId !== "")).toBe(true);
  expect(tests.has(FORMULA_NAME), "the formula-like name is stored as typed").toBe(true);
  expect([...tests.values()].every(({ code }) => /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{3}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{3}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{3}$/.test(code))).toBe(true);

  // My Tests, one class at a time.
  const table = page.getByRole("table", { name: "Tests" });
  await expect(table.getByRole("row")).toHaveCount(31);
  await chooseClass(page, "4", "B");
  await expect(table.getByRole("row")).toHaveCount(6);
  for (const name of fourB) await expect(table.getByRole("cell", { name, exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "Not started" })).toHaveCount(5);

  // A test link for one of them.
  const first = fourB[0] as string;
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await table.getByRole("button", { name: `Copy test link for ${first}` }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  const origin = new URL(page.url()).origin;
  const linkOf = (name: string) => `${origin}/assessment/${tests.get(name)?.resultId}`;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(linkOf(first));

  // The class list of 4B: each student with the Student ID they type on the School search page.
  const classList = await downloadFile(page);
  expect(classList.fileName).toBe("class-list-grade-4-section-B.csv");
  const expected = [...fourB].sort((a, b) => a.localeCompare(b)).map((name) => `${name},4,B,${tests.get(name)?.code},${linkOf(name)}`);
  expect(classList.lines).toEqual(["Name,Grade,Section,Student ID,Test link", ...expected]);

  // The whole school's list, where the formula-like name stays text.
  await chooseClass(page, "", "");
  const wholeSchool = await downloadFile(page);
  expect(wholeSchool.fileName).toBe("class-list.csv");
  expect(wholeSchool.lines).toHaveLength(31);
  expect(wholeSchool.lines).toContain(`"'=HYPERLINK(""http://x"",""y"")",3,A,${tests.get(FORMULA_NAME)?.code},${linkOf(FORMULA_NAME)}`);

  // The results of 4B as the server exports them: one row per test, none taken yet.
  await chooseClass(page, "4", "B");
  const results = await downloadFile(page, "Download results");
  expect(results.fileName).toBe("results_grade-4_section-b.csv");
  const today = new Date().toISOString().slice(0, 10);
  expect(results.lines[0]).toMatch(/^Student ID,Name,Grade,Section,Date,Status,Memory \(% right\),.*,Risk level,Pending reviews,Checks,Test language$/);
  expect(results.lines.slice(1)).toEqual([...fourB].sort((a, b) => a.localeCompare(b)).map((name) => `${tests.get(name)?.code},${name},4,B,${today},Not started,,,,,,,,0,,English`));
  await chooseClass(page, "", "");
  const allResults = await downloadFile(page, "Download results");
  expect(allResults.fileName).toBe("results_all.csv");
  expect(allResults.lines).toHaveLength(31);
  expect(allResults.lines).toContain(`${tests.get(FORMULA_NAME)?.code},"'=HYPERLINK(""http://x"",""y"")",3,A,${today},Not started,,,,,,,,0,,English`);

  // A student types their Student ID from the list on a school computer nobody is signed in on.
  const student = await browser.newPage();
  await student.goto("/school-search/");
  await student.getByLabel("Student ID").fill(tests.get(first)?.code ?? "");
  await student.getByRole("button", { name: "Continue" }).click();
  await expect(student).toHaveURL(new RegExp(`/start-assessment/${tests.get(first)?.resultId}$`));
  await student.close();

  // Inviting a teacher.
  const email = uniqueEmail("teacher");
  await page.goto("/dashboard/users");
  await page.getByRole("region", { name: "No teachers invited yet!" }).getByRole("button", { name: "Invite teacher" }).click();
  const invite = page.getByRole("dialog", { name: "Invite teacher" });
  await invite.getByLabel("Email").fill(email);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("User invitation sent successfully")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email }).getByRole("cell", { name: "Pending" })).toBeVisible();

  // The teacher follows the emailed link, chooses a password, accepts and completes their profile.
  const teacher = await teacherPage(browser);
  const password = "Teach#2026";
  await teacher.page.goto(await emailedAppLink(email, "EMAIL_SIGNIN"));
  await expect(teacher.page.getByRole("heading", { level: 1, name: "Your invitation" })).toBeVisible();
  const card = teacher.page.getByRole("region", { name: `Invitation to ${SCHOOL.name}` });
  await expect(card).toContainText(`invited you to join ${SCHOOL.name} as a teacher.`);
  await expect(card.getByRole("button", { name: "Accept and join" })).toBeDisabled();
  // Read before typing: the password change then ends a session from an earlier second (the page signs in
  // again with the new password), as it always does for a person.
  await teacher.page.waitForTimeout(1_100);
  await teacher.page.getByLabel("Choose a password", { exact: true }).fill(password);
  await teacher.page.getByLabel("Confirm password", { exact: true }).fill(password);
  await card.getByRole("button", { name: "Accept and join" }).click();

  await expect(teacher.page).toHaveURL(/\/profile-info$/);
  await teacher.page.getByLabel("First Name").fill("Tess");
  await teacher.page.getByLabel("Last Name").fill("Teacher");
  await teacher.page.getByLabel("Gender").selectOption({ label: "Female" });
  await teacher.page.getByLabel("Date of Birth").fill("1988-09-12");
  const country = teacher.page.getByRole("combobox", { name: "Country" });
  await country.fill("irel");
  await expect(teacher.page.getByRole("listbox", { name: "Country" }).getByRole("option")).toHaveText(["Ireland"]);
  await country.press("Enter");
  await teacher.page.getByLabel("City").fill("Cork");
  await teacher.page.getByRole("button", { name: "Continue" }).click();
  await expect(teacher.page).toHaveURL(/\/dashboard$/);

  // The same students for the teacher: every test, the same class, the same class list.
  await teacher.page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My Tests" }).click();
  const teacherTable = teacher.page.getByRole("table", { name: "Tests" });
  await expect(teacherTable.getByRole("row")).toHaveCount(31);
  await chooseClass(teacher.page, "4", "B");
  await expect(teacherTable.getByRole("row")).toHaveCount(6);
  for (const name of fourB) await expect(teacherTable.getByRole("cell", { name, exact: true })).toBeVisible();
  expect((await downloadFile(teacher.page)).lines).toEqual(classList.lines);
  await teacher.page.goto("/participants");
  await expect(teacher.page.getByRole("table", { name: "Students" }).getByRole("row")).toHaveCount(31);

  // Testing now: the teacher watches 4B while a student's device takes the test; the page changes by
  // itself (a Firestore listener under the rules), never reloaded.
  await teacher.page.goto("/dashboard");
  await teacher.page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Testing now" }).click();
  await expect(teacher.page.getByRole("heading", { level: 1, name: "Testing now" })).toBeVisible();
  await chooseClass(teacher.page, "4", "B");
  const live = teacher.page.getByRole("list", { name: "Grade 4, section B" });
  const stateOf = (name: string) => live.getByRole("listitem").filter({ has: teacher.page.getByText(name, { exact: true }) });
  await expect(live.getByRole("listitem")).toHaveCount(5);
  await expect(live.getByText("Not started")).toHaveCount(5);
  const finished = teacher.page.getByRole("status").filter({ hasText: "finished" });
  await expect(finished).toHaveText("0 of 5 finished");
  const loads: string[] = [];
  teacher.page.on("framenavigated", (frame) => frame === teacher.page.mainFrame() && loads.push(frame.url()));

  const device = await testTaker(tests.get(first)?.resultId ?? "");
  await device.start();
  await expect(stateOf(first)).toContainText(`Question 1 of ${device.scored}`);
  await device.answerFirst();
  await expect(stateOf(first)).toContainText(`Question 2 of ${device.scored}`);
  await device.finish();
  // Its spoken answers are not speech the recogniser could mark: they wait for a person.
  await expect(stateOf(first)).toContainText("Needs review");
  await expect(finished).toHaveText("1 of 5 finished");
  await expect(live.getByText("Not started")).toHaveCount(4);
  expect(loads, "the page was never reloaded").toEqual([]);
  expect(teacher.errors, "the teacher's browser logged errors").toEqual([]);
  await teacher.page.context().close();

  // The admin sees the invitation accepted, and the teacher can sign in with the password they chose.
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: email }).getByRole("cell", { name: "Accepted" })).toBeVisible();
  const again = await teacherPage(browser);
  await logIn(again.page, { email, password });
  await expect(again.page).toHaveURL(/\/dashboard$/);
  await again.page.context().close();
});
