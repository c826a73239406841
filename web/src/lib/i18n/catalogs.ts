// Loading the message catalogs (docs/decisions/0049): the shell's for every page, and each feature's with its
// pages, in the language in force. Vite compiles each .po file into a small module of its own.
import { i18n } from "@lingui/core";
import type { Messages } from "@lingui/core";
import { messages as englishShell } from "../../locales/en/shell.po";
import type { Locale } from "./locales";
import type * as Translated from "./translated-catalogs";
import type { DomainModule } from "./translated-catalogs";

type CatalogModule = { messages: Messages };

const englishSources = import.meta.glob<CatalogModule>("../../locales/en/*.po");

/**
 * The other languages' catalogs and the domain's words in them (translated-catalogs.ts), in a chunk of their
 * own that a page in another language preloads: the home page in English does without their addresses.
 */
let translated: Promise<typeof Translated> | undefined;
function translatedSources() {
  translated ??= import("./translated-catalogs");
  return translated;
}

const domainText = new Map<Locale, Record<string, string>>();
const domainPhraseTables = new Map<Locale, Map<unknown, unknown>>();
/** The catalogs of pages that have no form and show no answer of the API: their domain words are the shell's. */
const FORMLESS_CATALOGS = new Set(["shell", "marketing", "marketing-home", "marketing-about", "marketing-legal"]);

/** The domain table of `locale`, once its shell catalog has loaded (none for English, the domain's own). */
export function domainTable(locale: Locale): Record<string, string> | undefined {
  return domainText.get(locale);
}

/** The domain's functions that build words, in `locale` (domain-text.ts's phrase), by the English function. */
export function domainPhrases(locale: Locale): ReadonlyMap<unknown, unknown> | undefined {
  return domainPhraseTables.get(locale);
}

function addDomainWords(locale: Locale, domain: DomainModule | undefined): void {
  if (!domain) return;
  domainText.set(locale, { ...domainText.get(locale), ...domain.DOMAIN_TEXT });
  const phrases = domainPhraseTables.get(locale) ?? new Map<unknown, unknown>();
  for (const [english, translated] of domain.DOMAIN_PHRASES ?? []) phrases.set(english, translated);
  domainPhraseTables.set(locale, phrases);
}

/** A catalog is the shell's or a feature's (its folder under src/features). */
export type CatalogName = string;

function catalogKey(locale: Locale, name: CatalogName): string {
  return `../../locales/${locale}/${name}.po`;
}

// The English shell comes with the app's code: most pages open in English, and no page waits for it.
i18n.load("en", englishShell);
const loaded = new Set<string>([catalogKey("en", "shell")]);
const pending = new Map<string, Promise<void>>();
/** Every catalog a page has asked for, so that a language switch loads them all in the new language. */
const wanted = new Set<CatalogName>(["shell"]);

export function loadCatalog(locale: Locale, name: CatalogName): Promise<void> {
  wanted.add(name);
  const key = catalogKey(locale, name);
  if (loaded.has(key)) return Promise.resolve();
  let promise = pending.get(key);
  if (!promise) {
    const loading = async () => {
      if (locale === "en") {
        const source = englishSources[key];
        if (!source) throw new Error(`No ${locale} catalog is named ${name}`);
        return [await source(), undefined, undefined] as const;
      }
      const { sources, domainTables, domainFormTables } = await translatedSources();
      const source = sources[key];
      if (!source) throw new Error(`No ${locale} catalog is named ${name}`);
      const table = name === "shell" ? domainTables[`../../locales/${locale}/domain.ts`] : undefined;
      const formTable = FORMLESS_CATALOGS.has(name) ? undefined : domainFormTables[`../../locales/${locale}/domain-forms.ts`];
      return Promise.all([source(), table?.(), formTable?.()]);
    };
    promise = loading().then(
      ([{ messages }, domain, forms]) => {
        addDomainWords(locale, domain);
        addDomainWords(locale, forms);
        i18n.load(locale, messages);
        loaded.add(key);
        pending.delete(key);
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** Every domain table of `locale`, the form rules' too (for tests, which load the catalogs themselves). */
export async function loadDomainWords(locale: Locale): Promise<void> {
  const { domainTables, domainFormTables } = await translatedSources();
  const [domain, forms] = await Promise.all([domainTables[`../../locales/${locale}/domain.ts`]?.(), domainFormTables[`../../locales/${locale}/domain-forms.ts`]?.()]);
  addDomainWords(locale, domain);
  addDomainWords(locale, forms);
}

/** Whether `name` is ready in `locale` (a page may then render without waiting). */
export function isCatalogLoaded(locale: Locale, name: CatalogName): boolean {
  return loaded.has(catalogKey(locale, name));
}

/** Loads every catalog asked for so far in `locale`. */
export function loadWantedCatalogs(locale: Locale): Promise<void> {
  return Promise.all([...wanted].map((name) => loadCatalog(locale, name))).then(() => undefined);
}

/** The catalog module's path as Vite's manifest names it (for the prerendered pages' preloads). */
export function catalogModule(locale: Locale, name: CatalogName): string {
  return `src/locales/${locale}/${name}.po`;
}
