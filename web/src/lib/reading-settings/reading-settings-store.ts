// The reading settings in force on this device: kept in localStorage, applied to <html> as CSS custom
// properties (the same ones index.html's pre-paint script copies), shared with React through a tiny store.
import { useSyncExternalStore } from "react";
import {
  DEFAULT_READING_SETTINGS, READING_SETTINGS_STORAGE_KEY, normaliseReadingSettings, readingSettingsStyle,
} from "@readbright/domain/reading-settings";
import type { ReadingChoices, ReadingSettings } from "@readbright/domain/reading-settings";
import { loadTypeface } from "./load-typeface";

/** Set on <html> when reduced motion is chosen; global.css stops animations under it. */
export const REDUCED_MOTION_ATTRIBUTE = "data-reduced-motion"; // hooks/use-reduced-motion.ts reads it

function readStored(): ReadingSettings | null {
  try {
    const stored = JSON.parse(localStorage.getItem(READING_SETTINGS_STORAGE_KEY) ?? "null") as { settings?: unknown } | null;
    return normaliseReadingSettings(stored?.settings);
  } catch {
    return null;
  }
}

let current: ReadingSettings = readStored() ?? DEFAULT_READING_SETTINGS;
const listeners = new Set<() => void>();

/** Puts the settings on the page: every custom property, the reduced-motion flag, and the typeface's fonts. */
export function applyReadingSettings(settings: ReadingSettings, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(readingSettingsStyle(settings))) root.style.setProperty(name, value);
  root.toggleAttribute(REDUCED_MOTION_ATTRIBUTE, settings.reduced_motion);
  void loadTypeface(settings.typeface);
}

function save(settings: ReadingSettings): void {
  try {
    localStorage.setItem(READING_SETTINGS_STORAGE_KEY, JSON.stringify({ settings, style: readingSettingsStyle(settings) }));
  } catch {
    // Storage refused (private mode, full): the settings still hold until the page is closed.
  }
}

function set(next: ReadingSettings, persist = true): void {
  current = next;
  applyReadingSettings(next);
  if (persist) save(next);
  for (const listener of listeners) listener();
}

export function getReadingSettings(): ReadingSettings {
  return current;
}

/** A reader's choice: stamped now, so it wins over an older copy in the profile. */
export function chooseReadingSettings(choices: Partial<ReadingChoices>): void {
  set({ ...current, ...choices, updated_at: Date.now() });
}

export function resetReadingSettings(): void {
  set({ ...DEFAULT_READING_SETTINGS, updated_at: Date.now() });
}

/** The profile's copy, newer than the device's: taken as it is, time included. */
export function replaceReadingSettings(settings: ReadingSettings): void {
  set(settings);
}

/** At start-up: the pre-paint script has set the stored properties; this loads the typeface and refreshes them. */
export function startReadingSettings(): () => void {
  applyReadingSettings(current);
  // Another tab changed them: follow, without writing back.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== READING_SETTINGS_STORAGE_KEY) return;
    set(readStored() ?? DEFAULT_READING_SETTINGS, false);
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReadingSettings(): ReadingSettings {
  return useSyncExternalStore(subscribe, getReadingSettings, getReadingSettings);
}
