// A stored profile for service unit tests: Sam Lee, a school admin without a school, unless told otherwise.
import type { ProfileFields } from "@readbright/domain/profile";
import { newProfile } from "../src/services/accounts/profile-service";

export function profileFields(overrides: Partial<ProfileFields> = {}): ProfileFields {
  return { ...newProfile("sam@example.com"), first_name: "Sam", last_name: "Lee", user_type: "school", user_subtype: "school_admin", ...overrides };
}
