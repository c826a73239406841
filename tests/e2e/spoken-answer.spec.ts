// A child says the answer into the microphone, in Chromium: the fake microphone plays an espeak-ng WAV
// of the made-up word, the player's own recorder records it, and the server's recogniser hears it. It
// never marks a scored answer right (docs/decisions/0033): what it heard waits for a person as a hint.
// Chromium reads the WAV from the start each time a recording opens it.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { readDocument } from "../fixtures/firestore";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";
import { expect, test } from "./fixtures";
import { answerThroughApi, freshTest, micCheckPassed, questionForm, readResult, record } from "./player-steps";

// Ages 8 to 10, question 309: "Listen, then say this made-up word: "trelp"."
const QUESTION_ID = 309;
const WORD = "trelp";

function microphoneSaying(word: string): string {
  const dir = mkdtempSync(join(tmpdir(), "readbright-microphone-"));
  const said = join(dir, "said.wav");
  const wav = join(dir, `${word}.wav`);
  execFileSync("espeak-ng", ["-v", "en-us", "-s", "120", "-w", said, word]);
  // The word a moment after the recording starts, then quiet: one word per recording.
  execFileSync("ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-i", said, "-af", "adelay=250,apad=whole_dur=6", "-ar", "48000", "-ac", "1", "-c:a", "pcm_s16le", wav]);
  return wav;
}

test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${microphoneSaying(WORD)}`],
  },
});

test("a word said into the microphone is recorded by the player and heard by the recogniser, then waits for a person", async ({ page }) => {
  const { owner, result, questions, keys } = await freshTest();
  const at = questions.findIndex((q) => q.id === QUESTION_ID);
  const question = questions[at] as PublicQuestion;
  expect(question.title).toContain(WORD);
  // An earlier visit answered everything before it; the player resumes at the spoken question.
  await answerThroughApi(result, questions.slice(0, at), keys);
  await micCheckPassed(page, result.id);
  await page.goto(`/assessment/${result.id}`);

  const form = questionForm(page, question);
  await expect(form).toBeVisible();
  await record(form);
  await form.getByRole("button", { name: "Next", exact: true }).click();
  await expect(form).toBeHidden();

  // The marking queue listens after the upload has answered (docs/decisions/0020).
  await expect
    .poll(async () => (await readResult(owner, result.id)).answers.find((a) => a.question_id === QUESTION_ID), { timeout: 30_000 })
    .toMatchObject({ is_correct: null, needs_review: true });
  await expect
    .poll(async () => (await readDocument(`assessment_results/${result.id}/answers/${QUESTION_ID}`))?.transcript, { timeout: 30_000 })
    .toEqual({ stringValue: WORD });
  const stored = await readDocument(`assessment_results/${result.id}/answers/${QUESTION_ID}`);
  expect(stored).toMatchObject({ marked_by: { nullValue: null }, recognizer: { stringValue: "pocketsphinx" } });
});
