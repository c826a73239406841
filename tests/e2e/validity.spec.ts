// A screening not to trust, taken in Chromium as a device would: a script that clicks a random option the
// moment each question is shown, types junk and records a silent microphone. The server flags it too
// fast, at chance in at least two sections and unheard (decisions 40 and 41); the family's account says
// so in words, My Tests names the checks, and the test does not use up a screening.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { ValidityFlag } from "@readbright/domain/validity";
import { seededRandom } from "@readbright/domain/statistics/random";
import { apiJson } from "../fixtures/api";
import { answerFor, isRecording } from "../fixtures/assessments";
import type { Key } from "../fixtures/assessments";
import { logIn } from "../fixtures/log-in";
import { parent } from "../fixtures/participant-accounts";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";
import { expect, test } from "./fixtures";
import { enterSection, freshTest, micCheckPassed, questionForm, readHelp, record } from "./player-steps";

/** A microphone that hears nothing: Chromium plays this WAV as its input. */
function silentMicrophone(): string {
  const wav = join(mkdtempSync(join(tmpdir(), "readbright-silent-")), "silence.wav");
  execFileSync("ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "anullsrc=r=48000:cl=mono", "-t", "12", "-c:a", "pcm_s16le", wav]);
  return wav;
}

test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${silentMicrophone()}`],
  },
});


/**
 * As soon as the options are on screen: one chosen at random, or junk typed, and Next at once, from a
 * script in the page (a person could not be faster). A practice question is answered right, so no 'Try
 * Again' holds the script up.
 */
async function clickThrough(question: PublicQuestion, key: Key, random: () => number, page: Page): Promise<void> {
  const form = questionForm(page, question);
  await expect(form).toBeVisible();
  // Questions can share a title: the card is followed by its element, not its name.
  const card = await form.elementHandle();
  if (isRecording(question)) {
    // A practice recording opens its help by itself.
    if (question.is_practice) await readHelp(page, 5);
    await record(form);
    await form.getByRole("button", { name: "Next", exact: true }).click();
  } else if (question.options.length === 0) {
    await form.getByRole("textbox", { name: "Type your answer" }).fill(question.is_practice ? (answerFor(question, key, true).answer_text as string) : "qwer");
    await form.getByRole("button", { name: "Next", exact: true }).click();
  } else {
    const chosen = question.is_practice ? (answerFor(question, key, true).option_ids as string[]) : [question.options[Math.floor(random() * question.options.length)]!.id];
    const role = question.question_type === "multiple_select" ? "checkbox" : "radio";
    // Waits out a memory question's pictures: the options come after them.
    await expect(form.getByRole(role).first()).toBeVisible({ timeout: 15_000 });
    await form.evaluate(
      async (element, ids) => {
        // Each option's input carries its id as its value.
        for (const input of Array.from(element.querySelectorAll<HTMLInputElement>("input"))) if (ids.includes(input.value)) input.click();
        await new Promise((resolve) => setTimeout(resolve, 0));
        element.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
      },
      chosen,
    );
  }
  await page.waitForFunction((element) => !element?.isConnected, card, { timeout: 20_000 });
}

test("a fast random clicker with a silent microphone gets too_fast, at_chance in two sections or more, and unheard", async ({ page }) => {
  test.setTimeout(300_000);
  const { owner, result, questions, keys } = await freshTest(await parent());
  await micCheckPassed(page, result.id);
  await page.goto(`/assessment/${result.id}`);

  const random = seededRandom(29);
  let previous: PublicQuestion | null = null;
  for (const question of questions) {
    if (previous?.section_type !== question.section_type) await enterSection(page, question, previous === null);
    previous = question;
    await clickThrough(question, keys.get(question.id) as Key, random, page);
  }
  await expect(page.getByText("Thank you!", { exact: true })).toBeVisible({ timeout: 60_000 });

  // The recordings are measured after the upload (the marking queue), and the result scored again.
  const flagsOf = async () => (await apiJson<{ validity_flags: ValidityFlag[] | null }>(`/api/get-assessment-result-by-id/${result.id}/`, { token: owner.idToken })).body.validity_flags ?? [];
  const spoken = questions.filter((q) => isRecording(q) && !q.is_practice).length;
  const unheard = async () => (await flagsOf()).find((flag) => flag.code === "unheard")?.figures;
  await expect.poll(unheard, { timeout: 90_000, intervals: [500] }).toEqual({ silent: spoken, measured: spoken, recordings: spoken });
  const flags = await flagsOf();
  const tooFast = flags.find((flag) => flag.code === "too_fast");
  expect(tooFast?.figures.median_ms).toBeLessThan(450);
  expect(flags.filter((flag) => flag.code === "at_chance").length).toBeGreaterThanOrEqual(2);

  // The parent reads what each flag means and what to do; My Tests names the checks and offers a new test.
  await logIn(page, owner);
  await page.goto(`/dashboard/results/${result.id}`);
  const notice = page.getByRole("region", { name: "Check this result" });
  await expect(notice).toContainText("Check this result: the answers came faster than the questions can be read");
  await expect(notice).toContainText("no more than guessing would give");
  await expect(notice).toContainText(`no voice was heard in ${spoken} of ${spoken} spoken answers. Check the microphone, then consider testing again.`);
  await expect(notice).toContainText("The first flagged test in 8 months does not count towards the 2 screenings in 8 months");

  await page.goto("/dashboard/my-tests");
  const row = page.getByRole("row").filter({ hasText: result.participant.name });
  await expect(row.getByText(/^Check: Too fast; At chance \(/)).toBeVisible();
  await expect(row.getByText(/Unheard/)).toBeVisible();
  await expect(row.getByRole("button", { name: `Start a new test for ${result.participant.name}` })).toBeVisible();
});
