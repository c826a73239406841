// The navigation bar's links (spec section 2): visitors and signed-in users share the first four.
import { paths } from "../../config/paths";

export interface NavItem {
  label: string;
  to: string;
  end?: boolean;
}

const SHARED: NavItem[] = [
  { label: "Home", to: paths.home.href(), end: true },
  { label: "About Us", to: paths.about.href() },
  { label: "What is Dyslexia?", to: paths.dyslexia.href() },
  { label: "Contact Us", to: paths.contactUs.href() },
];

export const VISITOR_LINKS: NavItem[] = [
  ...SHARED,
  { label: "Register", to: paths.register.href() },
  { label: "Log In", to: paths.login.href() },
];

export const SIGNED_IN_LINKS: NavItem[] = [...SHARED, { label: "Dashboard", to: paths.dashboard.href() }];
