// Every route of the spec (section 2); each page is its own lazily loaded chunk.
import { lazy } from "react";
import type { ComponentType } from "react";
import { Route, Routes } from "react-router-dom";
import { paths } from "../config/paths";
import { RouteGuard } from "./guards/route-guard";
import { AppShell } from "./layouts/app-shell";
import { BareLayout } from "./layouts/bare-layout";
import { useOutboxFlush } from "./use-outbox-flush";
import { useServiceWorker } from "./use-service-worker";

function lazyPage<M extends object>(load: () => Promise<M>, exportName: keyof M & string) {
  const Page = lazy(async () => ({ default: (await load())[exportName] as ComponentType }));
  return <Page />;
}

const marketing = {
  home: lazyPage(() => import("../features/marketing/routes/home"), "HomePage"),
  about: lazyPage(() => import("../features/marketing/routes/about"), "AboutPage"),
  dyslexia: lazyPage(() => import("../features/marketing/routes/dyslexia"), "DyslexiaPage"),
  contactUs: lazyPage(() => import("../features/contact/routes/contact-us"), "ContactUsPage"),
  terms: lazyPage(() => import("../features/marketing/routes/terms"), "TermsPage"),
  privacy: lazyPage(() => import("../features/marketing/routes/privacy"), "PrivacyPage"),
  evidence: lazyPage(() => import("../features/evidence/routes/evidence"), "EvidencePage"),
};

const auth = {
  login: lazyPage(() => import("../features/auth/routes/login"), "LoginPage"),
  register: lazyPage(() => import("../features/auth/routes/register"), "RegisterPage"),
  forgotPassword: lazyPage(() => import("../features/auth/routes/forgot-password"), "ForgotPasswordPage"),
  resetPassword: lazyPage(() => import("../features/auth/routes/reset-password"), "ResetPasswordPage"),
  verifyEmail: lazyPage(() => import("../features/auth/routes/verify-email"), "VerifyEmailPage"),
};

const signedIn = {
  acceptInvite: lazyPage(() => import("../features/onboarding/routes/accept-invite"), "AcceptInvitePage"),
  profileType: lazyPage(() => import("../features/onboarding/routes/profile-type"), "ProfileTypePage"),
  profileInfo: lazyPage(() => import("../features/onboarding/routes/profile-info"), "ProfileInfoPage"),
  schoolOnboarding: lazyPage(() => import("../features/onboarding/routes/school-onboarding"), "SchoolOnboardingPage"),
  dashboard: lazyPage(() => import("../features/participants/routes/dashboard"), "DashboardPage"),
  myTests: lazyPage(() => import("../features/participants/routes/my-tests"), "MyTestsPage"),
  users: lazyPage(() => import("../features/team/routes/users"), "UsersPage"),
  settings: lazyPage(() => import("../features/settings/routes/settings"), "SettingsPage"),
  result: lazyPage(() => import("../features/results/routes/result"), "ResultPage"),
  review: lazyPage(() => import("../features/results/routes/review"), "ReviewPage"),
  testingNow: lazyPage(() => import("../features/testing-now/routes/testing-now"), "TestingNowPage"),
  activity: lazyPage(() => import("../features/activity/routes/activity"), "ActivityPage"),
};

const dashboardShell = lazyPage(() => import("./layouts/dashboard-shell"), "DashboardShell");

const testing = {
  test: lazyPage(() => import("../features/assessment/routes/test"), "TestPage"),
  registerParticipant: lazyPage(() => import("../features/participants/routes/register-participant"), "RegisterParticipantPage"),
  participants: lazyPage(() => import("../features/participants/routes/participants"), "ParticipantsPage"),
  schoolSearch: lazyPage(() => import("../features/assessment/routes/school-search"), "SchoolSearchPage"),
  startAssessment: lazyPage(() => import("../features/assessment/routes/start-assessment"), "StartAssessmentPage"),
  assessment: lazyPage(() => import("../features/assessment/routes/assessment"), "AssessmentPage"),
};

export function AppRoutes() {
  useServiceWorker();
  useOutboxFlush();
  return (
    <Routes>
      <Route element={<AppShell />}>
        {/* Every page passes the route rules (guards/route-rules.ts): public pages only for the email action
            links, the auth screens and signed-in pages for sign-in, verification and onboarding. */}
        <Route element={<RouteGuard />}>
          <Route path={paths.home.path} element={marketing.home} />
          <Route path={paths.about.path} element={marketing.about} />
          <Route path={paths.dyslexia.path} element={marketing.dyslexia} />
          <Route path={paths.contactUs.path} element={marketing.contactUs} />
          <Route path={paths.terms.path} element={marketing.terms} />
          <Route path={paths.privacy.path} element={marketing.privacy} />
          <Route path={paths.evidence.path} element={marketing.evidence} />
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
