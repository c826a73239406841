// Every catalog, loaded for the component tests (the app loads them page by page): English is in force
// unless a test switches, as a reader's device would.
import { i18n } from "@lingui/core";
import type { Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ComponentType, ReactNode } from "react";
import { loadDomainWords } from "../lib/i18n/catalogs";
import { LOCALES, SOURCE_LOCALE } from "../lib/i18n/locales";

const catalogs = import.meta.glob<{ messages: Messages }>("../locales/*/*.po", { eager: true });

/** Every catalog, and the domain's words in every language but English (lib/i18n/domain-text.ts). */
export async function loadEveryCatalog(): Promise<void> {
  for (const [file, { messages }] of Object.entries(catalogs)) {
    const locale = /locales\/([^/]+)\//.exec(file)?.[1];
    if (locale) i18n.load(locale, messages);
  }
  await Promise.all(LOCALES.filter((locale) => locale !== SOURCE_LOCALE).map((locale) => loadDomainWords(locale)));
}

/** Wraps `Inner` (a test's own wrapper, if any) in the app's language provider. */
export function withI18n(Inner?: ComponentType<{ children: ReactNode }>) {
  return function I18nTestWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}
