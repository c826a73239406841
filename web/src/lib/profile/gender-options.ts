// The gender choices of the profile forms, in the spec's words.
import { GENDER_LABELS, GENDERS } from "@readbright/domain/enums";

export const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));
