// Links that follow the spec's query-string carrying rule (see lib/carry-query.ts), and lead to a public
// page's address in the language in force (decision 49).
import { Link, NavLink, useLocation } from "react-router-dom";
import type { LinkProps, NavLinkProps } from "react-router-dom";
import { withCarriedQuery } from "../lib/carry-query";
import { localizedHref } from "../lib/i18n/public-address";
import { useLocale } from "../lib/i18n/use-locale";

interface CarryProps {
  to: string;
  /** Set to false to leave the current query string behind. */
  carryQuery?: boolean;
}

export function AppLink({ to, carryQuery = true, ...props }: Omit<LinkProps, "to"> & CarryProps) {
  const location = useLocation();
  const locale = useLocale();
  return <Link {...props} to={withCarriedQuery(localizedHref(to, locale), location, carryQuery)} />;
}

export function AppNavLink({ to, carryQuery = true, ...props }: Omit<NavLinkProps, "to"> & CarryProps) {
  const location = useLocation();
  const locale = useLocale();
  return <NavLink {...props} to={withCarriedQuery(localizedHref(to, locale), location, carryQuery)} />;
}
