// A page's chunk with its message catalogs (lib/i18n/lazy-with-catalogs.tsx), as a route's element.
import type { ComponentType } from "react";
import { lazyWithCatalogs } from "../lib/i18n/lazy-with-catalogs";
import type { CatalogName } from "../lib/i18n/catalogs";

type PageModule = Record<string, ComponentType>;

export function lazyPage<M extends object>(load: () => Promise<M>, exportName: keyof M & string, catalogs: CatalogName | CatalogName[] | null) {
  // A route's page takes no props: each module's named export is one (the router's imports name them).
  const Page = lazyWithCatalogs<PageModule, string>(load as unknown as () => Promise<PageModule>, exportName, catalogs);
  return <Page />;
}
