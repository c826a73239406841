// The language a test is taken in (decision 50): chosen when the test is created, kept on the result, and
// deciding which bank it is asked from, how typed answers are compared and which voices read it aloud.
// Results in different languages are never averaged or pooled together.
import { string } from "yup";
import { isLanguage, LANGUAGES } from "./languages";
import type { Language } from "./languages";

/** A test is taken in one of the languages ReadBright speaks (languages.ts). */
export const TEST_LANGUAGES = LANGUAGES;
export type TestLanguage = Language;

/** Every test stored before languages existed was English, and a request that names none is too. */
export const DEFAULT_TEST_LANGUAGE: TestLanguage = "en";

export const TEST_LANGUAGE_LABELS: Record<TestLanguage, string> = { en: "English", es: "Español" };

export const LANGUAGE_MESSAGES = {
  invalid: `language must be one of: ${TEST_LANGUAGES.join(", ")}`,
  mismatch: "language does not match the assessment's language",
} as const;

export const isTestLanguage: (value: unknown) => value is TestLanguage = isLanguage;

/** A stored value read back: anything but a known language (a document from before) is English. */
export function storedLanguage(value: unknown): TestLanguage {
  return isTestLanguage(value) ? value : DEFAULT_TEST_LANGUAGE;
}

/**
 * The optional `language` of a request body or query: exactly "en" or "es" (no case folding, no
 * trimming, never a number or a list); absent means the request leaves the choice to the server.
 */
export const testLanguageField = () =>
  string()
    .strict()
    .typeError(LANGUAGE_MESSAGES.invalid)
    .nonNullable(LANGUAGE_MESSAGES.invalid)
    .oneOf(TEST_LANGUAGES, LANGUAGE_MESSAGES.invalid)
    .optional();
