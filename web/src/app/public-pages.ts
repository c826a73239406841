// The public pages that are prerendered to HTML at build time, in English and in Spanish (decisions 31 and
// 49), and open without Firebase Auth unless the visitor was signed in. Every other page starts Auth at once.
import { paths } from "../config/paths";
import type { CatalogName } from "../lib/i18n/catalogs";
import { isPublicPage, PUBLIC_PAGE_PATHS } from "../lib/i18n/public-address";

export const PRERENDERED_PATHS: readonly string[] = PUBLIC_PAGE_PATHS;

export function isPrerenderedPage(pathname: string): boolean {
  return isPublicPage(pathname);
}

/**
 * The message catalogs each public page reads besides the shell's (web/lingui.config.ts), by English address:
 * the home page only its own, every other page the shared code's ("common") too.
 */
export const PUBLIC_PAGE_CATALOGS: Record<string, CatalogName[]> = {
  [paths.home.href()]: ["marketing"],
  [paths.about.href()]: ["common", "marketing", "marketing-about"],
  [paths.dyslexia.href()]: ["common", "marketing", "marketing-about"],
  [paths.contactUs.href()]: ["common", "contact"],
  [paths.terms.href()]: ["common", "marketing", "marketing-legal"],
  [paths.privacy.href()]: ["common", "marketing", "marketing-legal"],
  [paths.evidence.href()]: ["common", "evidence"],
};
