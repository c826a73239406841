// The server side of prerendering (docs/decisions/0031): one public page rendered to HTML with the same
// providers and routes as the browser, by web/scripts/build.mjs at build time. Nobody is signed in here.
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { AppContent } from "./app/app";
import { AppProvider } from "./app/provider";
import { PRERENDERED_PATHS } from "./app/public-pages";
import { paths } from "./config/paths";

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
};

export const PRERENDERED_PAGES = PRERENDERED_PATHS.map((path) => {
  const module = PAGE_MODULES[path];
  if (!module) throw new Error(`No page module is named for the prerendered ${path}`);
  return { path, module };
});

/** The markup of #root for `url`, once every lazy page on it has loaded. */
export async function renderPage(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={url}>
          <AppContent />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
