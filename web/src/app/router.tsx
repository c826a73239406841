// Every route of the spec (section 2); each page is its own lazily loaded chunk.
import { lazy } from "react";
import type { ComponentType } from "react";
import { Route, Routes } from "react-router-dom";
import { paths } from "../config/paths";
import { RouteGuard } from "./guards/route-guard";
import { AppShell } from "./layouts/app-shell";
import { BareLayout } from "./layouts/bare-layout";
import { PUBLIC_PAGE_CATALOGS } from "./public-pages";
import { useOutboxFlush } from "./use-outbox-flush";
import { useServiceWorker } from "./use-service-worker";
import { loadCatalog } from "../lib/i18n/catalogs";
import type { CatalogName } from "../lib/i18n/catalogs";
import { currentLocale } from "../lib/i18n/activate";
import { LOCALES } from "../lib/i18n/locales";
import { localizedPath } from "../lib/i18n/public-address";
import { usePublicPageLocale } from "./use-public-page-locale";

/**
 * A page's chunk, loaded together with its feature's message catalog in the language in force (decision 49):
 * both requests start at once, and the page renders when both are in.
 */
function lazyPage<M extends object>(load: () => Promise<M>, exportName: keyof M & string, catalogs: CatalogName | CatalogName[] | null) {
  const names = catalogs === null ? [] : [catalogs].flat();
  const Page = lazy(async () => {
    const [module] = await Promise.all([load(), ...names.map((name) => loadCatalog(currentLocale(), name))]);
    return { default: module[exportName] as ComponentType };
  });
  return <Page />;
}

const marketing = {
  home: lazyPage(() => import("../features/marketing/routes/home"), "HomePage", PUBLIC_PAGE_CATALOGS[paths.home.href()] ?? null),
  about: lazyPage(() => import("../features/marketing/routes/about"), "AboutPage", PUBLIC_PAGE_CATALOGS[paths.about.href()] ?? null),
  dyslexia: lazyPage(() => import("../features/marketing/routes/dyslexia"), "DyslexiaPage", PUBLIC_PAGE_CATALOGS[paths.dyslexia.href()] ?? null),
  contactUs: lazyPage(() => import("../features/contact/routes/contact-us"), "ContactUsPage", PUBLIC_PAGE_CATALOGS[paths.contactUs.href()] ?? null),
  terms: lazyPage(() => import("../features/marketing/routes/terms"), "TermsPage", PUBLIC_PAGE_CATALOGS[paths.terms.href()] ?? null),
  privacy: lazyPage(() => import("../features/marketing/routes/privacy"), "PrivacyPage", PUBLIC_PAGE_CATALOGS[paths.privacy.href()] ?? null),
  evidence: lazyPage(() => import("../features/evidence/routes/evidence"), "EvidencePage", PUBLIC_PAGE_CATALOGS[paths.evidence.href()] ?? null),
};

const auth = {
  login: lazyPage(() => import("../features/auth/routes/login"), "LoginPage", "auth"),
  register: lazyPage(() => import("../features/auth/routes/register"), "RegisterPage", "auth"),
  forgotPassword: lazyPage(() => import("../features/auth/routes/forgot-password"), "ForgotPasswordPage", "auth"),
  resetPassword: lazyPage(() => import("../features/auth/routes/reset-password"), "ResetPasswordPage", "auth"),
  verifyEmail: lazyPage(() => import("../features/auth/routes/verify-email"), "VerifyEmailPage", "auth"),
};

const signedIn = {
  acceptInvite: lazyPage(() => import("../features/onboarding/routes/accept-invite"), "AcceptInvitePage", "onboarding"),
  profileType: lazyPage(() => import("../features/onboarding/routes/profile-type"), "ProfileTypePage", "onboarding"),
  profileInfo: lazyPage(() => import("../features/onboarding/routes/profile-info"), "ProfileInfoPage", "onboarding"),
  schoolOnboarding: lazyPage(() => import("../features/onboarding/routes/school-onboarding"), "SchoolOnboardingPage", "onboarding"),
  dashboard: lazyPage(() => import("../features/participants/routes/dashboard"), "DashboardPage", "participants"),
  myTests: lazyPage(() => import("../features/participants/routes/my-tests"), "MyTestsPage", "participants"),
  users: lazyPage(() => import("../features/team/routes/users"), "UsersPage", "team"),
  settings: lazyPage(() => import("../features/settings/routes/settings"), "SettingsPage", "settings"),
  result: lazyPage(() => import("../features/results/routes/result"), "ResultPage", "results"),
  review: lazyPage(() => import("../features/results/routes/review"), "ReviewPage", "results"),
  testingNow: lazyPage(() => import("../features/testing-now/routes/testing-now"), "TestingNowPage", "testing-now"),
  activity: lazyPage(() => import("../features/activity/routes/activity"), "ActivityPage", "activity"),
};

const dashboardShell = lazyPage(() => import("./layouts/dashboard-shell"), "DashboardShell", null);

const testing = {
  test: lazyPage(() => import("../features/assessment/routes/test"), "TestPage", "assessment"),
  registerParticipant: lazyPage(() => import("../features/participants/routes/register-participant"), "RegisterParticipantPage", "participants"),
  participants: lazyPage(() => import("../features/participants/routes/participants"), "ParticipantsPage", "participants"),
  schoolSearch: lazyPage(() => import("../features/assessment/routes/school-search"), "SchoolSearchPage", "assessment"),
  startAssessment: lazyPage(() => import("../features/assessment/routes/start-assessment"), "StartAssessmentPage", "assessment"),
  assessment: lazyPage(() => import("../features/assessment/routes/assessment"), "AssessmentPage", "assessment"),
};

export function AppRoutes() {
  useServiceWorker();
  useOutboxFlush();
  usePublicPageLocale();
  return (
    <Routes>
      <Route element={<AppShell />}>
        {/* Every page passes the route rules (guards/route-rules.ts): public pages only for the email action
            links, the auth screens and signed-in pages for sign-in, verification and onboarding. */}
        <Route element={<RouteGuard />}>
          {/* The public pages at their address in each language (decision 49): /about and /es/about. */}
          {LOCALES.flatMap((locale) => [
            <Route key={`home-${locale}`} path={localizedPath(paths.home.path, locale)} element={marketing.home} />,
            <Route key={`about-${locale}`} path={localizedPath(paths.about.path, locale)} element={marketing.about} />,
            <Route key={`dyslexia-${locale}`} path={localizedPath(paths.dyslexia.path, locale)} element={marketing.dyslexia} />,
            <Route key={`contact-${locale}`} path={localizedPath(paths.contactUs.path, locale)} element={marketing.contactUs} />,
            <Route key={`terms-${locale}`} path={localizedPath(paths.terms.path, locale)} element={marketing.terms} />,
            <Route key={`privacy-${locale}`} path={localizedPath(paths.privacy.path, locale)} element={marketing.privacy} />,
            <Route key={`evidence-${locale}`} path={localizedPath(paths.evidence.path, locale)} element={marketing.evidence} />,
          ])}
          <Route path={paths.test.path} element={testing.test} />
          <Route path={paths.registerParticipant.path} element={testing.registerParticipant} />
          <Route path={paths.participants.path} element={testing.participants} />
          <Route path={paths.schoolSearch.path} element={testing.schoolSearch} />
          <Route path={paths.startAssessment.path} element={testing.startAssessment} />

          <Route path={paths.login.path} element={auth.login} />
          <Route path={paths.register.path} element={auth.register} />
          <Route path={paths.forgotPassword.path} element={auth.forgotPassword} />
          <Route path={paths.resetPassword.path} element={auth.resetPassword} />

          <Route path={paths.acceptInvite.path} element={signedIn.acceptInvite} />
          <Route path={paths.verifyEmail.path} element={auth.verifyEmail} />
          <Route path={paths.profileType.path} element={signedIn.profileType} />
          <Route path={paths.profileInfo.path} element={signedIn.profileInfo} />
          <Route path={paths.schoolOnboarding.path} element={signedIn.schoolOnboarding} />
          {/* The signed-in shell (navigation, user menu) around every dashboard page. */}
          <Route element={dashboardShell}>
            <Route path={paths.dashboard.path} element={signedIn.dashboard} />
            <Route path={paths.myTests.path} element={signedIn.myTests} />
            <Route path={paths.users.path} element={signedIn.users} />
            <Route path={paths.settings.path} element={signedIn.settings} />
            <Route path={paths.result.path} element={signedIn.result} />
            <Route path={paths.review.path} element={signedIn.review} />
            <Route path={paths.testingNow.path} element={signedIn.testingNow} />
            <Route path={paths.activity.path} element={signedIn.activity} />
          </Route>

          <Route path={paths.notFound.path} element={marketing.home} />
        </Route>
      </Route>

      {/* The assessment page has no navigation bar. */}
      <Route element={<BareLayout />}>
        <Route path={paths.assessment.path} element={testing.assessment} />
      </Route>
    </Routes>
  );
}
