// The language switch at the top of every page (site header, assessment player): the other language, named
// in itself. On a public page it is a link to that page's address in the other language (decision 49); on
// the app's pages it switches in place. Either way the choice is kept on the device, and `onChosen` lets a
// signed-in page keep it in the profile too.
import { Link, useLocation } from "react-router-dom";
import { activateLocale } from "../../lib/i18n/activate";
import { LOCALE_NAMES, storeLocale } from "../../lib/i18n/locales";
import type { Locale } from "../../lib/i18n/locales";
import { isPublicPage, localizedPath, splitLocalePath } from "../../lib/i18n/public-address";
import { useLocale } from "../../lib/i18n/use-locale";
import "./language-switch.css";

const OTHER: Record<Locale, Locale> = { en: "es", es: "en" };
const SHORT: Record<Locale, string> = { en: "EN", es: "ES" };

function Label({ locale }: { locale: Locale }) {
  return (
    <>
      <span className="language-switch__short" aria-hidden="true">
        {SHORT[locale]}
      </span>
      <span className="language-switch__name">{LOCALE_NAMES[locale]}</span>
    </>
  );
}

/** `named` shows the other language's whole name (where there is room) rather than "ES" or "EN". */
export function LanguageSwitch({ onChosen, named = false }: { onChosen?: (locale: Locale) => void; named?: boolean }) {
  const locale = useLocale();
  const other = OTHER[locale];
  const className = named ? "header-tool language-switch language-switch--named" : "header-tool language-switch";
  const { pathname, search, hash } = useLocation();

  if (isPublicPage(pathname)) {
    const { path } = splitLocalePath(pathname);
    return (
      <Link
        className={className}
        title={LOCALE_NAMES[other]}
        to={`${localizedPath(path, other)}${search}${hash}`}
        lang={other}
        hrefLang={other}
        aria-label={LOCALE_NAMES[other]}
        onClick={() => {
          storeLocale(other);
          onChosen?.(other);
        }}
      >
        <Label locale={other} />
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      title={LOCALE_NAMES[other]}
      lang={other}
      aria-label={LOCALE_NAMES[other]}
      onClick={() => {
        void activateLocale(other, { remember: true });
        onChosen?.(other);
      }}
    >
      <Label locale={other} />
    </button>
  );
}
