// Whether to keep things still: the reader chose reduced motion in Reading settings, or asked their system
// for less motion. Follows either changing while the page is open.
import { useSyncExternalStore } from "react";
import { useReadingSettings } from "../lib/reading-settings/reading-settings-store";

const QUERY = "(prefers-reduced-motion: reduce)";

function mediaQuery(): MediaQueryList | null {
  return typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

export function useReducedMotion(): boolean {
  const systemAsks = useSyncExternalStore(subscribe, () => mediaQuery()?.matches ?? false, () => false);
  return useReadingSettings().reduced_motion || systemAsks;
}
