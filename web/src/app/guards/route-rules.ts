// The route guards of spec section 2 as one pure function: who is signed in, how far onboarding has got and
// where they are going decide whether the page renders, waits, or sends them elsewhere.
import { matchPath } from "react-router-dom";
import type { OnboardingState } from "@readbright/domain/onboarding";
import { paths } from "../../config/paths";
import { withCarriedQuery } from "../../lib/carry-query";
import { SIGN_IN_REQUIRED_PATHS, dependsOnAuth } from "../auth-dependent-paths";
import { actionLinkRedirect, actionPageOf } from "./action-links";

export type AuthStatus = "initialising" | "signed-out" | "signed-in";

export interface GuardInput {
  auth: AuthStatus;
  emailVerified: boolean;
  /** Undefined until the profile has loaded. */
  onboardingState?: OnboardingState;
  pathname: string;
  /** The query string, with or without its "?". */
  search: string;
}

export type GuardDecision =
  | { type: "render" }
  /** Auth has not reported yet (render nothing), or the rules need the profile (show a loading page). */
  | { type: "wait"; for: "auth" | "profile" }
  | { type: "redirect"; to: string };

/** Pages for people who are not signed in yet; of the onboarding rules only 'complete' applies on them. */
const VISITOR_PAGES = [paths.login.path, paths.register.path];

/** A 'complete' user has no business here any more and goes to the dashboard. */
const DONE_WITH_FOR_COMPLETE = [...VISITOR_PAGES, paths.verifyEmail.path, paths.profileType.path, paths.profileInfo.path];

const ONBOARDING_PAGES: Record<Exclude<OnboardingState, "complete">, string> = {
  type: paths.profileType.path,
  info: paths.profileInfo.path,
  school: paths.schoolOnboarding.path,
};

const RENDER: GuardDecision = { type: "render" };

export function decideRoute({ auth, emailVerified, onboardingState, pathname, search }: GuardInput): GuardDecision {
  const isAt = (pattern: string) => matchPath(pattern, pathname) !== null;
  const isAtAny = (patterns: string[]) => patterns.some(isAt);
  const redirect = (to: string): GuardDecision => ({ type: "redirect", to: withCarriedQuery(to, { pathname, search }) });

  // Email action links point at the app's origin in production: hand them, query and all, to their page.
  const actionRedirect = actionLinkRedirect(pathname, search);
  if (actionRedirect !== null) return { type: "redirect", to: actionRedirect };
  const actionPage = actionPageOf(search);

  if (!dependsOnAuth(pathname)) return RENDER;
  if (auth === "initialising") return { type: "wait", for: "auth" };
  // The action code alone resets a password or verifies an address, so the link works signed in or out
  // (opened on another device, say). Sending it to log in would lose it.
  if (actionPage !== undefined) return RENDER;

  const needsSignIn = isAtAny(SIGN_IN_REQUIRED_PATHS);
  if (auth === "signed-out") return needsSignIn ? redirect(paths.login.href()) : RENDER;

  if (!emailVerified) return needsSignIn && !isAt(paths.verifyEmail.path) ? redirect(paths.verifyEmail.href()) : RENDER;

  const onVisitorPage = isAtAny(VISITOR_PAGES);
  if (!needsSignIn && !onVisitorPage) return RENDER; // forgot and reset password
  if (onboardingState === undefined) return { type: "wait", for: "profile" };

  if (onboardingState === "complete") return isAtAny(DONE_WITH_FOR_COMPLETE) ? redirect(paths.dashboard.href()) : RENDER;
  if (onVisitorPage) return RENDER;
  const step = ONBOARDING_PAGES[onboardingState];
  return isAt(step) ? RENDER : redirect(step);
}
