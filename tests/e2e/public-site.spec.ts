import type { Page } from "@playwright/test";
import { fromAddress } from "../fixtures/addresses";
import { createUser } from "../fixtures/users";
import { expect, test } from "./fixtures";
import { openPublicPage } from "./public-pages";

// The contact form is limited per address. Every browser test comes from 127.0.0.1, so each test that
// sends a message claims an address of its own and never runs into another test's limit.
async function sendFromOwnAddress(page: Page): Promise<void> {
  const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  await page.route("**/api/feedback/", (route) => route.continue({ headers: { ...route.request().headers(), ...fromAddress(address) } }));
}

test("the home page shows the carousel, four testimonials and the diagnosis claim", async ({ page }) => {
  await openPublicPage(page, "/");
  await expect(page.getByRole("heading", { level: 1, name: "Spot the signs of dyslexia early" })).toBeVisible();

  const carousel = page.getByRole("region", { name: "How ReadBright works" });
  await expect(carousel.getByRole("group", { name: "1 of 3" })).toBeVisible();
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(carousel.getByRole("group", { name: "2 of 3" })).toBeVisible();
  await expect(carousel.getByRole("heading", { name: "Results you can act on" })).toBeVisible();

  await expect(page.getByRole("region", { name: "What families and teachers say" }).getByRole("figure")).toHaveCount(4);
  await expect(page.getByRole("heading", { name: "Only 1 in 20 dyslexic people are diagnosed" })).toBeVisible();
});

for (const [path, heading] of [
  ["/about", "About ReadBright"],
  ["/dyslexia", "What is Dyslexia?"],
  ["/terms", "Terms and Conditions"],
  ["/privacy", "Privacy Policy"],
  ["/evidence", "Evidence"],
] as const) {
  test(`${path} shows its heading`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  });
}

test("a visitor sends a message from the contact page", async ({ page }) => {
  await sendFromOwnAddress(page);
  await openPublicPage(page, "/");
  await page.getByRole("link", { name: "Request a demo" }).click();
  await expect(page).toHaveURL(/\/contact-us\?reason=request-demo$/);
  await expect(page.getByRole("heading", { name: "Send us a Message" })).toBeVisible();
  await expect(page.getByLabel("Reason for contact")).toHaveValue("request-demo");

  const send = page.getByRole("button", { name: "Send message" });
  await expect(send).toBeDisabled();
  await page.getByLabel("Name", { exact: true }).fill("Grace Hopper");
  await page.getByLabel("Email", { exact: true }).fill("grace@example.com");
  await page.getByLabel("I am a").selectOption("other");
  await expect(send).toBeDisabled();
  await page.getByLabel("Please specify your role").fill("School librarian");
  await page.getByLabel("Message", { exact: true }).fill("We would like a demo for our library's reading club.");
  await expect(send).toBeEnabled();
  await send.click();

  const toasts = page.getByRole("status", { name: "Notifications" });
  await expect(toasts).toContainText("Message sent successfully");
  await expect(toasts).toContainText("Thank you for your message! We will get back to you soon.");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
});

test("an unknown address shows the home page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "Spot the signs of dyslexia early" })).toBeVisible();
});

test("following a link opens the new page at the top", async ({ page }) => {
  await openPublicPage(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About ReadBright" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("on a 375px-wide phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the hamburger opens the menu, and choosing a link navigates and closes it", async ({ page }) => {
    await openPublicPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(nav.getByRole("link", { name: "About Us" })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("nav-overlay")).toBeVisible();
    await nav.getByRole("link", { name: "What is Dyslexia?" }).click();

    await expect(page).toHaveURL(/\/dyslexia$/);
    await expect(page.getByRole("heading", { level: 1, name: "What is Dyslexia?" })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByTestId("nav-overlay")).toBeHidden();
    await expect(nav.getByRole("link", { name: "About Us" })).toBeHidden();
  });

  test("Escape closes the menu", async ({ page }) => {
    await openPublicPage(page, "/about");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page and About show their text, and the home page its hero picture", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("ReadBright | Dyslexia-risk screening for children and adults");
    await expect(page.getByRole("heading", { level: 1, name: "Spot the signs of dyslexia early" })).toBeVisible();
    await expect(page.getByText("AI-assisted dyslexia screening through short, game-like tests.")).toBeVisible();
    const carousel = page.getByRole("region", { name: "How ReadBright works" });
    await expect(carousel.locator("svg.slide-art").first()).toBeVisible();
    await expect(carousel.getByRole("heading", { name: "Three short, game-like sections" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Log In" })).toBeVisible();

    await page.goto("/about");
    await expect(page).toHaveTitle("About Us | ReadBright");
    await expect(page.getByRole("heading", { level: 1, name: "About ReadBright" })).toBeVisible();
    await expect(page.getByText("ReadBright helps families, schools and professionals find out early")).toBeVisible();
  });

  test("a page of the app shows nothing of the home page: it arrives as the empty shell", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveTitle("ReadBright | Dyslexia-risk screening");
    await expect(page.locator("#root")).toBeEmpty();
    await expect(page.getByRole("heading", { name: "Spot the signs of dyslexia early" })).toHaveCount(0);
  });
});

test("the public pages are served as their own HTML, the app's pages as the bare shell", async ({ request }) => {
  for (const [path, text] of [
    ["/", "Spot the signs of dyslexia early"],
    ["/about", "About ReadBright"],
    ["/dyslexia", "What is Dyslexia?"],
    ["/contact-us", "Send us a Message"],
    ["/terms", "Terms and Conditions"],
    ["/privacy", "Privacy Policy"],
    ["/evidence", "What is not yet known"],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(text);
  }
  for (const path of ["/dashboard", "/login", "/assessment/some-result", "/no-such-page"]) {
    const html = await (await request.get(path, { maxRedirects: 0 })).text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).not.toContain("Spot the signs of dyslexia early");
  }
});

test("a signed-out visitor browses the public pages without the Firebase SDK, and signing in still works", async ({ page }) => {
  const sdkRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/firebase-sdk-[^/]+\.js$/.test(request.url())) sdkRequests.push(request.url());
  });
  await openPublicPage(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "About Us" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About ReadBright" })).toBeVisible();
  await nav.getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Spot the signs of dyslexia early" })).toBeVisible();
  expect(sdkRequests).toEqual([]);

  const user = await createUser();
  await nav.getByRole("link", { name: "Log In" }).click();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/profile-type$/);
  expect(sdkRequests).not.toEqual([]);

  // The home page is prerendered signed out; once React has it, the remembered session shows its links.
  await openPublicPage(page, "/");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Log In" })).toHaveCount(0);
});
