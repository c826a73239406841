// The dashboard navigation by user type (spec section 2). The users page is 'My Teachers' for a school
// admin and 'My Professionals' for an organization admin; a parent's tests page is 'My Children'.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Profile } from "@readbright/domain/profile";
import { paths } from "../../config/paths";

export interface DashboardNavItem {
  label: MessageDescriptor;
  to: string;
  /** Only the exact address counts as current (the dashboard is a prefix of the other pages). */
  end?: boolean;
}

const dashboard: DashboardNavItem = { label: msg`Dashboard`, to: paths.dashboard.href(), end: true };
const myTests: DashboardNavItem = { label: msg`My Tests`, to: paths.myTests.href() };
const myChildren: DashboardNavItem = { label: msg`My Children`, to: paths.myTests.href() };
const myTeachers: DashboardNavItem = { label: msg`My Teachers`, to: paths.users.href() };
const myProfessionals: DashboardNavItem = { label: msg`My Professionals`, to: paths.users.href() };
const testingNow: DashboardNavItem = { label: msg`Testing now`, to: paths.testingNow.href() };
/** The audit log: only an admin may read it. */
const activity: DashboardNavItem = { label: msg`Activity`, to: paths.activity.href() };
const settings: DashboardNavItem = { label: msg`Settings`, to: paths.settings.href() };

export function dashboardNavItems(profile: Pick<Profile, "user_type" | "user_subtype">): DashboardNavItem[] {
  if (profile.user_subtype === "parent") return [dashboard, myChildren, settings];
  if (profile.user_subtype === "school_admin") return [dashboard, myTeachers, myTests, testingNow, activity, settings];
  if (profile.user_subtype === "school_user") return [dashboard, myTests, testingNow, settings];
  if (profile.user_subtype === "organization_admin") return [dashboard, myProfessionals, myTests, activity, settings];
  // Individuals and every other subtype.
  return [dashboard, myTests, settings];
}
