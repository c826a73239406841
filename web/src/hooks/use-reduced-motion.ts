// Whether to keep things still: the reader chose reduced motion in Reading settings (the attribute on <html>,
// set by the pre-paint script and the settings store), or asked their system for less motion. Follows either
// changing while the page is open. Reads the page, not the store, so the home page's first load stays small.
import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";
/** lib/reading-settings/reading-settings-store.ts sets it. */
const ATTRIBUTE = "data-reduced-motion";

function mediaQuery(): MediaQueryList | null {
  return typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener("change", onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [ATTRIBUTE] });
  return () => {
    query?.removeEventListener("change", onChange);
    observer.disconnect();
  };
}

function reduced(): boolean {
  return document.documentElement.hasAttribute(ATTRIBUTE) || (mediaQuery()?.matches ?? false);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}
