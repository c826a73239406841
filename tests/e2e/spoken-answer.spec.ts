// A child says into the microphone a word the question does not listen for, in Chromium: the fake
// microphone plays an espeak-ng WAV, the player's own recorder records it, and the server's recogniser
// hears it as none of the item's phrases. It is never marked (docs/decisions/0033): it waits for a
// person, and the reviewer reads that it was not one of the expected answers. Chromium reads the WAV from
// the start each time a recording opens it.
import type { PublicQuestion } from "@readbright/domain/assessment";
import { orderQuestions } from "@readbright/domain/question-order";
import { answerKeys, assessmentForAge, getOrCreate } from "../fixtures/assessments";
import type { ResultBody } from "../fixtures/assessments";
import { birthDateForAge } from "../fixtures/birth-dates";
import { readDocument } from "../fixtures/firestore";
import { logIn } from "../fixtures/log-in";
import { added, CHILD, schoolAdmin } from "../fixtures/participant-accounts";
import { launchWithMicrophoneSaying } from "./fake-microphone";
import { expect, test } from "./fixtures";
import { answerThroughApi, micCheckPassed, questionForm, record } from "./player-steps";

// Ages 15 and over, question 306: "Say "desk" without the third sound." (the answer is "deck").
const QUESTION_ID = 306;
const SAID = "garden";

test.use({ launchOptions: launchWithMicrophoneSaying(SAID) });

test("a word the question does not listen for is recorded, heard as none of its answers, never marked, and the reviewer is told so", async ({ page }) => {
  test.setTimeout(120_000);
  const school = await schoolAdmin();
  const owner = school.user;
  const student = await added(owner, { ...CHILD, name: "Sam Okafor", date_of_birth: birthDateForAge(16), grade: "10", section: "A" });
  const assessment = await assessmentForAge(owner, 16);
  const { body } = await getOrCreate(owner, { participant_id: student.id, assessment_id: assessment.id });
  const result = body as ResultBody;
  const questions = orderQuestions(result.questions);
  const at = questions.findIndex((q) => q.id === QUESTION_ID);
  const question = questions[at] as PublicQuestion;
  expect(question.title).toContain("desk");
  // An earlier visit answered everything before it; the player resumes at the spoken question.
  await answerThroughApi(result, questions.slice(0, at), await answerKeys(assessment.id));
  await micCheckPassed(page, result.id);
  await page.goto(`/assessment/${result.id}`);

  const form = questionForm(page, question);
  await expect(form).toBeVisible();
  await record(form);
  await form.getByRole("button", { name: "Next", exact: true }).click();
  await expect(form).toBeHidden();

  // The marking queue listens after the upload has answered (docs/decisions/0020).
  const path = `assessment_results/${result.id}/answers/${QUESTION_ID}`;
  await expect.poll(async () => (await readDocument(path))?.hearing, { timeout: 60_000 }).toEqual({ stringValue: "other" });
  expect(await readDocument(path)).toMatchObject({ is_correct: { nullValue: null }, needs_review: { booleanValue: true }, marked_by: { nullValue: null }, recognizer: { stringValue: "pocketsphinx" } });

  await logIn(page, owner);
  await page.goto(`/dashboard/results/${result.id}?review=1`);
  const item = page.getByRole("region", { name: "Spoken answers" }).getByRole("listitem", { name: question.title });
  await expect(item).toContainText("Waiting for review");
  await expect(item).toContainText("Speech recognition heard something that is not one of the expected answers");
});
