// The language a new test is given (decision 50): what the grown-up picks in the dialog; else the language of
// the participant's last test, so a child who tested in Spanish is offered Spanish again; else the last
// choice on this device (a teacher of Spanish speakers chooses it once); else the language the app is in.
import { isTestLanguage } from "@readbright/domain/test-language";
import type { TestLanguage } from "@readbright/domain/test-language";
import { useCallback, useState } from "react";
import { useLocale } from "../../../lib/i18n/use-locale";

export const TEST_LANGUAGE_STORAGE_KEY = "readbright:test-language";

function storedTestLanguage(): TestLanguage | null {
  try {
    const value = localStorage.getItem(TEST_LANGUAGE_STORAGE_KEY);
    return isTestLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function useTestLanguage(previous?: TestLanguage | null): [TestLanguage, (language: TestLanguage) => void] {
  const locale = useLocale();
  const [stored] = useState(storedTestLanguage);
  const [chosen, setChosen] = useState<TestLanguage | null>(null);
  const choose = useCallback((language: TestLanguage) => {
    setChosen(language);
    try {
      localStorage.setItem(TEST_LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage refused (private mode, full): the choice lasts while the dialog is open.
    }
  }, []);
  return [chosen ?? previous ?? stored ?? locale, choose];
}
