// The signed-in account's word for the people it tests (child, student, client; decision 36), and a way
// to put any message in those words.
import { inPeopleWords, peopleWords } from "@readbright/domain/people-words";
import type { PeopleWords } from "@readbright/domain/people-words";
import { useProfile } from "../lib/profile/get-profile";

export interface AccountWords extends PeopleWords {
  /** The message with "participant(s)" in the account's words. */
  say(message: string): string;
}

export function usePeopleWords(): AccountWords {
  const userType = useProfile().data?.user_type;
  return { ...peopleWords(userType), say: (message) => inPeopleWords(message, userType) };
}
