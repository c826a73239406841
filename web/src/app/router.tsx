// Every route of the spec (section 2); each page is its own lazily loaded chunk. The public pages and the
// player's are here; every other page's route comes with app-routes.tsx, loaded when one is first opened.
import { lazy } from "react";
import { Route, Routes } from "react-router-dom";
import { paths } from "../config/paths";
import { LOCALES } from "../lib/i18n/locales";
import { localizedPath } from "../lib/i18n/public-address";
import { PublicPageGuard } from "./guards/public-page-guard";
import { AppShell } from "./layouts/app-shell";
import { BareLayout } from "./layouts/bare-layout";
import { lazyPage } from "./lazy-page";
import { PUBLIC_PAGE_CATALOGS } from "./public-pages";
import { usePublicPageLocale } from "./use-public-page-locale";
import { useServiceWorker } from "./use-service-worker";

const marketing = {
  home: lazyPage(() => import("../features/marketing/routes/home"), "HomePage", PUBLIC_PAGE_CATALOGS[paths.home.href()] ?? null),
  about: lazyPage(() => import("../features/marketing/routes/about"), "AboutPage", PUBLIC_PAGE_CATALOGS[paths.about.href()] ?? null),
  dyslexia: lazyPage(() => import("../features/marketing/routes/dyslexia"), "DyslexiaPage", PUBLIC_PAGE_CATALOGS[paths.dyslexia.href()] ?? null),
  contactUs: lazyPage(() => import("../features/contact/routes/contact-us"), "ContactUsPage", PUBLIC_PAGE_CATALOGS[paths.contactUs.href()] ?? null),
  terms: lazyPage(() => import("../features/marketing/routes/terms"), "TermsPage", PUBLIC_PAGE_CATALOGS[paths.terms.href()] ?? null),
  privacy: lazyPage(() => import("../features/marketing/routes/privacy"), "PrivacyPage", PUBLIC_PAGE_CATALOGS[paths.privacy.href()] ?? null),
  evidence: lazyPage(() => import("../features/evidence/routes/evidence"), "EvidencePage", PUBLIC_PAGE_CATALOGS[paths.evidence.href()] ?? null),
};

const assessment = lazyPage(() => import("../features/assessment/routes/assessment"), "AssessmentPage", ["common", "assessment"]);

const AppPageRoutes = lazy(async () => ({ default: (await import("./app-routes")).AppPageRoutes }));

export function AppRoutes() {
  useServiceWorker();
  usePublicPageLocale();
  return (
    <Routes>
      <Route element={<AppShell />}>
        {/* The public pages at their address in each language (decision 49): /about and /es/about. */}
        <Route element={<PublicPageGuard />}>
          {LOCALES.flatMap((locale) => [
            <Route key={`home-${locale}`} path={localizedPath(paths.home.path, locale)} element={marketing.home} />,
            <Route key={`about-${locale}`} path={localizedPath(paths.about.path, locale)} element={marketing.about} />,
            <Route key={`dyslexia-${locale}`} path={localizedPath(paths.dyslexia.path, locale)} element={marketing.dyslexia} />,
            <Route key={`contact-${locale}`} path={localizedPath(paths.contactUs.path, locale)} element={marketing.contactUs} />,
            <Route key={`terms-${locale}`} path={localizedPath(paths.terms.path, locale)} element={marketing.terms} />,
            <Route key={`privacy-${locale}`} path={localizedPath(paths.privacy.path, locale)} element={marketing.privacy} />,
            <Route key={`evidence-${locale}`} path={localizedPath(paths.evidence.path, locale)} element={marketing.evidence} />,
          ])}
        </Route>
        <Route path="*" element={<AppPageRoutes />} />
      </Route>

      {/* The assessment page has no navigation bar. */}
      <Route element={<BareLayout />}>
        <Route path={paths.assessment.path} element={assessment} />
      </Route>
    </Routes>
  );
}
