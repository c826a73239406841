// Starts the reading settings (the typeface's fonts, other tabs' changes) and, once someone is signed in,
// keeps them in step with the profile. The profile code loads only for a signed-in reader.
import { lazy, Suspense, useEffect } from "react";
import { useAuth } from "../lib/auth-context";
import { startReadingSettings } from "../lib/reading-settings/reading-settings-store";

const ReadingSettingsSync = lazy(async () => ({ default: (await import("../lib/reading-settings/reading-settings-sync")).ReadingSettingsSync }));

export function ReadingSettingsRoot() {
  const { user } = useAuth();
  useEffect(() => startReadingSettings(), []);
  return user ? (
    <Suspense fallback={null}>
      <ReadingSettingsSync />
    </Suspense>
  ) : null;
}
