// In Chromium: a teacher marks a blind check on the Review page without seeing the machine's mark
// (decision 44); a dyslexia professional records a client's diagnostic outcome on the client's page, with
// the keyboard, and sees which screening it is compared with (decision 45). Both pages pass axe.
import { DIAGNOSTIC_OUTCOME_MESSAGES } from "@readbright/domain/api/diagnostic-outcome";
import { todayIsoDate } from "@readbright/domain/profile";
import { answerAll, isRecording } from "../fixtures/assessments";
import { logIn } from "../fixtures/log-in";
import { added, CHILD, organizationAdmin, schoolAdmin, teacher } from "../fixtures/participant-accounts";
import { birthDateForAge } from "../fixtures/birth-dates";
import { assessmentForAge, getOrCreate } from "../fixtures/assessments";
import type { ResultBody } from "../fixtures/assessments";
import { setProfileScope } from "../fixtures/participants";
import { screenedClient } from "../fixtures/screened-clients";
import { changeIn, countsOf, machineMarks } from "../fixtures/statistics";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { expectVisibleFocus, tabTo } from "./keyboard";

test("a teacher marks a blind check without seeing the machine's mark, and it is counted", async ({ page }) => {
  test.setTimeout(120_000);
  const school = await schoolAdmin();
  const student = await added(school.user, { ...CHILD, name: "Rosa Quinn", date_of_birth: birthDateForAge(9), grade: "4", section: "A" });
  const assessment = await assessmentForAge(school.user, 9);
  const { body } = await getOrCreate(school.user, { participant_id: student.id, assessment_id: assessment.id });
  const result = body as ResultBody;
  await answerAll(result, () => true, { user: school.user });
  const spoken = result.questions.filter((q) => isRecording(q) && !q.is_practice);
  // The machine marked every spoken answer right; the first is a blind check.
  await machineMarks(result.id, spoken.map((q, i) => ({ questionId: q.id, isCorrect: true, blind: i === 0 })));
  const scope = `agreement:${result.assessment_id}`;
  const before = await countsOf(scope);

  await logIn(page, await teacher(school.schoolId));
  await page.goto("/dashboard/review");
  const table = page.getByRole("table", { name: "Tests to review" });
  await expect(table.getByRole("row", { name: /Rosa Quinn/ })).toContainText("Blind check (1)");
  await table.getByRole("link", { name: "Review Rosa Quinn's answers" }).click();

  const panel = page.getByRole("region", { name: "Spoken answers" });
  const blind = panel.getByRole("listitem", { name: spoken[0]!.title });
  await expect(blind).toContainText("Blind check: the machine has marked this answer.");
  await expect(blind).not.toContainText(/speech recognition/i);
  await expect(blind.getByRole("button", { name: "Correct", exact: true })).toHaveAttribute("aria-pressed", "false");
  // The others show the machine's marks as they always have.
  await expect(panel.getByRole("listitem", { name: spoken[1]!.title })).toContainText("Marked right by speech recognition");
  expect(await seriousViolations(page, "blind check")).toEqual([]);

  await blind.getByRole("button", { name: "Incorrect", exact: true }).click();
  await expect(blind).toContainText("Marked wrong by a person");
  await expect.poll(async () => changeIn(before, await countsOf(scope))).toEqual({ "mc.pw": 1 });
  await page.goto("/dashboard/review");
  await expect(page.getByRole("table", { name: "Tests to review" }).getByRole("row", { name: /Rosa Quinn/ })).toHaveCount(0);
});

test("a dyslexia professional records a client's diagnostic outcome with the keyboard", async ({ page }) => {
  test.setTimeout(180_000);
  const org = await organizationAdmin();
  await setProfileScope(org.uid, { organization: org.uid });
  const client = await screenedClient(org, "Omar Diallo", "high");
  const before = await countsOf("accuracy:age-8-10-v1");

  await logIn(page, org);
  await page.goto(`/dashboard?participant=${client.participantId}`);
  const card = page.getByRole("region", { name: "Diagnostic outcome" });
  await expect(card).toBeVisible();
  expect(await seriousViolations(page, "diagnostic outcome")).toEqual([]);

  // Nothing chosen yet: the button says what it waits for.
  await expect(card.getByRole("button", { name: "Record outcome" })).toBeDisabled();
  await expect(card).toContainText(DIAGNOSTIC_OUTCOME_MESSAGES.outcomeRequired);

  const outcome = card.getByLabel("Outcome", { exact: true });
  await tabTo(outcome);
  await outcome.selectOption("identified");
  const date = card.getByLabel("Date of the assessment");
  await tabTo(date);
  // A date field's typed order follows the browser's locale; filled, it takes the ISO date.
  await date.fill(todayIsoDate());
  // Tab walks the date's day, month and year first, then on to the instrument.
  await tabTo(card.getByLabel(/Assessment used/));
  await expectVisibleFocus(page);
  await page.keyboard.type("DASH, 2nd edition");
  await tabTo(card.getByRole("button", { name: "Record outcome" }));
  await page.keyboard.press("Enter");

  await expect(card).toContainText("Dyslexia identified");
  await expect(card).toContainText("with DASH, 2nd edition");
  await expect(card).toContainText(/Compared with the screening of \d{4}-\d{2}-\d{2} \(High risk\)\./);
  await expect.poll(async () => changeIn(before, await countsOf("accuracy:age-8-10-v1"))).toMatchObject({ "identified.n": 1, "identified.high": 1 });
  expect(await seriousViolations(page, "diagnostic outcome recorded")).toEqual([]);

  await card.getByRole("button", { name: "Delete outcome" }).click();
  await expect(card.getByRole("button", { name: "Delete outcome" })).toHaveCount(0);
  await expect.poll(async () => changeIn(before, await countsOf("accuracy:age-8-10-v1"))).toEqual({});
});
