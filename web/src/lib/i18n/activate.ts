// The language in force: Lingui's, the page's lang attribute, and (when the reader chose it) the device's.
import { i18n } from "@lingui/core";
import { loadWantedCatalogs } from "./catalogs";
import { isLocale, SOURCE_LOCALE, storeLocale } from "./locales";
import type { Locale } from "./locales";

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}

/**
 * How dates and numbers are written in each language: Spanish as in the United States, where most of the
 * Spanish-speaking families ReadBright serves live (a decimal point, "1,000", "$1,000").
 */
const FORMAT_LOCALES: Record<Locale, string[]> = { en: ["en-US"], es: ["es-US", "es"] };

function applyLocale(locale: Locale): void {
  i18n.activate(locale, FORMAT_LOCALES[locale]);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

/**
 * Switches to `locale` once every catalog the pages have asked for is loaded in it, so nothing shows a
 * message missing for a moment. `remember` keeps it as the device's choice.
 */
export async function activateLocale(locale: Locale, { remember = false } = {}): Promise<void> {
  await loadWantedCatalogs(locale);
  applyLocale(locale);
  if (remember) storeLocale(locale);
}
