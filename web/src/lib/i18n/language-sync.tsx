// Signed in: the account's language and the device's meet (decision 49). When the profile loads, a language
// saved in it wins (chosen on another device, or the last time here); a profile without one takes the
// device's. After that, switching the language on this device saves it to the profile, so the account's
// mail comes in it too.
import { useEffect, useRef } from "react";
import { useProfile } from "../profile/get-profile";
import { useUpdateProfile } from "../profile/update-profile";
import { activateLocale } from "./activate";
import { useLocale } from "./use-locale";

export function LanguageSync() {
  const { data: profile } = useProfile();
  const locale = useLocale();
  const updateProfile = useUpdateProfile();
  const adopted = useRef<string | null>(null);

  useEffect(() => {
    if (!profile) return;
    if (adopted.current !== profile.id) {
      adopted.current = profile.id;
      if (profile.language && profile.language !== locale) {
        void activateLocale(profile.language, { remember: true });
        return;
      }
    }
    if (profile.language === locale) return;
    updateProfile({ language: locale }).catch((error: unknown) => {
      console.warn("The language was kept on this device but not saved to the account", error);
    });
  }, [profile, locale, updateProfile]);

  return null;
}
