// How participant fields read in tables (spec section 2), in the language in force (or `i18n`'s).
import { i18n as inForce } from "@lingui/core";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { GENDER_LABELS } from "@readbright/domain/enums";
import type { Gender } from "@readbright/domain/enums";
import { translateDomainText } from "../lib/i18n/domain-text";

/** "N/A": show it with i18n._ or t. */
export const NOT_AVAILABLE_MESSAGE = msg`N/A`;

export const orNotAvailable = (value: string | null | undefined, i18n: I18n = inForce): string => (value && value.trim() ? value : i18n._(NOT_AVAILABLE_MESSAGE));

export const genderLabel = (gender: Gender | null | undefined, i18n: I18n = inForce): string =>
  gender ? translateDomainText(GENDER_LABELS[gender], i18n.locale) : i18n._(NOT_AVAILABLE_MESSAGE);
