// The public pages that are prerendered to HTML at build time, in English and in Spanish (decisions 31 and
// 49), and open without Firebase Auth unless the visitor was signed in. Every other page starts Auth at once.
import { isPublicPage, PUBLIC_PAGE_PATHS } from "../lib/i18n/public-address";

export const PRERENDERED_PATHS: readonly string[] = PUBLIC_PAGE_PATHS;

export function isPrerenderedPage(pathname: string): boolean {
  return isPublicPage(pathname);
}
