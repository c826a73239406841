// The word for the people an account tests (decision 36): a parent's children, a school's students, a
// professional's clients. "Participant" is the product's general word (spec section 1), kept only where
// there is no account to speak to, and for an individual, who tests themself.
import type { UserType } from "./enums";

export interface PeopleWords {
  /** "child" */
  one: string;
  /** "children" */
  many: string;
}

const WORDS: Partial<Record<UserType, PeopleWords>> = {
  parent: { one: "child", many: "children" },
  school: { one: "student", many: "students" },
  organization: { one: "client", many: "clients" },
};

export const GENERAL_WORDS: PeopleWords = { one: "participant", many: "participants" };

export function peopleWords(userType: UserType | null | undefined): PeopleWords {
  return (userType && WORDS[userType]) || GENERAL_WORDS;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A message in the account's words: every "participant(s)" becomes "child (children)", "student(s)" or
 * "client(s)", capitals kept. For messages written once for everyone, the server's errors among them.
 */
export function inPeopleWords(text: string, userType: UserType | null | undefined): string {
  const words = peopleWords(userType);
  if (words === GENERAL_WORDS) return text;
  return text
    .replace(/\bparticipants\b/g, words.many)
    .replace(/\bParticipants\b/g, capital(words.many))
    .replace(/\bparticipant\b/g, words.one)
    .replace(/\bParticipant\b/g, capital(words.one));
}

/** "Child", "Students": a word that starts a phrase. */
export function capitalise(word: string): string {
  return capital(word);
}
