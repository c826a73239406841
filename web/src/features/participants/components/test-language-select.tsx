// The 'Test language' choice where a test is given: each language named in itself, in its own `lang`.
import { useLingui } from "@lingui/react/macro";
import { isTestLanguage, TEST_LANGUAGE_LABELS, TEST_LANGUAGES } from "@readbright/domain/test-language";
import type { TestLanguage } from "@readbright/domain/test-language";
import { useId } from "react";

interface TestLanguageSelectProps {
  value: TestLanguage;
  onChange: (language: TestLanguage) => void;
}

export function TestLanguageSelect({ value, onChange }: TestLanguageSelectProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t`Test language`}
      </label>
      <select id={id} className="field__input" value={value} onChange={(event) => isTestLanguage(event.target.value) && onChange(event.target.value)}>
        {TEST_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {TEST_LANGUAGE_LABELS[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
