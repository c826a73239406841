// Onboarding state and the profile type mapping (spec section 4).
import type { ProfessionalKind, UserSubtype, UserType } from "./enums";

export type OnboardingState = "type" | "info" | "school" | "complete";

export interface OnboardingProfile {
  user_type: UserType;
  user_subtype: UserSubtype;
  first_name?: string | null;
  school?: string | null;
}

export function onboardingState(profile: OnboardingProfile): OnboardingState {
  if (profile.user_type === "unset" || profile.user_subtype === "unset") return "type";
  if (!profile.first_name) return "info";
  if (profile.user_subtype === "school_admin" && !profile.school) return "school";
  return "complete";
}

export const PROFILE_TILES = ["individual", "parent", "school", "dyslexia_professional"] as const;
export type ProfileTile = (typeof PROFILE_TILES)[number];

export interface ProfileTypeMapping {
  user_type: UserType;
  user_subtype: UserSubtype;
  professional: ProfessionalKind | null;
}

export function mapProfileTile(tile: ProfileTile, professional?: ProfessionalKind | null): ProfileTypeMapping {
  switch (tile) {
    case "individual":
      return { user_type: "individual", user_subtype: "individual", professional: null };
    case "parent":
      return { user_type: "parent", user_subtype: "parent", professional: null };
    case "school":
      return { user_type: "school", user_subtype: "school_admin", professional: null };
    case "dyslexia_professional":
      return { user_type: "organization", user_subtype: "organization_admin", professional: professional ?? "dyslexia_professional" };
  }
}
