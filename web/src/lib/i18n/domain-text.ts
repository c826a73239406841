// The domain's words on screen (decision 49): validation and error messages, labels and instructions written
// once in domain/src, in English, for the server and the app alike. The spec's wording stays exactly as it is
// in English; in another language the app shows the translation in src/locales/<locale>/domain.ts, keyed by
// the domain's own constant, and the English where a string has none (the server's message for an error the
// app does not know). A test checks that every domain string the app shows has its Spanish.
import { useLingui } from "@lingui/react";
import { domainTable } from "./catalogs";
import { isLocale } from "./locales";

/** `text`, a string from domain/src or the server, in the language `locale`. */
export function translateDomainText(text: string, locale: string): string {
  if (!isLocale(locale) || locale === "en") return text;
  return domainTable(locale)?.[text] ?? text;
}

/** translateDomainText in the language in force, re-rendering the caller when it changes. */
export function useDomainText(): (text: string) => string {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return (text) => translateDomainText(text, locale);
}
