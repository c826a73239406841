// Starts the reading settings (the typeface's fonts, other tabs' changes) and, once someone is signed in,
// keeps them and the language (lib/i18n/language-sync.tsx) in step with the profile. Both load after the first paint: index.html's inline script has
// already put the stored settings on <html>, so the home page's first load carries none of this code.
import { lazy, Suspense, useEffect } from "react";
import { useAuth } from "../lib/auth-context";

const ReadingSettingsSync = lazy(async () => ({ default: (await import("../lib/reading-settings/reading-settings-sync")).ReadingSettingsSync }));
const LanguageSync = lazy(async () => ({ default: (await import("../lib/i18n/language-sync")).LanguageSync }));

export function ReadingSettingsRoot() {
  const { user } = useAuth();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("../lib/reading-settings/reading-settings-store").then(({ startReadingSettings }) => {
      if (!cancelled) stop = startReadingSettings();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  // patchProfile needs a verified email; until then the settings stay on the device.
  return user?.emailVerified ? (
    <Suspense fallback={null}>
      <ReadingSettingsSync />
      <LanguageSync />
    </Suspense>
  ) : null;
}
