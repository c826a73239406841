// The gender choices of the profile forms, in the spec's words, each label read in the language in force.
import { GENDER_LABELS, GENDERS } from "@readbright/domain/enums";
import type { Gender } from "@readbright/domain/enums";
import { currentLocale } from "../i18n/activate";
import { translateDomainText } from "../i18n/domain-text";

export const GENDER_OPTIONS: readonly { readonly value: Gender; readonly label: string }[] = GENDERS.map((value) => ({
  value,
  get label() {
    return translateDomainText(GENDER_LABELS[value], currentLocale());
  },
}));
