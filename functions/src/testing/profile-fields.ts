// A stored profile for service unit tests: Sam Lee, a school admin without a school, unless told otherwise.
import type { ProfileFields } from "@readbright/domain/profile";

export function profileFields(overrides: Partial<ProfileFields> = {}): ProfileFields {
  return {
    first_name: "Sam",
    last_name: "Lee",
    gender: null,
    date_of_birth: null,
    city: null,
    country: null,
    school: null,
    organization: null,
    email: "sam@example.com",
    user_type: "school",
    user_subtype: "school_admin",
    professional: null,
    ...overrides,
  };
}
