// Public pages have an address per language (docs/decisions/0049): English at /about, Spanish at /es/about
// (the home page at /es). They are prerendered in both. The app's pages have one address and switch
// language in place.
import { matchPath } from "react-router-dom";
import { paths } from "../../config/paths";
import type { Locale } from "./locales";
import { SOURCE_LOCALE } from "./locales";

/** The public pages, by their English address. */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  paths.home.href(),
  paths.about.href(),
  paths.dyslexia.href(),
  paths.contactUs.href(),
  paths.terms.href(),
  paths.privacy.href(),
  paths.evidence.href(),
];

const PREFIX: Record<Locale, string> = { en: "", es: "/es" };

/** The language an address names, and the address without its language prefix. */
export function splitLocalePath(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/es(\/.*)?$/.exec(pathname);
  if (match) return { locale: "es", path: match[1] ?? "/" };
  return { locale: null, path: pathname };
}

/** Whether `pathname` is a public page, in any language. */
export function isPublicPage(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  return PUBLIC_PAGE_PATHS.some((pattern) => matchPath(pattern, path) !== null);
}

/** `path`, an English public address such as "/about", in `locale`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return path;
  return path === "/" ? PREFIX[locale] : `${PREFIX[locale]}${path}`;
}

/** A link target in `locale`: a public page's address in that language, any other target as it is. */
export function localizedHref(to: string, locale: Locale): string {
  const at = to.search(/[?#]/);
  const path = at === -1 ? to : to.slice(0, at);
  if (!isPublicPage(path) || splitLocalePath(path).locale !== null) return to;
  return localizedPath(path, locale) + (at === -1 ? "" : to.slice(at));
}
