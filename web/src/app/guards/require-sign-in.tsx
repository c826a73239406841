// Pages that need sign-in: send visitors to log in (query kept) and unverified users to verify their email.
// The onboarding-state redirects join this guard once the profile API exists.
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { paths } from "../../config/paths";
import { useAuth } from "../../lib/auth-context";
import { withCarriedQuery } from "../../lib/carry-query";

export function RequireSignIn() {
  const { user, initialising } = useAuth();
  const location = useLocation();
  if (initialising) return null;
  if (!user) return <Navigate to={withCarriedQuery(paths.login.href(), location)} replace />;
  if (!user.emailVerified && location.pathname !== paths.verifyEmail.path) {
    return <Navigate to={withCarriedQuery(paths.verifyEmail.href(), location)} replace />;
  }
  return <Outlet />;
}
