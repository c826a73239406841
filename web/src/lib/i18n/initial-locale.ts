// The language a page opens in (docs/decisions/0049).
import { browserLocale, storedLocale, SOURCE_LOCALE } from "./locales";
import type { Locale } from "./locales";
import { isPublicPage, splitLocalePath } from "./public-address";

function browserLanguages(): readonly string[] {
  return typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
}

/**
 * The language the address of the page that led here names, when it is one of our public pages: a link on a
 * Spanish page followed before that page had started (and kept its language as the device's choice).
 */
export function referringLocale(referrer: string, origin: string): Locale | null {
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return null;
  }
  if (from.origin !== origin || !isPublicPage(from.pathname)) return null;
  return splitLocalePath(from.pathname).locale;
}

const arrivedFrom = () => (typeof document === "undefined" ? null : referringLocale(document.referrer, window.location.origin));

/**
 * The language a page opens in, and whether it becomes the device's choice. A public page opens in its
 * address's language; any other in the device's: the reader's choice, else (on a first visit) the language
 * of the public page the reader came from, kept as that page would have kept it, else the browser's.
 */
export function initialLocale(pathname: string): { locale: Locale; remember: boolean } {
  if (isPublicPage(pathname)) return { locale: splitLocalePath(pathname).locale ?? SOURCE_LOCALE, remember: false };
  const stored = storedLocale();
  if (stored) return { locale: stored, remember: false };
  const carried = arrivedFrom();
  return carried ? { locale: carried, remember: true } : { locale: browserLocale(browserLanguages()), remember: false };
}

/**
 * The language a public page should be read in: the reader's choice; on a first visit, the address's when it
 * names one (/es/...), else the browser's. A public page whose address disagrees moves to the other address.
 */
export function preferredPublicLocale(pathname: string): Locale {
  return storedLocale() ?? splitLocalePath(pathname).locale ?? browserLocale(browserLanguages());
}
