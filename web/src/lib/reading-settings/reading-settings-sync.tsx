// Signed in: the device's reading settings and the profile's `reading_settings` meet, and the copy changed
// last wins (decision 30). A newer profile copy (chosen on another device) is applied here; a newer device
// copy (chosen on this page, or before signing in) is saved to the profile.
import { useEffect } from "react";
import { newerReadingSettings, sameReadingChoices } from "@readbright/domain/reading-settings";
import { useProfile } from "../profile/get-profile";
import { useUpdateProfile } from "../profile/update-profile";
import { replaceReadingSettings, useReadingSettings } from "./reading-settings-store";

/** Several clicks in a row become one save. */
const SAVE_DELAY_MS = 400;

export function ReadingSettingsSync() {
  const { data: profile } = useProfile();
  const device = useReadingSettings();
  const updateProfile = useUpdateProfile();

  useEffect(() => {
    if (!profile) return undefined;
    const saved = profile.reading_settings ?? null;
    const winner = newerReadingSettings(device, saved);
    if (saved && winner === saved) {
      if (!sameReadingChoices(saved, device)) replaceReadingSettings(saved);
      return undefined;
    }
    // Defaults never chosen (time 0) are not worth saving; an unverified or unfinished account cannot save yet.
    if (device.updated_at === 0 || (saved && device.updated_at === saved.updated_at)) return undefined;
    const timer = setTimeout(() => {
      updateProfile({ reading_settings: device }).catch((error: unknown) => {
        console.warn("Reading settings were kept on this device but not saved to the account", error);
      });
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [profile, device, updateProfile]);

  return null;
}
