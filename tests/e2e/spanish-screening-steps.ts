// The Spanish screening's browser test, the steps around the player: a parent's sign-up, child and test in
// Spanish, and what "in Spanish" means for a page (issue 31).
import type { Page } from "@playwright/test";
import { QUESTION_SUBTYPE_LABELS, RECORDING_HELP } from "@readbright/domain/assessment";
import { SECTION_TYPE_LABELS } from "@readbright/domain/enums";
import { memoryHelp, memoryPrompt } from "@readbright/domain/memory-instructions";
import { VALIDATION } from "@readbright/domain/messages";
import { assessmentForAge } from "../fixtures/assessments";
import { emailedAppLink } from "../fixtures/email-links";
import { createUser, uniqueEmail } from "../fixtures/users";
import { seriousViolations, switchTint, TINTS } from "./axe";
import type { AxeTally } from "./axe";
import { englishLeft, englishRuns } from "./english-left";
import { expect } from "./fixtures";

const PASSWORD = "Secreta!234";

/** Words of three or more, the English a Spanish page must not show, as english-left.ts cuts them. */
const longEnough = (text: string) => text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length >= 3;

/**
 * The English a Spanish screening must not show: the catalogs' (english-left.ts), the domain's words the
 * player shows (section and sub-section names, hints, help, memory prompts) and the English bank's questions
 * for the same age, which a Spanish test showing English questions would put on screen.
 */
export async function screeningEnglish(): Promise<string[]> {
  const english = await assessmentForAge(await createUser({ verified: true }), 9);
  // The Spanish bank has the English one's shape (decision 50): the same kinds of memory item.
  const memory = english.questions.filter((question) => question.section_type === "memory");
  return [
    ...englishRuns(),
    ...Object.values(SECTION_TYPE_LABELS),
    ...Object.values(QUESTION_SUBTYPE_LABELS),
    VALIDATION.answerRequired,
    VALIDATION.recordingRequired,
    ...RECORDING_HELP.map((step) => step.text),
    ...memory.flatMap((question) => [memoryPrompt(question, "en"), ...memoryHelp(question, "en").map((step) => step.text)]),
    ...english.questions.flatMap((question) => [question.title, question.read_aloud ?? ""]).filter(longEnough),
  ];
}

/** Checks pages for Spanish: `lang="es"`, none of the English, and (through `axe`) no serious violation, each in the next tint. */
export class SpanishPages {
  readonly found: string[] = [];
  private checks = 0;

  constructor(
    private readonly page: Page,
    private readonly english: readonly string[],
    private readonly tally: AxeTally,
  ) {}

  /** The page is in Spanish with no English left. */
  async inSpanish(label: string): Promise<void> {
    await expect(this.page.locator("html")).toHaveAttribute("lang", "es");
    expect(await englishLeft(this.page, this.english), `${label} shows English`).toEqual([]);
  }

  /** In Spanish, and axe clean in one tint: each check in the next, so the screening goes through every tint. */
  async inSpanishAndAxeClean(label: string): Promise<void> {
    await this.inSpanish(label);
    const tint = TINTS[this.checks % TINTS.length] as (typeof TINTS)[number];
    this.checks += 1;
    await switchTint(this.page, tint);
    this.found.push(...(await seriousViolations(this.page, `${label} [${tint}]`, this.tally)));
  }
}

/** From the Spanish home page: registers, verifies the address from the emailed link, and onboards as a parent. */
export async function registerParentInSpanish(page: Page, pages: SpanishPages): Promise<void> {
  await page.goto("/es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("link", { name: "Registrarse" }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  const email = uniqueEmail("spanish-parent");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirme la contraseña").fill(PASSWORD);
  await page.getByRole("checkbox", { name: /^Acepto los Términos y condiciones/ }).check();
  await pages.inSpanishAndAxeClean("register");
  // Firebase is asked for the email in Spanish (the Auth emulator's link always says lang=en).
  const verification = page.waitForRequest((request) => request.url().includes("accounts:sendOobCode"));
  await page.getByRole("button", { name: "Registrarse" }).click();
  expect(await (await verification).headerValue("x-firebase-locale")).toBe("es");

  await expect(page).toHaveURL(/\/verify-email\?from=registration$/);
  await expect(page.getByRole("heading", { name: "¡Revise su correo electrónico!" })).toBeVisible();
  await pages.inSpanish("verify email");
  await page.goto(await emailedAppLink(email, "VERIFY_EMAIL"));
  await expect(page.getByText("Correo electrónico verificado correctamente")).toBeVisible();

  await expect(page).toHaveURL(/\/profile-type$/);
  await expect(page.getByRole("heading", { level: 1, name: "¿Quién usará ReadBright?" })).toBeVisible();
  await pages.inSpanishAndAxeClean("profile type");
  await page.getByRole("radio", { name: "Madre, padre o tutor", exact: true }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("dialog", { name: "¿A quién quiere hacerle la prueba: a usted o a su hijo o hija?" }).getByRole("button", { name: "A mi hijo o hija" }).click();

  await expect(page).toHaveURL(/\/profile-info$/);
  await page.getByLabel("Nombre", { exact: true }).fill("Lucía");
  await page.getByLabel("Apellido").fill("Hernández");
  await page.getByLabel("Género").selectOption({ label: "Prefiero no decirlo" });
  await page.getByLabel("Fecha de nacimiento").fill("1988-04-12");
  const country = page.getByRole("combobox", { name: "País" });
  await country.fill("mexic");
  await country.press("Enter");
  await page.getByLabel("Ciudad").fill("Houston");
  await pages.inSpanishAndAxeClean("profile info");
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Panel" })).toBeVisible();
  await pages.inSpanish("dashboard");
}

/** From the dashboard's "Start a test": registers a child, then starts the child's test in Spanish; returns its result id. */
export async function addChildAndStartSpanishTest(page: Page, pages: SpanishPages, name: string, dateOfBirth: string): Promise<string> {
  // Once the dashboard has its data (no children yet), so nothing draws it again under the dialog.
  await expect(page.getByRole("region", { name: "¡Todavía no hay información!" })).toBeVisible({ timeout: 30_000 });
  const dialog = page.getByRole("dialog", { name: "Iniciar una prueba" });
  await page.getByRole("button", { name: "Iniciar una prueba", exact: true }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Registrar un nuevo niño" }).click();
  const form = dialog.getByRole("form", { name: "Registrar un niño" });
  await form.getByLabel("Nombre completo").fill(name);
  await form.getByLabel("Fecha de nacimiento").fill(dateOfBirth);
  await form.getByLabel("Género").selectOption({ label: "Femenino" });
  await form.getByRole("checkbox", { name: /^Soy la madre, el padre o el tutor legal de este niño o niña/ }).check();
  await pages.inSpanishAndAxeClean("register a child");
  await form.getByRole("button", { name: "Registrar", exact: true }).click();

  // Back to whom and in which language, the new child chosen.
  await expect(dialog.getByRole("combobox", { name: "Niño", exact: true }).locator("option:checked")).toHaveText(name);
  const language = dialog.getByRole("combobox", { name: "Idioma de la prueba" });
  await language.selectOption({ label: "Español" });
  await expect(language).toHaveValue("es");
  await pages.inSpanishAndAxeClean("start a test");
  await dialog.getByRole("button", { name: "Iniciar", exact: true }).click();
  await expect(page).toHaveURL(/\/start-assessment\/[^/]+$/);
  return new URL(page.url()).pathname.split("/").pop() as string;
}
