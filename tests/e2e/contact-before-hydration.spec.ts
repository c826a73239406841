// A visitor who types into the prerendered Contact form before the page's code has arrived keeps every
// field when it does, and can send the message (decision 36). The app's scripts are held back until the
// form is filled in, as on a slow phone; the page is then either hydrated (no query) or rendered afresh
// (opened with ?reason=, decision 31), and both keep what was typed.
import type { Page } from "@playwright/test";
import { fromAddress } from "../fixtures/addresses";
import { expect, test } from "./fixtures";

/** Holds every script of the app until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function sendFromOwnAddress(page: Page): Promise<void> {
  const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  await page.route("**/api/feedback/", (route) => route.continue({ headers: { ...route.request().headers(), ...fromAddress(address) } }));
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const form = document.querySelector("form[aria-label='Send us a Message']");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactFiber$"));
  });

for (const path of ["/contact-us", "/contact-us?reason=question"]) {
  test(`typing into ${path} before its code arrives keeps every field, and the message can be sent`, async ({ page }) => {
    await sendFromOwnAddress(page);
    const release = await holdScripts(page);
    // Not even DOMContentLoaded: it waits for the held module script.
    await page.goto(path, { waitUntil: "commit" });

    const form = page.getByRole("form", { name: "Send us a Message" });
    await expect(form).toBeVisible();
    const send = form.getByRole("button", { name: "Send message" });
    // The served page already says what Send is waiting for.
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(/^Still needed: Name is required/);

    await form.getByLabel("Name", { exact: true }).fill("Grace Hopper");
    await form.getByLabel("Email", { exact: true }).fill("grace@example.com");
    await form.getByLabel("I am a").selectOption("teacher");
    await form.getByLabel("Reason for contact").selectOption("question");
    await form.getByLabel("Message", { exact: true }).fill("Typed before the page had finished loading.");
    expect(await page.evaluate(() => Object.keys(document.querySelector("form") ?? {}).some((key) => key.startsWith("__reactFiber$")))).toBe(false);

    release();
    await hydrated(page);
    await expect(send).toBeEnabled();
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Grace Hopper");
    await expect(form.getByLabel("Email", { exact: true })).toHaveValue("grace@example.com");
    await expect(form.getByLabel("I am a")).toHaveValue("teacher");
    await expect(form.getByLabel("Reason for contact")).toHaveValue("question");
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue("Typed before the page had finished loading.");
    // Typing goes on from what was there.
    await form.getByLabel("Message", { exact: true }).press("End");
    await form.getByLabel("Message", { exact: true }).pressSequentially(" Thanks!");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Grace Hopper");

    await send.click();
    const toasts = page.getByRole("status", { name: "Notifications" });
    await expect(toasts).toContainText("Message sent successfully");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
  });
}
