// The language a new test is given (decision 50): the grown-up's last choice on this device, else the
// language the app is shown in. Remembered per device, so a teacher of Spanish speakers chooses it once.
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

export function useTestLanguage(): [TestLanguage, (language: TestLanguage) => void] {
  const locale = useLocale();
  const [chosen, setChosen] = useState(storedTestLanguage);
  const choose = useCallback((language: TestLanguage) => {
    setChosen(language);
    try {
      localStorage.setItem(TEST_LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage refused (private mode, full): the choice lasts while the dialog is open.
    }
  }, []);
  return [chosen ?? locale, choose];
}
