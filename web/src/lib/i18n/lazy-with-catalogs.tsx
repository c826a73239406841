// A component's chunk, loaded together with its message catalogs in the language in force (decision 49):
// both requests start at once, and it renders when both are in. Pages (app/lazy-page.tsx) and the parts of
// a page that load after it (the home page's lower sections) come this way.
import { lazy } from "react";
import type { ComponentType } from "react";
import { currentLocale } from "./activate";
import { loadCatalog } from "./catalogs";
import type { CatalogName } from "./catalogs";

export function lazyWithCatalogs<M extends object>(load: () => Promise<M>, exportName: keyof M & string, catalogs: CatalogName | CatalogName[] | null) {
  const names = catalogs === null ? [] : [catalogs].flat();
  return lazy(async () => {
    const [module] = await Promise.all([load(), ...names.map((name) => loadCatalog(currentLocale(), name))]);
    return { default: module[exportName] as ComponentType };
  });
}
