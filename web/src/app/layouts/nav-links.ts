// The navigation bar's links (spec section 2): visitors and signed-in users share the first four.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { paths } from "../../config/paths";

export interface NavItem {
  label: MessageDescriptor;
  to: string;
  end?: boolean;
}

const SHARED: NavItem[] = [
  { label: msg`Home`, to: paths.home.href(), end: true },
  { label: msg`About Us`, to: paths.about.href() },
  { label: msg`What is Dyslexia?`, to: paths.dyslexia.href() },
  { label: msg`Contact Us`, to: paths.contactUs.href() },
];

export const VISITOR_LINKS: NavItem[] = [
  ...SHARED,
  { label: msg`Register`, to: paths.register.href() },
  { label: msg`Log In`, to: paths.login.href() },
];

export const SIGNED_IN_LINKS: NavItem[] = [...SHARED, { label: msg`Dashboard`, to: paths.dashboard.href() }];
