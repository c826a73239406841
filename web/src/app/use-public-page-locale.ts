// A public page in the reader's language (decision 49): one whose address is in another language moves to
// the address in theirs (a first visit follows the browser's language), and the language it is read in
// becomes the device's choice, which the app's pages then open in.
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { activateLocale } from "../lib/i18n/activate";
import { preferredPublicLocale } from "../lib/i18n/initial-locale";
import { SOURCE_LOCALE } from "../lib/i18n/locales";
import { isPublicPage, localizedPath, splitLocalePath } from "../lib/i18n/public-address";

export function usePublicPageLocale(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isPublicPage(pathname)) return;
    const { locale, path } = splitLocalePath(pathname);
    const here = locale ?? SOURCE_LOCALE;
    const wanted = preferredPublicLocale(pathname);
    void activateLocale(wanted, { remember: true }).then(() => {
      if (wanted !== here) void navigate(`${localizedPath(path, wanted)}${search}${hash}`, { replace: true });
    });
  }, [pathname, search, hash, navigate]);
}
