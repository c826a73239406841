// Every route of the app in Spanish (issue 31), for every role and signed out: on each page, and on the dialogs
// and empty states that are cheap to reach, <html lang="es">, nothing left loading, no English of the catalogs
// or the domain's words on screen (english-left.ts), and axe clean in every reading tint. The browser speaks
// Spanish (es-MX), so every page opens in Spanish as on a first visit. The public pages are spanish.spec.ts's;
// the player (start-assessment, assessment) is spanish-screening.spec.ts's.
import type { Locator, Page } from "@playwright/test";
import { added, CHILD, individual, parent, professional, schoolAdmin, teacher } from "../fixtures/participant-accounts";
import { onboard, setProfileType } from "../fixtures/profiles";
import { emailedAppLink } from "../fixtures/email-links";
import { createUser, uniqueEmail } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";
import { newTally, startInTint, violationsInEveryTint } from "./axe";
import type { AxeTally } from "./axe";
import { invitee, testIn } from "./dashboard-phone-accounts";
import { englishLeft, englishRuns } from "./english-left";
import { expect, test } from "./fixtures";
import { online } from "./online";

test.describe.configure({ mode: "parallel", timeout: 300_000 });
test.use({ locale: "es-MX" });

const RUNS = englishRuns();
/** Long enough for a first profile, which the API makes on the first call, when the machine is busy. */
const SIGNED_IN = { timeout: 30_000 };

test.beforeEach(async ({ page }) => {
  await online(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await startInTint(page, "cream");
});

/** One role's walk: what it found on the way, reported at the end so one run shows every page's. */
interface Walk {
  page: Page;
  who: string;
  english: string[];
  axe: string[];
  /** What the browser logged as errors on another person's page (the test's own page fails on them at once). */
  errors: string[];
  tally: AxeTally;
}

const walk = (page: Page, who: string): Walk => ({ page, who, english: [], axe: [], errors: [], tally: newTally() });

/** The page as it is now: in Spanish, settled, no English, axe clean in every tint. */
async function check(w: Walk, what: string, { loading = false } = {}): Promise<void> {
  const label = `${w.who} ${what}`;
  await expect(w.page.locator("html"), `${label} is in Spanish`).toHaveAttribute("lang", "es");
  if (!loading) {
    await expect(w.page.locator('[aria-busy="true"]'), `${label} has loaded`).toHaveCount(0);
    await expect(w.page.getByText(/^Cargando/), `${label} has loaded`).toHaveCount(0);
  }
  w.english.push(...(await englishLeft(w.page, RUNS)).map((found) => `${label}: ${found}`));
  w.axe.push(...(await violationsInEveryTint(w.page, label, w.tally, { coloursOnly: true })));
}

/** Opens `route` and checks it once its heading shows. */
async function visit(w: Walk, route: string): Promise<void> {
  await w.page.goto(route);
  await expect(w.page.locator("main h1").first(), `${w.who} ${route} shows its heading`).toBeVisible(SIGNED_IN);
  await check(w, route);
}

/** Opens the dialog `button` opens, checks it, and closes it again. */
async function dialog(w: Walk, button: Locator, name: string | RegExp): Promise<void> {
  await button.click();
  const opened = w.page.getByRole("dialog", { name });
  await expect(opened).toBeVisible();
  await check(w, `"${typeof name === "string" ? name : name.source}" dialog`);
  await w.page.keyboard.press("Escape");
  await expect(opened).toBeHidden();
}

function done(w: Walk): void {
  const impacts = Object.entries(w.tally.byImpact).map(([impact, n]) => `${impact} ${n}`).join(", ");
  console.log(`Spanish ${w.who}: ${w.tally.checks} axe checks (pages × tints); violations by impact: ${impacts}`);
  expect(w.english, `${w.who}: English on Spanish pages`).toEqual([]);
  expect(w.errors, `${w.who}: errors in the browser`).toEqual([]);
  expect(w.axe, `${w.who}: serious or critical axe violations`).toEqual([]);
}

/** Signs in through the login page in Spanish, as a Spanish-speaking person would. */
async function logIn(page: Page, { email, password }: TestUser): Promise<void> {
  await page.goto("/login");
  const field = page.getByLabel("Correo electrónico");
  await expect(field).toBeVisible({ timeout: 20_000 });
  await field.fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).not.toHaveURL(/\/login/, SIGNED_IN);
}

/**
 * Another person's page, in a context of its own (axe needs one per page) and in Spanish like the test's; its
 * walk adds to `w`'s findings, the browser's errors there too.
 */
async function otherWalk(w: Walk, who: string): Promise<Walk> {
  const context = await w.page.context().browser()!.newContext({ locale: "es-MX" });
  await online(context);
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await startInTint(page, "cream");
  page.on("pageerror", (error) => w.errors.push(`${who}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") w.errors.push(`${who}: ${message.text()}`);
  });
  return { ...w, page, who };
}

test("signed out: the sign-in pages, the student's page and the rest in Spanish", async ({ page }) => {
  const w = walk(page, "signed out");
  for (const route of ["/login", "/register", "/forgot-password", "/school-search/", "/accept-invite", "/participants", "/nowhere"]) await visit(w, route);
  // A reset link without its code shows its error.
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Error de verificación" })).toBeVisible({ timeout: 20_000 });
  await check(w, "/reset-password (no code)");

  // The register form's own messages, and the domain's (validation) words.
  await page.goto("/register");
  await page.getByLabel("Correo electrónico").fill("not-an-address");
  await page.getByLabel("Contraseña", { exact: true }).fill("short");
  await page.getByLabel("Contraseña", { exact: true }).blur();
  await expect(page.getByText("Correo electrónico no válido")).toBeVisible();
  await check(w, "/register (errors)");

  // The spec's empty pages: only a title, and a loading line.
  await page.goto("/register-participant");
  await expect(page).toHaveTitle(/ReadBright/);
  await check(w, "/register-participant");
  await page.goto("/test");
  await expect(page.getByText(/^Cargando/)).toBeVisible({ timeout: 20_000 });
  await check(w, "/test", { loading: true });
  done(w);
});

test("onboarding in Spanish: verify email, profile type and its questions, profile info, school", async ({ page }) => {
  const w = walk(page, "onboarding");
  await logIn(page, await createUser({ verified: false }));
  await expect(page).toHaveURL(/\/verify-email/, SIGNED_IN);
  await expect(page.locator("main h1").first()).toBeVisible();
  await check(w, "/verify-email");

  // Each account in a browser of its own, as each person has.
  const chooser = await otherWalk(w, "onboarding");
  await logIn(chooser.page, await createUser({ verified: true }));
  await expect(chooser.page).toHaveURL(/\/profile-type$/, SIGNED_IN);
  await visit(chooser, "/profile-type");
  await chooser.page.getByRole("radio", { name: "Madre, padre o tutor" }).check();
  const next = chooser.page.getByRole("button", { name: "Continuar" });
  await dialog(chooser, next, "¿A quién quiere hacerle la prueba: a usted o a su hijo o hija?");
  await chooser.page.getByRole("radio", { name: "Profesional de la dislexia" }).check();
  await dialog(chooser, next, "Indique su función");
  await chooser.page.context().close();

  const person = await createUser({ verified: true });
  await setProfileType(person, "parent");
  const info = await otherWalk(w, "onboarding");
  await logIn(info.page, person);
  await expect(info.page).toHaveURL(/\/profile-info$/, SIGNED_IN);
  await visit(info, "/profile-info");
  await info.page.context().close();

  const school = await createUser({ verified: true });
  await onboard(school, "school");
  const registration = await otherWalk(w, "onboarding");
  await logIn(registration.page, school);
  await expect(registration.page).toHaveURL(/\/school-onboarding$/, SIGNED_IN);
  await visit(registration, "/school-onboarding");
  await registration.page.context().close();

  done(w);
});

test("a parent in Spanish: empty pages first, then every page with children, dialogs and a result", async ({ page }) => {
  const w = walk(page, "parent");
  const user = await parent();
  await logIn(page, user);
  for (const route of ["/dashboard", "/dashboard/my-tests"]) await visit(w, route);

  const completed = await testIn(user, await added(user, CHILD), "completed");
  await testIn(user, await added(user, { ...CHILD, name: "Tobi Berg" }), "not_started");
  await added(user, { ...CHILD, name: "Lia Berg" });
  for (const route of ["/dashboard/my-tests", "/participants", "/dashboard/settings"]) await visit(w, route);
  await dialog(w, page.getByRole("button", { name: "Eliminar cuenta" }), "¿Eliminar su cuenta?");
  await visit(w, "/dashboard");
  await dialog(w, page.getByRole("button", { name: "Opciones de lectura" }), "Opciones de lectura");
  await dialog(w, page.getByRole("button", { name: "Iniciar una prueba", exact: true }).first(), "Iniciar una prueba");
  await dialog(w, page.getByRole("button", { name: "Iniciar una nueva prueba para Lia Berg" }), "Iniciar una prueba para Lia Berg");

  await visit(w, `/dashboard/results/${completed?.id}`);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".result-print-header")).toBeVisible();
  await check(w, "result (print)");
  done(w);
});

test("a school admin in Spanish: every page but My Tests, a result, inviting a teacher and the invitation", async ({ page }) => {
  const w = walk(page, "school admin");
  const { user } = await schoolAdmin();
  const completed = await testIn(user, await added(user, { ...CHILD, grade: "3", section: "A" }), "completed");
  await testIn(user, await added(user, { ...CHILD, name: "Ava Lund", grade: "3", section: "B" }), "in_progress");
  await invitee(user);
  await logIn(page, user);
  for (const route of ["/dashboard", "/dashboard/testing-now", "/dashboard/activity", "/dashboard/review", "/dashboard/settings", "/participants"]) await visit(w, route);
  await visit(w, `/dashboard/results/${completed?.id}`);

  // Inviting a teacher, and the invitation as the teacher opens it from the email.
  await visit(w, "/dashboard/users");
  await page.getByRole("button", { name: "Invitar a un docente" }).first().click();
  const invite = page.getByRole("dialog", { name: "Invitar a un docente" });
  await expect(invite).toBeVisible();
  await check(w, '"Invitar a un docente" dialog');
  const email = uniqueEmail("teacher");
  await invite.getByLabel("Correo electrónico").fill(email);
  await invite.getByRole("button", { name: "Enviar invitación" }).click();
  await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();
  await check(w, "/dashboard/users (invitation sent)");
  const invited = await otherWalk(w, "invited teacher");
  await invited.page.goto(await emailedAppLink(email, "EMAIL_SIGNIN"));
  await expect(invited.page.getByRole("heading", { level: 1, name: "Su invitación" })).toBeVisible({ timeout: 20_000 });
  await check(invited, "/accept-invite");
  await invited.page.context().close();
  done(w);
});

test("a school's My Tests and its dialogs, and a teacher's every page, in Spanish", async ({ page }) => {
  const w = walk(page, "school admin (My Tests)");
  const { user, schoolId } = await schoolAdmin();
  await testIn(user, await added(user, { ...CHILD, grade: "2", section: "A" }), "completed");
  await testIn(user, await added(user, { ...CHILD, name: "Ava Lund", grade: "2", section: "A" }), "not_started");
  await logIn(page, user);
  await visit(w, "/dashboard/my-tests");
  await dialog(w, page.getByRole("button", { name: "Agregar estudiante" }), /estudiante/i);
  await dialog(w, page.getByRole("button", { name: "Crear prueba grupal" }), /grupal/i);

  const teaching = await otherWalk(w, "teacher");
  await logIn(teaching.page, await teacher(schoolId));
  for (const route of ["/dashboard", "/dashboard/my-tests", "/dashboard/testing-now", "/dashboard/settings"]) await visit(teaching, route);
  await teaching.page.context().close();
  done(w);
});

test("an individual's, an organization admin's and a professional's pages in Spanish", async ({ page }) => {
  const w = walk(page, "organization admin");
  const admin = await createUser({ verified: true });
  await onboard(admin, "dyslexia_professional");
  await testIn(admin, await added(admin, CHILD), "completed");
  await invitee(admin);
  await logIn(page, admin);
  for (const route of ["/dashboard", "/dashboard/users", "/dashboard/my-tests", "/dashboard/activity", "/dashboard/settings", "/participants"]) await visit(w, route);

  const colleague = await otherWalk(w, "professional");
  await logIn(colleague.page, await professional(admin.uid));
  for (const route of ["/dashboard", "/dashboard/my-tests", "/dashboard/settings"]) await visit(colleague, route);
  await colleague.page.context().close();

  const self = await individual();
  const completed = await testIn(self, await added(self, { history: "", difficulties: "" }), "completed");
  const person = await otherWalk(w, "individual");
  await logIn(person.page, self);
  for (const route of ["/dashboard", "/dashboard/my-tests", "/dashboard/settings", `/dashboard/results/${completed?.id}`]) await visit(person, route);
  await person.page.context().close();
  done(w);
});
