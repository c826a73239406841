// How participant fields read in tables (spec section 2).
import { GENDER_LABELS } from "@readbright/domain/enums";
import type { Gender } from "@readbright/domain/enums";

export const NOT_AVAILABLE = "N/A";

export const orNotAvailable = (value: string | null | undefined): string => (value && value.trim() ? value : NOT_AVAILABLE);

export const genderLabel = (gender: Gender | null | undefined): string => (gender ? GENDER_LABELS[gender] : NOT_AVAILABLE);
