// How far an account reaches, for what Settings says goes with it (deletion) or comes in its file (the
// data download): a school's or an organization's admin reaches the whole of it, a member only their
// own account, a parent their children, anyone else their own tests.
import type { Profile } from "@readbright/domain/profile";

export type AccountReach = "school" | "organization" | "member" | "children" | "own";

export function accountReach({ user_subtype }: Pick<Profile, "user_subtype">): AccountReach {
  if (user_subtype === "school_admin") return "school";
  if (user_subtype === "organization_admin") return "organization";
  if (user_subtype === "school_user" || user_subtype === "organization_user") return "member";
  if (user_subtype === "parent") return "children";
  return "own";
}
