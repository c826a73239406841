// Which user_type/user_subtype/professional combinations set-type accepts: exactly the
// four the profile tiles map to (spec section 4), checked against the domain's mapping.
import type { ProfessionalKind, UserSubtype, UserType } from "@readbright/domain/enums";
import { mapProfileTile } from "@readbright/domain/onboarding";
import type { ProfileTile, ProfileTypeMapping } from "@readbright/domain/onboarding";
import { HttpError } from "../../core/http-error";

export const PROFILE_TYPE_MESSAGES = {
  unsupported: "Unsupported combination of user_type, user_subtype and professional",
  professionalRequired: "Please clarify your role: professional is required for an organization",
} as const;

const TILE_BY_TYPE: Partial<Record<UserType, ProfileTile>> = {
  individual: "individual",
  parent: "parent",
  school: "school",
  organization: "dyslexia_professional",
};

export interface ProfileTypeRequest {
  user_type: UserType;
  user_subtype: UserSubtype;
  professional?: ProfessionalKind | null;
}

export function resolveProfileType(input: ProfileTypeRequest): ProfileTypeMapping {
  const tile = TILE_BY_TYPE[input.user_type];
  if (!tile) throw new HttpError(400, PROFILE_TYPE_MESSAGES.unsupported);
  const professional = input.professional ?? null;
  if (tile === "dyslexia_professional" && professional === null) {
    throw new HttpError(400, PROFILE_TYPE_MESSAGES.professionalRequired);
  }
  const mapping = mapProfileTile(tile, professional);
  if (mapping.user_subtype !== input.user_subtype || mapping.professional !== professional) {
    throw new HttpError(400, PROFILE_TYPE_MESSAGES.unsupported);
  }
  return mapping;
}
