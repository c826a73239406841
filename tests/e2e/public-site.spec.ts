import type { Page } from "@playwright/test";
import { fromAddress } from "../fixtures/addresses";
import { expect, test } from "./fixtures";

// The contact form is limited per address. Every browser test comes from 127.0.0.1, so each test that
// sends a message claims an address of its own and never runs into another test's limit.
async function sendFromOwnAddress(page: Page): Promise<void> {
  const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  await page.route("**/api/feedback/", (route) => route.continue({ headers: { ...route.request().headers(), ...fromAddress(address) } }));
}

test("the home page shows the carousel, four testimonials and the diagnosis claim", async ({ page }) => {
  await page.goto("/");
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
] as const) {
  test(`${path} shows its heading`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  });
}

test("a visitor sends a message from the contact page", async ({ page }) => {
  await sendFromOwnAddress(page);
  await page.goto("/");
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
  await page.goto("/");
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
    await page.goto("/");
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
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});
