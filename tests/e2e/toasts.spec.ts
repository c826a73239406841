// Toasts never cover a form field or a button (decision 36): "Login successful" on a phone and on a
// desktop, over a new parent's dashboard and then its 'Start a test' box, and a run of toasts on My Tests.
import type { Page } from "@playwright/test";
import { logIn } from "../fixtures/log-in";
import { added, CHILD, parent } from "../fixtures/participant-accounts";
import { expect, test } from "./fixtures";
import { testIn } from "./dashboard-phone-accounts";

/** How much of each field or button on screen the toasts cover, by the control's name; empty when none. */
function covered(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const region = document.querySelector(".toast-region") as HTMLElement;
    const toasts = Array.from(region.querySelectorAll(".toast")).map((toast) => toast.getBoundingClientRect());
    const found: string[] = [];
    // A form field, a submit button or a button drawn as one (primary or not); an icon button such as a
    // dialog's Close may be covered for the 5 seconds, as the toast has a Close of its own.
    for (const control of Array.from(document.querySelectorAll<HTMLElement>("input:not([type=hidden]), select, textarea, button[type=submit], .button, .player-button"))) {
      if (region.contains(control) || control.closest(".site-header")) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      for (const toast of toasts) {
        const w = Math.min(box.right, toast.right) - Math.max(box.left, toast.left);
        const h = Math.min(box.bottom, toast.bottom) - Math.max(box.top, toast.top);
        if (w > 0 && h > 0) found.push(`${control.tagName.toLowerCase()} "${control.getAttribute("aria-label") ?? control.textContent?.trim() ?? ""}" (${Math.round(w)} x ${Math.round(h)} px)`);
      }
    }
    return found;
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`"Login successful" covers no field or button of a new parent's dashboard at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const user = await parent();
    await logIn(page, user);
    const toasts = page.getByRole("status", { name: "Notifications" });
    await expect(toasts).toContainText("Login successful");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    // Until the page settles, and then: nothing covered.
    await expect.poll(() => covered(page), { timeout: 3_000 }).toEqual([]);
    // A new parent goes straight on: 'Start a test' opens the box that registers their child.
    await page.getByRole("button", { name: "Start a test" }).click();
    const box = page.getByRole("dialog", { name: "Start a test" });
    await expect.poll(() => covered(page), { timeout: 3_000 }).toEqual([]);
    await box.getByRole("button", { name: "Register a new child" }).click();
    await expect(page.getByRole("dialog").getByLabel("Full Name")).toBeVisible();
    await expect(toasts).toContainText("Login successful");
    await expect.poll(() => covered(page), { timeout: 3_000 }).toEqual([]);
  });
}

test("toasts on My Tests never pile up over its buttons, on a phone", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await parent();
  for (const name of ["Mia Berg", "Tobi Berg", "Zara Berg"]) await testIn(user, await added(user, { ...CHILD, name }), "not_started");
  await logIn(page, user);
  await page.goto("/dashboard/my-tests");
  const copies = page.getByRole("button", { name: /^Copy test link for/ });
  await expect(copies).toHaveCount(3);
  for (let i = 0; i < 3; i += 1) await copies.nth(i).click();
  const toasts = page.getByRole("status", { name: "Notifications" });
  await expect(toasts.getByText("Link copied")).toHaveCount(2);
  await expect.poll(() => covered(page), { timeout: 3_000 }).toEqual([]);
});
