// The language a page opens in (docs/decisions/0049).
import { browserLocale, storedLocale, SOURCE_LOCALE } from "./locales";
import type { Locale } from "./locales";
import { isPublicPage, splitLocalePath } from "./public-address";

function browserLanguages(): readonly string[] {
  return typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
}

/** A public page opens in its address's language; any other in the device's (the reader's choice, else the browser's). */
export function initialLocale(pathname: string): Locale {
  if (isPublicPage(pathname)) return splitLocalePath(pathname).locale ?? SOURCE_LOCALE;
  return storedLocale() ?? browserLocale(browserLanguages());
}

/**
 * The language a public page should be read in: the reader's choice; on a first visit, the address's when it
 * names one (/es/...), else the browser's. A public page whose address disagrees moves to the other address.
 */
export function preferredPublicLocale(pathname: string): Locale {
  return storedLocale() ?? splitLocalePath(pathname).locale ?? browserLocale(browserLanguages());
}
