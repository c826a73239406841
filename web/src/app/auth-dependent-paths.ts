// Pages whose content depends on who is signed in. Per the spec the app renders nothing on them until
// Firebase Auth has initialised; public marketing pages render at once (docs/decisions/0003).
import { matchPath } from "react-router-dom";
import { paths } from "../config/paths";

/** Pages only for someone signed in: the route guards send anyone else to log in. */
export const SIGN_IN_REQUIRED_PATHS: string[] = [
  paths.verifyEmail.path,
  paths.profileType.path,
  paths.profileInfo.path,
  paths.schoolOnboarding.path,
  paths.dashboard.path,
  paths.myTests.path,
  paths.users.path,
  paths.settings.path,
  paths.result.path,
  paths.review.path,
  paths.testingNow.path,
  paths.activity.path,
];

/** Those, and the pages for signing in, whose content also depends on whether someone is. */
const AUTH_DEPENDENT_PATHS: string[] = [
  paths.login.path,
  paths.register.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
  paths.acceptInvite.path,
  ...SIGN_IN_REQUIRED_PATHS,
];

export function dependsOnAuth(pathname: string): boolean {
  return AUTH_DEPENDENT_PATHS.some((pattern) => matchPath(pattern, pathname) !== null);
}
