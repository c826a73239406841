// Applies the route rules (route-rules.ts) around every page of the app shell. The profile is fetched only
// when a rule needs the onboarding state, so public pages and visitors never wait for it, and the code that
// fetches it (SWR, the API client) loads only then, keeping it off the home page's critical path (0003).
import { Suspense, lazy } from "react";
import { useLocation } from "react-router-dom";
import { LoadingPage } from "../../components/loading-page";
import { useAuth } from "../../lib/auth-context";
import { FollowDecision } from "./follow-decision";
import { decideRoute } from "./route-rules";
import type { GuardInput } from "./route-rules";

const WithOnboardingState = lazy(async () => ({ default: (await import("./with-onboarding-state")).WithOnboardingState }));

export function RouteGuard() {
  const { user, initialising } = useAuth();
  const { pathname, search } = useLocation();
  const input: GuardInput = {
    auth: initialising ? "initialising" : user ? "signed-in" : "signed-out",
    emailVerified: user?.emailVerified === true,
    pathname,
    search,
  };
  const decision = decideRoute(input);
  if (decision.type === "wait" && decision.for === "profile") {
    return (
      <Suspense fallback={<LoadingPage />}>
        <WithOnboardingState input={input} />
      </Suspense>
    );
  }
  return <FollowDecision decision={decision} />;
}
