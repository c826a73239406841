// Steps the player's e2e specs share: a fresh test, answers through the API or on screen, the section
// cards, the help, read-aloud and the microphone check, in the test's language (English unless named).
import type { Locator, Page } from "@playwright/test";
import { memoryPrompt } from "@readbright/domain/memory-instructions";
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { TestLanguage } from "@readbright/domain/test-language";
import { orderQuestions } from "@readbright/domain/question-order";
import { apiJson } from "../fixtures/api";
import { answerFor, answerKeys, auth, isRecording, newResult, postRecording, webm } from "../fixtures/assessments";
import type { Key, ResultBody } from "../fixtures/assessments";
import { createUser } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";
import { expect } from "./fixtures";
import { PLAYER_WORDS } from "./player-words";

export const SECTION_NAMES = PLAYER_WORDS.en.sections;

/** A participant aged 9 with a fresh result for the 8-10 assessment, its questions in the player's order and their keys. */
export async function freshTest(owner?: TestUser): Promise<{ owner: TestUser; result: ResultBody; questions: PublicQuestion[]; keys: Map<number, Key> }> {
  owner ??= await createUser({ verified: true });
  const { result } = await newResult(owner, 9);
  return { owner, result, questions: orderQuestions(result.questions), keys: await answerKeys(result.assessment_id) };
}

export async function readResult(owner: TestUser, id: string): Promise<ResultBody> {
  const { status, body } = await apiJson<ResultBody>(`/api/get-assessment-result-by-id/${id}/`, { token: owner.idToken });
  expect(status).toBe(200);
  return body;
}

/** Answers through the API, as if an earlier visit had: right for every question here. */
export async function answerThroughApi(result: ResultBody, questions: PublicQuestion[], keys: Map<number, Key>): Promise<void> {
  const headers = auth().headers;
  for (const question of questions) {
    const key = keys.get(question.id) as Key;
    if (isRecording(question)) {
      const { status } = await postRecording({ resultId: result.id, questionId: question.id, bytes: webm(), headers });
      expect(status).toBe(200);
      continue;
    }
    const json = { assessment_result_id: result.id, question_id: question.id, ...answerFor(question, key, true) };
    const { status } = await apiJson("/api/answer-question/", { headers, json });
    expect(status).toBe(200);
  }
}

/** The question on screen: its form is named by its title. */
export function questionForm(page: Page, question: PublicQuestion): Locator {
  return page.getByRole("form", { name: question.title });
}

/** Clicks through a section's overview and instruction cards. */
export async function enterSection(page: Page, question: PublicQuestion, first: boolean, language: TestLanguage = "en"): Promise<void> {
  const words = PLAYER_WORDS[language];
  await expect(page.getByRole("heading", { level: 1, name: words.sections[question.section_type] })).toBeVisible();
  await page.getByRole("button", { name: first ? words.startTest : words.continue }).click();
  await expect(page.getByRole("list", { name: words.instructions })).toBeVisible();
  await page.getByRole("button", { name: words.toPractice }).click();
}

/** Steps through the help, one step at a time, to 'Got it'. */
export async function readHelp(page: Page, steps: number, language: TestLanguage = "en"): Promise<void> {
  const words = PLAYER_WORDS[language];
  const dialog = page.getByRole("dialog", { name: words.help });
  for (let step = 1; step < steps; step += 1) {
    await expect(dialog).toContainText(words.step(step, steps));
    await dialog.getByRole("button", { name: words.next }).click();
  }
  await expect(dialog).toContainText(words.step(steps, steps));
  await dialog.getByRole("button", { name: words.gotIt }).click();
  await expect(dialog).toBeHidden();
}

/** Statuses of the reader's requests (its audio may have been fetched ahead, before the button is pressed). */
export function watchSpeech(page: Page): number[] {
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/text-to-speech/")) statuses.push(response.status());
  });
  return statuses;
}

/** Read-aloud: 'Stop' while the API's audio plays, then the replay button. */
export async function listen(page: Page, question: PublicQuestion, statuses: number[], language: TestLanguage = "en"): Promise<void> {
  const words = PLAYER_WORDS[language];
  const form = questionForm(page, question);
  await form.getByRole("button", { name: words.readAloud }).click();
  await expect(form.getByRole("button", { name: words.readAloudAgain })).toBeVisible({ timeout: 20_000 });
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((status) => status === 200)).toBe(true);
}

/** Before the first recording question: record a moment, hear it back, go on. */
export async function passMicrophoneCheck(page: Page, language: TestLanguage = "en"): Promise<void> {
  const words = PLAYER_WORDS[language];
  const check = page.getByRole("region", { name: words.micCheck });
  await check.getByRole("button", { name: words.startRecording }).click();
  // It stops by itself after 3 seconds and plays the recording back.
  await expect(check.getByText(words.canYouHear)).toBeVisible({ timeout: 10_000 });
  await check.getByRole("button", { name: words.heardMyself }).click();
}

/** Records a second or so from the fake microphone. */
export async function record(form: Locator, language: TestLanguage = "en"): Promise<void> {
  const words = PLAYER_WORDS[language];
  await form.getByRole("button", { name: words.startRecording }).click();
  await expect(form.getByRole("button", { name: words.stopRecording })).toBeVisible();
  await form.page().waitForTimeout(1200);
  await form.getByRole("button", { name: words.stopRecording }).click();
  await expect(form.getByRole("button", { name: words.playRecording })).toBeVisible();
}

/** Waits for the question's answer controls (a memory question shows its pictures first, with the countdown). */
export async function awaitAnswerControls(page: Page, question: PublicQuestion, language: TestLanguage = "en"): Promise<void> {
  const form = questionForm(page, question);
  await expect(form).toBeVisible();
  if (question.section_type === "memory") {
    // The pictures first, with the countdown; then the options and the prompt.
    await expect(form.getByRole("progressbar", { name: PLAYER_WORDS[language].lookAtPictures })).toBeVisible();
    await expect(form.getByText(memoryPrompt(question, language))).toBeVisible({ timeout: 10_000 });
  }
}

/** Gives a right or wrong answer to the question whose controls are shown (recordings are just recorded) and presses Next. */
export async function giveAnswer(page: Page, question: PublicQuestion, key: Key, correct: boolean, language: TestLanguage = "en"): Promise<void> {
  const words = PLAYER_WORDS[language];
  const form = questionForm(page, question);
  const next = form.getByRole("button", { name: words.next, exact: true });
  await expect(next).toBeDisabled();
  if (isRecording(question)) {
    await expect(form.getByText(words.recordYourAnswer)).toBeVisible();
    await record(form, language);
  } else {
    await expect(form.getByText(words.selectAnAnswer)).toBeVisible();
    const chosen = answerFor(question, key, correct);
    if (chosen.answer_text !== undefined) await form.getByRole("textbox", { name: words.typeYourAnswer }).fill(chosen.answer_text);
    const role = question.question_type === "multiple_select" ? "checkbox" : "radio";
    for (const id of chosen.option_ids ?? []) {
      const option = question.options.find((o) => o.id === id) as PublicQuestion["options"][number];
      await form.getByRole(role, { name: option.title, exact: true }).check();
    }
  }
  const card = await form.elementHandle();
  await next.click();
  // The card leaves once the server has the answer (a practice one asked again comes back as a new card).
  await page.waitForFunction((element) => !element?.isConnected, card);
}

/** Gives a right or wrong answer on screen (recordings are just recorded) and presses Next. */
export async function answerOnScreen(page: Page, question: PublicQuestion, key: Key, correct: boolean, language: TestLanguage = "en"): Promise<void> {
  await awaitAnswerControls(page, question, language);
  await giveAnswer(page, question, key, correct, language);
}

/** This device passed the microphone check for the result already (as the start page remembers it). */
export async function micCheckPassed(page: Page, resultId: string): Promise<void> {
  await page.addInitScript((id) => localStorage.setItem(`readbright:mic-checked:${id}`, "1"), resultId);
}

/** What the progress bar says. */
export function progressText(page: Page, language: TestLanguage = "en"): Locator {
  return page.getByRole("progressbar", { name: PLAYER_WORDS[language].progress });
}
