// Who the caller is, as access and scope decide it: the parts of a profile every resource above may name.
import type { ProfileFields } from "@readbright/domain/profile";

export interface CallerProfile
  extends Pick<ProfileFields, "first_name" | "last_name" | "gender" | "date_of_birth" | "school" | "organization" | "user_type" | "user_subtype" | "language"> {
  uid: string;
}

export interface AccessProfile {
  uid: string;
  /** profiles.school: the school a school admin registered, or the school a school user belongs to. */
  school: string | null;
  /** The organization of an organization admin (their own uid) or of a professional they invited. */
  organization: string | null;
}
