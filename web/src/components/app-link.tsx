// Links that follow the spec's query-string carrying rule (see lib/carry-query.ts).
import { Link, NavLink, useLocation } from "react-router-dom";
import type { LinkProps, NavLinkProps } from "react-router-dom";
import { withCarriedQuery } from "../lib/carry-query";

interface CarryProps {
  to: string;
  /** Set to false to leave the current query string behind. */
  carryQuery?: boolean;
}

export function AppLink({ to, carryQuery = true, ...props }: Omit<LinkProps, "to"> & CarryProps) {
  const location = useLocation();
  return <Link {...props} to={withCarriedQuery(to, location, carryQuery)} />;
}

export function AppNavLink({ to, carryQuery = true, ...props }: Omit<NavLinkProps, "to"> & CarryProps) {
  const location = useLocation();
  return <NavLink {...props} to={withCarriedQuery(to, location, carryQuery)} />;
}
