// The public pages' guard: they render for anyone at once, except that an email action link opened on one
// goes to its page (action-links.ts). The full route rules (route-rules.ts) load with the app's other pages.
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { actionLinkRedirect } from "./action-links";

export function PublicPageGuard() {
  const { pathname, search } = useLocation();
  const to = actionLinkRedirect(pathname, search);
  return to === null ? <Outlet /> : <Navigate to={to} replace />;
}
