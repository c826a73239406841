// For the tests that render this feature in Spanish: the language switched as the reader's device would, and
// a check that no English sentence of the feature's catalog is left on screen (a word the catalog has in
// both languages alike, "Error", is not one to look for).
import { act } from "@testing-library/react";
import { i18n } from "@lingui/core";
import type { Messages } from "@lingui/core";
import { expect } from "vitest";
import { messages as english } from "../../../locales/en/participants.po";
import { messages as spanish } from "../../../locales/es/participants.po";

export function inSpanish(): void {
  act(() => i18n.activate("es"));
}

/** Every whole message of the catalog that has no placeholder and reads differently in Spanish. */
function englishOnly(): string[] {
  const plain = (messages: Messages, id: string) => {
    const message = messages[id];
    return typeof message === "string" ? message : Array.isArray(message) && message.every((part) => typeof part === "string") ? message.join("") : null;
  };
  return Object.keys(english)
    .map((id) => ({ en: plain(english, id), es: plain(spanish, id) }))
    .filter((entry): entry is { en: string; es: string | null } => entry.en !== null && entry.en !== entry.es)
    .map((entry) => entry.en);
}

/** What a reader sees or hears in `root`: each text node's text, and the names and hints given in attributes. */
function shownTexts(root: Element): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push((node.textContent ?? "").trim());
  for (const element of root.querySelectorAll("*")) {
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      const value = element.getAttribute(name);
      if (value) texts.push(value.trim());
    }
  }
  if (root.ownerDocument.title) texts.push(root.ownerDocument.title);
  return texts.filter(Boolean);
}

/** No English message of the catalog is shown whole in `root` (by default the page), nor inside a longer text. */
export function expectNoEnglish(root: Element = document.body): void {
  const shown = shownTexts(root);
  const all = shown.join("\n");
  const left = englishOnly().filter((message) => shown.includes(message) || (message.length >= 20 && all.includes(message)));
  expect(left).toEqual([]);
}
