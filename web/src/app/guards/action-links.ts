// Firebase's email action links point at the app's origin in production, with a \`mode\` saying what they are
// for: they go to their page, query and all, from whichever page they open on (the home page included).
import { matchPath } from "react-router-dom";
import { paths } from "../../config/paths";
import { withCarriedQuery } from "../../lib/carry-query";

/** Pages that handle the Firebase email action links, by the link's \`mode\`. */
const ACTION_PAGES: Record<string, string> = {
  resetPassword: paths.resetPassword.path,
  verifyEmail: paths.verifyEmail.path,
  // An invitation's sign-in link (docs/decisions/0018).
  signIn: paths.acceptInvite.path,
};

/** The page an email action link in \`search\` belongs on, if any. */
export function actionPageOf(search: string): string | undefined {
  const mode = new URLSearchParams(search).get("mode");
  return mode !== null ? ACTION_PAGES[mode] : undefined;
}

/** Where an action link opened at \`pathname\` must go instead, or null when it is on its page (or is none). */
export function actionLinkRedirect(pathname: string, search: string): string | null {
  const actionPage = actionPageOf(search);
  if (actionPage === undefined || matchPath(actionPage, pathname) !== null) return null;
  return withCarriedQuery(actionPage, { pathname, search });
}
