// The domain's words on screen (decision 49): validation and error messages, labels and instructions written
// once in domain/src, in English, for the server and the app alike. The spec's wording stays exactly as it is
// in English; in another language the app shows the translation in src/locales/<locale>/domain.ts (and
// domain-forms.ts, for the modules that bring yup), keyed by the domain's own constant, and the English where
// a string has none (the server's message for an error the app does not know). A test
// (domain-text.test.ts) checks that every domain string the app shows has its Spanish.
//
// Words the domain builds with numbers or other words (a validity flag's sentence, "3 answers waiting on this
// device", "participant" in an account's words) cannot be looked up by their text. The locale's table gives
// those as functions instead, each keyed by the domain's own function and with its signature (`phrase`);
// the app calls `phrase(validityExplanation)(flag)` in place of `validityExplanation(flag)`, and English gets
// the domain's function itself.
import { useLingui } from "@lingui/react";
import { domainPhrases, domainTable } from "./catalogs";
import { isLocale } from "./locales";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function of the domain's
type DomainFunction = (...args: any[]) => unknown;

/** A domain function and its translation, as a locale's table lists them. */
export type DomainPhrase = readonly [english: DomainFunction, translated: DomainFunction];

/** Pairs a domain function with its translation, which must take and give the same. */
export function phrase<F extends DomainFunction>(english: F, translated: NoInfer<F>): DomainPhrase {
  return [english, translated];
}

/** `text`, a string from domain/src or the server, in the language `locale`. */
export function translateDomainText(text: string, locale: string): string {
  if (!isLocale(locale) || locale === "en") return text;
  return domainTable(locale)?.[text] ?? text;
}

/** The domain function `english` in the language `locale`: its translation, or itself. */
export function translateDomainPhrase<F extends DomainFunction>(english: F, locale: string): F {
  if (!isLocale(locale) || locale === "en") return english;
  return (domainPhrases(locale)?.get(english) as F | undefined) ?? english;
}

/** translateDomainText in the language in force, re-rendering the caller when it changes. */
export function useDomainText(): (text: string) => string {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return (text) => translateDomainText(text, locale);
}

/** translateDomainPhrase in the language in force, re-rendering the caller when it changes. */
export function useDomainPhrase(): <F extends DomainFunction>(english: F) => F {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return (english) => translateDomainPhrase(english, locale);
}
