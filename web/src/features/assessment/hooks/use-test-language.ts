// The player speaks the test's language (decision 50): a Spanish test opens in Spanish whatever the app's
// language was, so a child never sees the player's words in one language and the questions in another. The
// switch is for this page only, not the reader's choice: it is not kept on the device, and nothing is put
// back on leaving. Once settled, a grown-up may switch the player's words (the header's switch) without
// this switching them back.
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import type { TestLanguage } from "@readbright/domain/test-language";
import { useEffect, useState } from "react";
import { activateLocale } from "../../../lib/i18n/activate";
import { useLocale } from "../../../lib/i18n/use-locale";

/** The language a result's test is taken in; a result stored before languages is English. */
export function testLanguage(result: Pick<ResultResponse, "language">): TestLanguage {
  return result.language ?? "en";
}

/**
 * Switches to `result`'s language once it has come, its catalogs loaded first. False until the page may
 * render in it (and while there is no result). If the catalogs cannot be loaded, the page goes on in the
 * language in force rather than waiting for ever.
 */
export function useTestLanguage(result: Pick<ResultResponse, "id" | "language"> | undefined): boolean {
  const locale = useLocale();
  const id = result?.id;
  const language = result ? testLanguage(result) : undefined;
  /** The result whose language is settled on this page. */
  const [settled, setSettled] = useState<string | null>(null);
  // Settled once the page is in the test's language, however it came to be.
  if (id !== undefined && settled !== id && language === locale) setSettled(id);

  useEffect(() => {
    if (id === undefined || language === undefined || settled === id || language === locale) return;
    let live = true;
    const settle = () => {
      if (live) setSettled(id);
    };
    activateLocale(language).then(settle, settle);
    return () => {
      live = false;
    };
  }, [id, language, locale, settled]);

  if (id === undefined) return false;
  return settled === id || language === locale;
}
