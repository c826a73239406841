// The signed-in account's word for the people it tests (child, student, client; decision 36), and a way
// to put any message in those words, in the language in force (the domain's phrases, lib/i18n/domain-text.ts).
import { inPeopleWords, peopleWords } from "@readbright/domain/people-words";
import type { PeopleWords } from "@readbright/domain/people-words";
import { useDomainPhrase } from "../lib/i18n/domain-text";
import { useProfile } from "../lib/profile/get-profile";

export interface AccountWords extends PeopleWords {
  /** The message (a domain or server message in the language in force) with "participant(s)" in the account's words. */
  say(message: string): string;
}

export function usePeopleWords(): AccountWords {
  const userType = useProfile().data?.user_type;
  const phrase = useDomainPhrase();
  const say = phrase(inPeopleWords);
  return { ...phrase(peopleWords)(userType), say: (message) => say(message, userType) };
}
