// A test's language beside its date, for tests not in English (decision 50): the language named in itself.
import { storedLanguage, TEST_LANGUAGE_LABELS } from "@readbright/domain/test-language";
import type { TestLanguage } from "@readbright/domain/test-language";

export function TestLanguageTag({ language }: { language: TestLanguage | undefined }) {
  const shown = storedLanguage(language);
  if (shown === "en") return null;
  return (
    <span className="test-language-tag" lang={shown}>
      {TEST_LANGUAGE_LABELS[shown]}
    </span>
  );
}
