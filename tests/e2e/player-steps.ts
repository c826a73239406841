// Steps the player's e2e specs share: a fresh test, answers through the API or on screen, the section
// cards, the help, read-aloud and the microphone check.
import type { Locator, Page } from "@playwright/test";
import { memoryPrompt } from "@readbright/domain/memory-instructions";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { orderQuestions } from "@readbright/domain/question-order";
import { apiJson } from "../fixtures/api";
import { answerFor, answerKeys, auth, isRecording, newResult, postRecording, webm } from "../fixtures/assessments";
import type { Key, ResultBody } from "../fixtures/assessments";
import { createUser } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";
import { expect } from "./fixtures";

export const SECTION_NAMES = { memory: "Memory", spatial_awareness: "Spatial Awareness", phonological_awareness: "Phonological Awareness" } as const;

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
export async function enterSection(page: Page, question: PublicQuestion, first: boolean): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: SECTION_NAMES[question.section_type] })).toBeVisible();
  await page.getByRole("button", { name: first ? "Start Test" : "Continue" }).click();
  await expect(page.getByRole("list", { name: "Instructions" })).toBeVisible();
  await page.getByRole("button", { name: "Go to Practice question" }).click();
}

/** Steps through the help, one step at a time, to 'Got it'. */
export async function readHelp(page: Page, steps: number): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "How to answer" });
  for (let step = 1; step < steps; step += 1) {
    await expect(dialog).toContainText(`Step ${step} of ${steps}`);
    await dialog.getByRole("button", { name: "Next" }).click();
  }
  await expect(dialog).toContainText(`Step ${steps} of ${steps}`);
  await dialog.getByRole("button", { name: "Got it" }).click();
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
export async function listen(page: Page, question: PublicQuestion, statuses: number[]): Promise<void> {
  const form = questionForm(page, question);
  await form.getByRole("button", { name: "Read aloud" }).click();
  await expect(form.getByRole("button", { name: "Read aloud again" })).toBeVisible({ timeout: 20_000 });
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((status) => status === 200)).toBe(true);
}

/** Before the first recording question: record a moment, hear it back, go on. */
export async function passMicrophoneCheck(page: Page): Promise<void> {
  const check = page.getByRole("region", { name: "Let's check your microphone" });
  await check.getByRole("button", { name: "Start recording" }).click();
  // It stops by itself after 3 seconds and plays the recording back.
  await expect(check.getByText("Listen. Can you hear yourself?")).toBeVisible({ timeout: 10_000 });
  await check.getByRole("button", { name: "I heard myself" }).click();
}

/** Records a second or so from the fake microphone. */
export async function record(form: Locator): Promise<void> {
  await form.getByRole("button", { name: "Start recording" }).click();
  await expect(form.getByRole("button", { name: "Stop recording" })).toBeVisible();
  await form.page().waitForTimeout(1200);
  await form.getByRole("button", { name: "Stop recording" }).click();
  await expect(form.getByRole("button", { name: "Play recording" })).toBeVisible();
}

/** Gives a right or wrong answer on screen (recordings are just recorded) and presses Next. */
export async function answerOnScreen(page: Page, question: PublicQuestion, key: Key, correct: boolean): Promise<void> {
  const form = questionForm(page, question);
  await expect(form).toBeVisible();
  if (question.section_type === "memory") {
    // The pictures first, with the countdown; then the options and the prompt.
    await expect(form.getByRole("progressbar", { name: "Time to look at the pictures" })).toBeVisible();
    await expect(form.getByText(memoryPrompt(question))).toBeVisible({ timeout: 10_000 });
  }
  const next = form.getByRole("button", { name: "Next", exact: true });
  await expect(next).toBeDisabled();
  if (isRecording(question)) {
    await expect(form.getByText("Please record your answer")).toBeVisible();
    await record(form);
  } else {
    await expect(form.getByText("Please select an answer")).toBeVisible();
    const chosen = answerFor(question, key, correct);
    if (chosen.answer_text !== undefined) await form.getByRole("textbox", { name: "Type your answer" }).fill(chosen.answer_text);
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


/** This device passed the microphone check for the result already (as the start page remembers it). */
export async function micCheckPassed(page: Page, resultId: string): Promise<void> {
  await page.addInitScript((id) => localStorage.setItem(`readbright:mic-checked:${id}`, "1"), resultId);
}

/** What the progress bar says. */
export function progressText(page: Page): Locator {
  return page.getByRole("progressbar", { name: "Test progress" });
}
