// An assessment's name wherever figures are shown for it: its age band, version and language ("Ages 8 to 10,
// version 1, Spanish test"), in the reader's language. Each language's test is its own assessment, and
// its figures are never pooled with another's (decision 50), so the name always says which it is.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TestLanguage } from "@readbright/domain/test-language";

const TEST_NAMES: Record<TestLanguage, MessageDescriptor> = {
  en: msg`English test`,
  es: msg`Spanish test`,
};

/** `band` is the band's label already in the reader's language (useDomainText). */
export function assessmentName(i18n: I18n, band: string, version: number, language: TestLanguage): string {
  const test = i18n._(TEST_NAMES[language]);
  return i18n._(msg`${band}, version ${version}, ${test}`);
}
