// Titles, subtitles and empty states that depend on who is looking (spec section 2, dashboard area).
import type { Profile } from "@readbright/domain/profile";

type Who = Pick<Profile, "user_type" | "user_subtype">;

export const DASHBOARD_TITLE = "Dashboard";

/** The spec's subtitle is an individual's; everyone else reads about the people they test. */
export function dashboardSubtitle({ user_type }: Pick<Profile, "user_type">): string {
  switch (user_type) {
    case "parent":
      return "Track insights from the tests your children have taken.";
    case "school":
      return "Track insights from the tests your students have taken.";
    case "organization":
      return "Track insights from the tests your clients have taken.";
    default:
      return "Track insights from the tests you have taken.";
  }
}

export interface PageCopy {
  title: string;
  subtitle: string;
  emptyTitle: string;
}

export function myTestsCopy({ user_type }: Who): PageCopy {
  switch (user_type) {
    case "parent":
      return { title: "My Children", subtitle: "Track the tests your children have taken.", emptyTitle: "No test data yet!" };
    case "school":
      return { title: "My Tests", subtitle: "Track the tests your students have taken.", emptyTitle: "No test results yet!" };
    case "organization":
      return { title: "My Tests", subtitle: "Track the tests your clients have taken.", emptyTitle: "No test results yet!" };
    default:
      return { title: "My Tests", subtitle: "Track the tests you have taken.", emptyTitle: "No test results yet!" };
  }
}

export function usersCopy({ user_type }: Who): PageCopy {
  if (user_type === "school") {
    return { title: "My Teachers", subtitle: "Invite and manage your teachers", emptyTitle: "No teachers invited yet!" };
  }
  return { title: "My Professionals", subtitle: "Invite and manage your professionals", emptyTitle: "No professionals invited yet!" };
}
