// School registration: only a school admin, only once (spec section 6: a school admin must register a school).
import type { ProfileFields } from "@readbright/domain/profile";
import type { School } from "@readbright/domain/school";
import type { SchoolInput } from "@readbright/domain/school-schemas";
import { HttpError } from "../../core/http-error";
import type { AuthUser } from "../../core/caller";
import { createSchoolForAdmin } from "./repositories/school-repository";
import { SCHOOL_ERRORS } from "@readbright/domain/api/school";

export { SCHOOL_ERRORS };

/** Throws unless this profile may register a school now. Runs inside the transaction that writes it. */
export function assertMayRegisterSchool(profile: ProfileFields | null): void {
  if (profile?.user_subtype !== "school_admin") throw new HttpError(403, SCHOOL_ERRORS.notSchoolAdmin);
  if (profile.school) throw new HttpError(409, SCHOOL_ERRORS.alreadyRegistered);
}

export function registerSchool(user: AuthUser, input: SchoolInput): Promise<School> {
  return createSchoolForAdmin(user.uid, { ...input, website: input.website ?? null }, assertMayRegisterSchool);
}
