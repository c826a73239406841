// The languages ReadBright speaks (docs/decisions/0049). English is the source; every message is written
// in English in the code and translated in src/locales/<locale>/*.po.
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = "en";

/** Each language named in itself, as a language switch shows it (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

/** Where the device keeps the reader's choice. */
export const LOCALE_STORAGE_KEY = "readbright:locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The first of the browser's languages we speak ("es-MX" is Spanish), else English. */
export function browserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.toLowerCase().split("-")[0];
    if (isLocale(base)) return base;
  }
  return SOURCE_LOCALE;
}

export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode, full): the choice lasts for this page only.
  }
}

/** The device's language: the reader's choice, else the browser's first language we speak. */
export function deviceLocale(): Locale {
  return storedLocale() ?? browserLocale(typeof navigator === "undefined" ? [] : navigator.languages ?? [navigator.language]);
}
