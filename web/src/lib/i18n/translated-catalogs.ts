// The catalogs of every language but English, and the domain's words in them (catalogs.ts loads this chunk
// when a page is read in one). Vite compiles each .po file into a small module of its own.
import type { Messages } from "@lingui/core";

export type CatalogModule = { messages: Messages };
export type DomainModule = { DOMAIN_TEXT: Record<string, string>; DOMAIN_PHRASES?: readonly (readonly [unknown, unknown])[] };

export const sources = import.meta.glob<CatalogModule>(["../../locales/*/*.po", "!../../locales/en/*.po"]);
/**
 * The domain's words (domain/src) in each language but English (domain-text.ts): those of modules without
 * form rules load with the shell's catalog; those of the modules that bring yup (forms, the API's errors) load
 * with a feature's catalog, so the public pages without forms never download yup for them.
 */
export const domainTables = import.meta.glob<DomainModule>("../../locales/*/domain.ts");
export const domainFormTables = import.meta.glob<DomainModule>("../../locales/*/domain-forms.ts");
