// A component's chunk, loaded together with its message catalogs in the language in force (decision 49):
// both requests start at once, and it renders when both are in. Pages (app/lazy-page.tsx) and the parts of
// a page that load after it (the home page's lower sections) come this way.
import { lazy } from "react";
import type { ComponentType, LazyExoticComponent } from "react";
import { currentLocale } from "./activate";
import { loadCatalog } from "./catalogs";
import type { CatalogName } from "./catalogs";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a component of any props, as React.lazy takes
type AnyComponent = ComponentType<any>;

export function lazyWithCatalogs<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
  catalogs: CatalogName | CatalogName[] | null,
): LazyExoticComponent<M[K]> {
  const names = catalogs === null ? [] : [catalogs].flat();
  return lazy(async () => {
    const [module] = await Promise.all([load(), ...names.map((name) => loadCatalog(currentLocale(), name))]);
    return { default: module[exportName] };
  });
}
