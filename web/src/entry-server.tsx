// The server side of prerendering (docs/decisions/0031): one public page rendered to HTML with the same
// providers and routes as the browser, by web/scripts/build.mjs at build time. Nobody is signed in here.
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { AppContent } from "./app/app";
import { AppProvider } from "./app/provider";
import { PRERENDERED_PATHS, PUBLIC_PAGE_CATALOGS } from "./app/public-pages";
import { paths } from "./config/paths";
import { activateLocale } from "./lib/i18n/activate";
import { catalogModule, loadCatalog } from "./lib/i18n/catalogs";
import { LOCALES } from "./lib/i18n/locales";
import type { Locale } from "./lib/i18n/locales";
import { localizedPath, splitLocalePath } from "./lib/i18n/public-address";

export { pageAssets } from "./app/prerender/page-assets";
export { pageHtml } from "./app/prerender/page-html";

/** Each prerendered page's module as Vite's manifest names it (the lazy import in app/router.tsx). */
const PAGE_MODULES: Record<string, string> = {
  [paths.home.href()]: "src/features/marketing/routes/home.tsx",
  [paths.about.href()]: "src/features/marketing/routes/about.tsx",
  [paths.dyslexia.href()]: "src/features/marketing/routes/dyslexia.tsx",
  [paths.contactUs.href()]: "src/features/contact/routes/contact-us.tsx",
  [paths.terms.href()]: "src/features/marketing/routes/terms.tsx",
  [paths.privacy.href()]: "src/features/marketing/routes/privacy.tsx",
  [paths.evidence.href()]: "src/features/evidence/routes/evidence.tsx",
};

/** Every public page in every language: its address, its page module, and the catalogs it reads first. */
export const PRERENDERED_PAGES = LOCALES.flatMap((locale: Locale) =>
  PRERENDERED_PATHS.map((englishPath) => {
    const module = PAGE_MODULES[englishPath];
    if (!module) throw new Error(`No page module is named for the prerendered ${englishPath}`);
    const path = localizedPath(englishPath, locale);
    const names = PUBLIC_PAGE_CATALOGS[englishPath] ?? [];
    const catalogs = ["shell", ...names].map((name) => catalogModule(locale, name));
    return { path, englishPath, locale, module, names, catalogs };
  }),
);

/** The markup of #root for `url`, once every lazy page on it has loaded, in the address's language. */
export async function renderPage(url: string): Promise<string> {
  const locale = splitLocalePath(new URL(url, "http://localhost").pathname).locale ?? "en";
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === url);
  await Promise.all([activateLocale(locale), ...(page?.names ?? []).map((name) => loadCatalog(locale, name))]);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={url}>
          <AppContent />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    {
      // An error inside a page would otherwise ship HTML that leaves the page to the browser, with inline
      // scripts the CSP refuses: the build stops instead.
      onError: (error) => void errors.push(error),
      // React outlines a page past a size (the Privacy page passed it) into a hidden template that an inline
      // script reveals, which the CSP refuses: the whole page is always written in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  if (errors.length > 0) throw new Error(`Prerendering ${url} failed: ${String(errors[0])}`, { cause: errors[0] });
  return new Response(prelude).text();
}
