// Keyboard-only steps for the e2e journeys: Tab to a control, checking at every stop that the
// focused element shows where the focus is (an outline or a ring), then press a key.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Whether the focused element is marked: its own outline or box-shadow, or for a visually hidden input,
 * that of the control drawn for it (the next element, or its label).
 */
export async function focusIndicator(page: Page): Promise<{ element: string; shown: boolean }> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { element: "body", shown: false };
    // An outline or ring on an element big enough to be seen (a visually hidden input's own is clipped).
    const marked = (el: Element | null) => {
      if (!el) return false;
      const box = el.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) return false;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== "none" && style.boxShadow !== "");
    };
    const label = active.id ? document.querySelector(`label[for="${CSS.escape(active.id)}"]`) : null;
    const shown = [active, active.nextElementSibling, active.closest("label"), label].some(marked);
    const name = active.getAttribute("aria-label") ?? active.textContent?.trim().slice(0, 40) ?? "";
    return { element: `${active.tagName.toLowerCase()} "${name}"`, shown };
  });
}

export async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await focusIndicator(page);
  expect(focus.shown, `no visible focus on ${focus.element}`).toBe(true);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus, every stop showing its focus. */
export async function tabTo(target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  const page = target.page();
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const focus = await focusIndicator(page);
    // The document itself takes a stop when Tab wraps round: nothing to show there.
    if (focus.element !== "body") expect(focus.shown, `no visible focus on ${focus.element}`).toBe(true);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to a button or link and presses Enter. */
export async function press(target: Locator, key = "Enter"): Promise<void> {
  await tabTo(target);
  await target.page().keyboard.press(key);
}
