// A page's chunk with its message catalogs (lib/i18n/lazy-with-catalogs.tsx), as a route's element.
import { lazyWithCatalogs } from "../lib/i18n/lazy-with-catalogs";
import type { CatalogName } from "../lib/i18n/catalogs";

export function lazyPage<M extends object>(load: () => Promise<M>, exportName: keyof M & string, catalogs: CatalogName | CatalogName[] | null) {
  const Page = lazyWithCatalogs(load, exportName, catalogs);
  return <Page />;
}
