// ReadBright in Spanish from start to finish (issue 31's "done when"), in Chromium from a fresh account and
// entirely through the pages: a parent registers in Spanish, adds a child and starts a test in Spanish; the
// child takes the whole Spanish screening, with read-aloud and spoken answers through a microphone that says
// a Spanish word; every card and every kind of question is in Spanish with no English left, and axe clean.
// No Spanish recogniser runs offline (decision 50), so the spoken answers wait for a person: the parent
// reads the provisional result in Spanish, marks them, and opens and prints the result.
import type { PublicQuestion } from "@readbright/domain/assessment";
import { QUESTION_TYPES } from "@readbright/domain/enums";
import { orderQuestions } from "@readbright/domain/question-order";
import { apiJson } from "../fixtures/api";
import { answerKeys, auth, isRecording } from "../fixtures/assessments";
import type { Key, ResultBody } from "../fixtures/assessments";
import { birthDateForAge } from "../fixtures/birth-dates";
import { readDocument } from "../fixtures/firestore";
import { newTally, seriousViolations, violationsInEveryTint } from "./axe";
import { launchWithMicrophoneSaying } from "./fake-microphone";
import { expect, test } from "./fixtures";
import { awaitAnswerControls, giveAnswer, listen, passMicrophoneCheck, progressText, questionForm, readHelp, watchSpeech } from "./player-steps";
import { PLAYER_WORDS } from "./player-words";
import { addChildAndStartSpanishTest, registerParentInSpanish, screeningEnglish, SpanishPages } from "./spanish-screening-steps";

// What the child says at every recording: the practice item's word ("Di la palabra «luna»").
test.use({ launchOptions: launchWithMicrophoneSaying("luna", "es-419") });

const WORDS = PLAYER_WORDS.es;
const CHILD_NAME = "Sofía Ramírez";
// Read aloud in the Spanish voice: "¿Riman «ventana» y «campana»?"
const READ_ALOUD_ID = 303;

test("a parent registers in Spanish, the child takes the whole Spanish screening with read-aloud and spoken answers, and the parent marks, opens and prints the result", async ({ page }) => {
  test.setTimeout(300_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const tally = newTally();
  const pages = new SpanishPages(page, await screeningEnglish(), tally);

  await registerParentInSpanish(page, pages);
  const resultId = await addChildAndStartSpanishTest(page, pages, CHILD_NAME, birthDateForAge(9));

  // The test the parent started: the Spanish bank for ages 8 to 10.
  const { status, body: result } = await apiJson<ResultBody>(`/api/get-assessment-result-by-id/${resultId}/`, auth());
  expect(status).toBe(200);
  expect(result.language).toBe("es");
  expect(result.assessment_id).toMatch(/-es-/);
  const questions = orderQuestions(result.questions);
  const keys = await answerKeys(result.assessment_id);
  const speech = watchSpeech(page);
  // Which questions' words the reader asked the server for (ahead, or on the button), and what came back.
  const read: { question: unknown; status: number; type: string | undefined }[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/text-to-speech/")) read.push({ question: response.request().postDataJSON()?.question_id, status: response.status(), type: response.headers()["content-type"] });
  });

  await expect(page.getByRole("heading", { level: 1, name: "¿Todo listo para hacer la prueba?" })).toBeVisible();
  await pages.inSpanishAndAxeClean("get ready");
  await page.getByRole("button", { name: "¡Vamos!" }).click();
  await expect(page.getByRole("region", { name: WORDS.micCheck })).toBeVisible();
  await pages.inSpanishAndAxeClean("microphone check");
  await passMicrophoneCheck(page, "es");
  await expect(page).toHaveURL(new RegExp(`/assessment/${resultId}$`));

  const scored = questions.filter((q) => !q.is_practice).length;
  const kinds = new Set<string>();
  let previous: PublicQuestion | null = null;
  let answered = 0;
  let phonologicalRight = 0;
  let triedAgain = false;
  for (const question of questions) {
    const key = keys.get(question.id) as Key;
    const kind = `${question.section_type} ${question.question_type} ${question.question_subtype}`;
    if (previous?.section_type !== question.section_type) {
      const section = WORDS.sections[question.section_type];
      await expect(page.getByRole("heading", { level: 1, name: section })).toBeVisible();
      await pages.inSpanishAndAxeClean(`${section}: overview`);
      await page.getByRole("button", { name: previous === null ? WORDS.startTest : WORDS.continue }).click();
      await expect(page.getByRole("list", { name: WORDS.instructions })).toBeVisible();
      await pages.inSpanishAndAxeClean(`${section}: instructions`);
      await page.getByRole("button", { name: WORDS.toPractice }).click();
    }
    previous = question;

    const form = questionForm(page, question);
    await expect(form).toBeVisible();
    await expect(form.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "es");
    await expect(progressText(page, "es")).toHaveAttribute("aria-valuetext", question.is_practice ? WORDS.practiceQuestion : WORDS.questionOf(answered + 1, scored));
    if (question.section_type === "memory") await pages.inSpanish(`${kind}: the pictures`);
    if (isRecording(question) && question.is_practice) {
      // A practice recording opens its help by itself.
      await expect(page.getByRole("dialog", { name: WORDS.help })).toBeVisible();
      await pages.inSpanishAndAxeClean("recording help");
      await readHelp(page, question.help?.length ?? 0, "es");
    }
    await awaitAnswerControls(page, question, "es");
    if (question.section_type === "memory" && question.is_practice) {
      await form.getByRole("button", { name: "Ayuda" }).click();
      await pages.inSpanishAndAxeClean("memory help");
      await readHelp(page, question.help?.length ?? 0, "es");
    }
    if (question.id === READ_ALOUD_ID) {
      await listen(page, question, speech, "es");
      expect(read).toContainEqual({ question: READ_ALOUD_ID, status: 200, type: expect.stringMatching(/^audio\//) });
    }
    if (kinds.has(kind)) await pages.inSpanish(kind);
    else await pages.inSpanishAndAxeClean(kind);
    kinds.add(kind);

    if (question.is_practice && !isRecording(question)) {
      // Wrong first: asked again, nothing counted.
      await giveAnswer(page, question, key, false, "es");
      await expect(page.getByText(WORDS.tryAgain)).toBeVisible();
      if (!triedAgain) await pages.inSpanishAndAxeClean("try again");
      triedAgain = true;
      await awaitAnswerControls(page, question, "es");
    }
    // Memory and spatial right; in phonological awareness three choices right, the rest wrong, and the
    // spoken answers left to the parent.
    const right = question.section_type !== "phonological_awareness" || question.is_practice || (!isRecording(question) && phonologicalRight++ < 3);
    await giveAnswer(page, question, key, right, "es");
    if (!question.is_practice) answered += 1;
  }
  // Every type of question the player has came, each kind checked with axe at its first showing.
  expect(new Set(questions.map((q) => q.question_type))).toEqual(new Set(QUESTION_TYPES));

  await expect(page).toHaveURL(/\/(es)?$/, { timeout: 60_000 });
  await expect(page.getByText("¡Gracias!", { exact: true })).toBeVisible();

  // Each spoken answer arrived with a voice in it, and waits for a person.
  const spoken = questions.filter((q) => isRecording(q) && !q.is_practice);
  for (const question of spoken) {
    const path = `assessment_results/${resultId}/answers/${question.id}`;
    await expect.poll(async () => (await readDocument(path))?.voice_detected, { timeout: 60_000 }).toEqual({ booleanValue: true });
    expect(await readDocument(path)).toMatchObject({ is_correct: { nullValue: null }, needs_review: { booleanValue: true } });
  }

  // The parent opens the result from My Children: provisional, in Spanish, its language said.
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Mis hijos" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mis hijos" })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(`ver el resultado de ${CHILD_NAME}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/results/${resultId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Resultado de la prueba" })).toBeVisible();
  await expect(page.locator(".dashboard__subtitle")).toContainText("Idioma de la prueba: Español");
  await expect(page.getByText("Riesgo medio", { exact: true })).toBeVisible();
  await expect(page.getByText(`Provisional: ${spoken.length} respuestas habladas están en espera de revisión`)).toBeVisible();
  await pages.inSpanish("provisional result");
  const found = await violationsInEveryTint(page, "provisional result", tally);

  // Each spoken answer heard and marked right: 0.3 + 0.5 × 7/14 + 0.2 = 0.75, a low risk.
  const panel = page.getByRole("region", { name: "Respuestas habladas" });
  for (const [i, question] of spoken.entries()) {
    const item = panel.getByRole("listitem", { name: question.title });
    await expect(item).toContainText("En espera de revisión");
    if (i === 0) {
      const heard = page.waitForResponse((response) => response.url().includes(`/recordings/${question.id}/`) && response.status() === 200);
      await item.getByRole("button", { name: WORDS.playRecording }).click();
      expect((await heard).headers()["content-type"]).toMatch(/^audio\/webm/);
    }
    await item.getByRole("button", { name: "Correcta", exact: true }).click();
    await expect(item).toContainText("Calificada como correcta por una persona");
  }
  await expect(page.getByText(/^Provisional:/)).toHaveCount(0);
  await expect(page.getByText("Riesgo bajo", { exact: true })).toBeVisible();
  await pages.inSpanish("result");

  // Printed: the print button, then the page as paper says it, in Spanish.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-printed", "yes");
  });
  await page.getByRole("button", { name: "Imprimir o guardar como PDF" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
  await page.emulateMedia({ media: "print" });
  const today = await page.evaluate(() => new Date().toLocaleDateString("es-US", { year: "numeric", month: "short", day: "numeric" }));
  const header = page.locator(".result-print-header");
  await expect(header).toBeVisible();
  await expect(header).toContainText(`Resultado de la prueba de detección de dislexia de ${CHILD_NAME}`);
  await expect(header).toContainText(`Prueba realizada el ${today} · Impreso el ${today}`);
  await expect(header).toContainText("Idioma de la prueba: Español");
  await expect(page.getByRole("button", { name: "Imprimir o guardar como PDF" })).toBeHidden();
  await expect(page.getByRole("table", { name: "Puntajes por sección" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Próximos pasos" })).toContainText("Una prueba de detección no es un diagnóstico.");
  // On paper the tint is left off (black on white): one tint is enough.
  await pages.inSpanish("printed result");
  found.push(...(await seriousViolations(page, "printed result", tally)));
  const pdf = await page.pdf();
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

  expect([...pages.found, ...found]).toEqual([]);
});
