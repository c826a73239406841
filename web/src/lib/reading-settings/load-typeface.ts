// Each typeface's @font-face rules and files (self-hosted from @fontsource) load only once it is chosen.
import type { Typeface } from "@readbright/domain/reading-settings";

const LOADERS: Record<Typeface, (() => Promise<unknown>) | null> = {
  default: null,
  lexend: () => Promise.all([import("@fontsource/lexend/400.css"), import("@fontsource/lexend/700.css")]),
  atkinson: () => Promise.all([import("@fontsource/atkinson-hyperlegible/400.css"), import("@fontsource/atkinson-hyperlegible/700.css")]),
  opendyslexic: () => Promise.all([import("@fontsource/opendyslexic/400.css"), import("@fontsource/opendyslexic/700.css")]),
};

const loaded = new Map<Typeface, Promise<unknown>>();

/** Resolves once the typeface's CSS is on the page; a failed load is tried again next time. */
export function loadTypeface(typeface: Typeface): Promise<unknown> {
  const load = LOADERS[typeface];
  if (!load) return Promise.resolve();
  let pending = loaded.get(typeface);
  if (!pending) {
    pending = load().catch((error: unknown) => {
      loaded.delete(typeface);
      console.warn(`The ${typeface} typeface could not be loaded`, error);
    });
    loaded.set(typeface, pending);
  }
  return pending;
}
