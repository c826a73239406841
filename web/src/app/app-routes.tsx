// Every page but the public ones and the player's (router.tsx), loaded when one of them is first opened:
// the home page's first load does without their routes and the route rules (decision 49). app.html, the
// shell these pages arrive in, preloads this chunk with the app's entry (web/scripts/build.mjs).
import { Route, Routes } from "react-router-dom";
import { paths } from "../config/paths";
import { RouteGuard } from "./guards/route-guard";
import { lazyPage } from "./lazy-page";
import { PUBLIC_PAGE_CATALOGS } from "./public-pages";
import { useOutboxFlush } from "./use-outbox-flush";

/** An address no route knows shows the home page (spec section 2). */
const notFound = lazyPage(() => import("../features/marketing/routes/home"), "HomePage", PUBLIC_PAGE_CATALOGS[paths.home.href()] ?? null);

const auth = {
  login: lazyPage(() => import("../features/auth/routes/login"), "LoginPage", ["common", "auth"]),
  register: lazyPage(() => import("../features/auth/routes/register"), "RegisterPage", ["common", "auth"]),
  forgotPassword: lazyPage(() => import("../features/auth/routes/forgot-password"), "ForgotPasswordPage", ["common", "auth"]),
  resetPassword: lazyPage(() => import("../features/auth/routes/reset-password"), "ResetPasswordPage", ["common", "auth"]),
  verifyEmail: lazyPage(() => import("../features/auth/routes/verify-email"), "VerifyEmailPage", ["common", "auth"]),
};

const signedIn = {
  acceptInvite: lazyPage(() => import("../features/onboarding/routes/accept-invite"), "AcceptInvitePage", ["common", "onboarding"]),
  profileType: lazyPage(() => import("../features/onboarding/routes/profile-type"), "ProfileTypePage", ["common", "onboarding"]),
  profileInfo: lazyPage(() => import("../features/onboarding/routes/profile-info"), "ProfileInfoPage", ["common", "onboarding"]),
  schoolOnboarding: lazyPage(() => import("../features/onboarding/routes/school-onboarding"), "SchoolOnboardingPage", ["common", "onboarding"]),
  dashboard: lazyPage(() => import("../features/participants/routes/dashboard"), "DashboardPage", ["common", "participants"]),
  myTests: lazyPage(() => import("../features/participants/routes/my-tests"), "MyTestsPage", ["common", "participants"]),
  users: lazyPage(() => import("../features/team/routes/users"), "UsersPage", ["common", "team"]),
  settings: lazyPage(() => import("../features/settings/routes/settings"), "SettingsPage", ["common", "settings"]),
  result: lazyPage(() => import("../features/results/routes/result"), "ResultPage", ["common", "results"]),
  review: lazyPage(() => import("../features/results/routes/review"), "ReviewPage", ["common", "results"]),
  testingNow: lazyPage(() => import("../features/testing-now/routes/testing-now"), "TestingNowPage", ["common", "testing-now"]),
  activity: lazyPage(() => import("../features/activity/routes/activity"), "ActivityPage", ["common", "activity"]),
};

const dashboardShell = lazyPage(() => import("./layouts/dashboard-shell"), "DashboardShell", "common");

const testing = {
  test: lazyPage(() => import("../features/assessment/routes/test"), "TestPage", ["common", "assessment"]),
  registerParticipant: lazyPage(() => import("../features/participants/routes/register-participant"), "RegisterParticipantPage", ["common", "participants"]),
  participants: lazyPage(() => import("../features/participants/routes/participants"), "ParticipantsPage", ["common", "participants"]),
  schoolSearch: lazyPage(() => import("../features/assessment/routes/school-search"), "SchoolSearchPage", ["common", "assessment"]),
  startAssessment: lazyPage(() => import("../features/assessment/routes/start-assessment"), "StartAssessmentPage", ["common", "assessment"]),
};

/** The routes under the app shell's navigation bar, each behind the route rules (guards/route-rules.ts). */
export function AppPageRoutes() {
  useOutboxFlush();
  return (
    <Routes>
      <Route element={<RouteGuard />}>
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

        <Route path={paths.notFound.path} element={notFound} />
      </Route>
    </Routes>
  );
}
