// Titles, subtitles and empty states that depend on who is looking (spec section 2, dashboard area), in the
// language in force (or `i18n`'s).
import { i18n as inForce } from "@lingui/core";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Profile } from "@readbright/domain/profile";

type Who = Pick<Profile, "user_type" | "user_subtype">;

/** "Dashboard": show it with i18n._ or t. */
export const DASHBOARD_TITLE_MESSAGE = msg`Dashboard`;

/** The spec's subtitle is an individual's; everyone else reads about the people they test. */
export function dashboardSubtitle({ user_type }: Pick<Profile, "user_type">, i18n: I18n = inForce): string {
  switch (user_type) {
    case "parent":
      return i18n._(msg`Track insights from the tests your children have taken.`);
    case "school":
      return i18n._(msg`Track insights from the tests your students have taken.`);
    case "organization":
      return i18n._(msg`Track insights from the tests your clients have taken.`);
    default:
      return i18n._(msg`Track insights from the tests you have taken.`);
  }
}

export interface PageCopy {
  title: string;
  subtitle: string;
  emptyTitle: string;
}

export function myTestsCopy({ user_type }: Who, i18n: I18n = inForce): PageCopy {
  switch (user_type) {
    case "parent":
      return { title: i18n._(msg`My Children`), subtitle: i18n._(msg`Track the tests your children have taken.`), emptyTitle: i18n._(msg`No test data yet!`) };
    case "school":
      return { title: i18n._(msg`My Tests`), subtitle: i18n._(msg`Track the tests your students have taken.`), emptyTitle: i18n._(msg`No test results yet!`) };
    case "organization":
      return { title: i18n._(msg`My Tests`), subtitle: i18n._(msg`Track the tests your clients have taken.`), emptyTitle: i18n._(msg`No test results yet!`) };
    default:
      return { title: i18n._(msg`My Tests`), subtitle: i18n._(msg`Track the tests you have taken.`), emptyTitle: i18n._(msg`No test results yet!`) };
  }
}

export function usersCopy({ user_type }: Who, i18n: I18n = inForce): PageCopy {
  if (user_type === "school") {
    return { title: i18n._(msg`My Teachers`), subtitle: i18n._(msg`Invite and manage your teachers`), emptyTitle: i18n._(msg`No teachers invited yet!`) };
  }
  return { title: i18n._(msg`My Professionals`), subtitle: i18n._(msg`Invite and manage your professionals`), emptyTitle: i18n._(msg`No professionals invited yet!`) };
}
