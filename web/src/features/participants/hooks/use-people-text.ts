// The account's word for the people it tests (decision 36) in the language in force: in English exactly the
// shared usePeopleWords (domain/src/people-words.ts); in another language the translated words, and `say`
// swaps the translated "participant(s)" of a message for them. The Spanish messages use the generic
// masculine ("el participante", "los participantes"), which "niño", "estudiante" and "cliente" all fit.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { UserType } from "@readbright/domain/enums";
import { capitalise, inPeopleWords, peopleWords } from "@readbright/domain/people-words";
import type { PeopleWords } from "@readbright/domain/people-words";
import { useProfile } from "../../../lib/profile/get-profile";

type Kind = "parent" | "school" | "organization" | "general";

const WORDS: Record<Kind, { one: MessageDescriptor; many: MessageDescriptor }> = {
  parent: { one: msg({ message: "child", context: "people word" }), many: msg({ message: "children", context: "people word" }) },
  school: { one: msg({ message: "student", context: "people word" }), many: msg({ message: "students", context: "people word" }) },
  organization: { one: msg({ message: "client", context: "people word" }), many: msg({ message: "clients", context: "people word" }) },
  general: { one: msg({ message: "participant", context: "people word" }), many: msg({ message: "participants", context: "people word" }) },
};

const kindOf = (userType: UserType | null | undefined): Kind =>
  userType === "parent" || userType === "school" || userType === "organization" ? userType : "general";

const wordsOf = (i18n: I18n, kind: Kind): PeopleWords => ({ one: i18n._(WORDS[kind].one), many: i18n._(WORDS[kind].many) });

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** `word` alone, not inside another word (\b knows no accented letters). */
const whole = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}_])${escape(word)}(?![\\p{L}\\p{N}_])`, "gu");

/** `text` with the translated "participant(s)" in the words of `kind`, capitals kept. */
function translatedPeopleWords(text: string, i18n: I18n, kind: Kind): string {
  if (kind === "general") return text;
  const general = wordsOf(i18n, "general");
  const words = wordsOf(i18n, kind);
  return text
    .replace(whole(general.many), words.many)
    .replace(whole(capitalise(general.many)), capitalise(words.many))
    .replace(whole(general.one), words.one)
    .replace(whole(capitalise(general.one)), capitalise(words.one));
}

export interface PeopleText extends PeopleWords {
  /** A message (already in the language in force) with "participant(s)" in the account's words. */
  say(message: string): string;
}

/** The people words of `userType` in the language of `i18n`. */
export function peopleText(i18n: I18n, userType: UserType | null | undefined): PeopleText {
  if (i18n.locale === "en") return { ...peopleWords(userType), say: (message) => inPeopleWords(message, userType) };
  const kind = kindOf(userType);
  return { ...wordsOf(i18n, kind), say: (message) => translatedPeopleWords(message, i18n, kind) };
}

/** The signed-in account's people words in the language in force. */
export function usePeopleText(): PeopleText {
  const { i18n } = useLingui();
  return peopleText(i18n, useProfile().data?.user_type);
}
