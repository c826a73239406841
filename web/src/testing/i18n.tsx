// Every catalog, loaded for the component tests (the app loads them page by page): English is in force
// unless a test switches, as a reader's device would.
import { i18n } from "@lingui/core";
import type { Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ComponentType, ReactNode } from "react";

const catalogs = import.meta.glob<{ messages: Messages }>("../locales/*/*.po", { eager: true });

export function loadEveryCatalog(): void {
  for (const [file, { messages }] of Object.entries(catalogs)) {
    const locale = /locales\/([^/]+)\//.exec(file)?.[1];
    if (locale) i18n.load(locale, messages);
  }
}

/** Wraps `Inner` (a test's own wrapper, if any) in the app's language provider. */
export function withI18n(Inner?: ComponentType<{ children: ReactNode }>) {
  return function I18nTestWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}
