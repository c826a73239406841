import { useLingui } from "@lingui/react";
import { isLocale, SOURCE_LOCALE } from "./locales";
import type { Locale } from "./locales";

/** The language in force, re-rendering the caller when it changes. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}
