// What the profile routes and accepting an invitation answer: the caller's profile (domain/src/profile.ts).
import { GENDERS, PROFESSIONAL_KINDS, USER_SUBTYPES, USER_TYPES } from "../../enums";
import { LANGUAGES } from "../../languages";
import type { OnboardingState } from "../../onboarding";
import type { Profile } from "../../profile";
import { LINE_SPACINGS, SPACINGS, TEXT_SIZES, TINTS, TYPEFACES } from "../../reading-settings";
import type { ReadingSettings } from "../../reading-settings";
import { closed, count, flag, oneOf, optionalText, text } from "./schema";

const ONBOARDING_STATES = ["type", "info", "school", "complete"] as const satisfies readonly OnboardingState[];

const readingSettings = closed<ReadingSettings>({
  typeface: oneOf(TYPEFACES),
  text_size: oneOf(TEXT_SIZES),
  spacing: oneOf(SPACINGS),
  line_spacing: oneOf(LINE_SPACINGS),
  tint: oneOf(TINTS),
  reduced_motion: flag,
  updated_at: count,
});

export const profileResponse = closed<Profile>({
  id: text,
  onboarding_state: oneOf(ONBOARDING_STATES),
  first_name: optionalText,
  last_name: optionalText,
  gender: oneOf(GENDERS).nullable(),
  date_of_birth: optionalText,
  city: optionalText,
  country: optionalText,
  school: optionalText,
  organization: optionalText,
  email: optionalText,
  user_type: oneOf(USER_TYPES),
  user_subtype: oneOf(USER_SUBTYPES),
  professional: oneOf(PROFESSIONAL_KINDS).nullable(),
  reading_settings: readingSettings.nullable().optional(),
  language: oneOf(LANGUAGES).nullable().optional(),
});
