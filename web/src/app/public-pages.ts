// The public pages that are prerendered to HTML at build time and open without Firebase Auth unless the
// visitor was signed in (docs/decisions/0031). Every other page starts Auth at once, as before.
import { matchPath } from "react-router-dom";
import { paths } from "../config/paths";

export const PRERENDERED_PATHS: readonly string[] = [
  paths.home.href(),
  paths.about.href(),
  paths.dyslexia.href(),
  paths.contactUs.href(),
  paths.terms.href(),
  paths.privacy.href(),
  paths.evidence.href(),
];

export function isPrerenderedPage(pathname: string): boolean {
  return PRERENDERED_PATHS.some((path) => matchPath(path, pathname) !== null);
}
