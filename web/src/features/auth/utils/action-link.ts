// Reads the query of a Firebase email action link (spec section 2: oobCode, mode, optional state=newUser).

export type ActionMode = "resetPassword" | "verifyEmail";

export interface ActionLink {
  mode: string | null;
  oobCode: string | null;
  /** An invited user setting a first password rather than someone resetting a forgotten one. */
  newUser: boolean;
}

function continueUrlSaysNewUser(continueUrl: string | null): boolean {
  if (!continueUrl) return false;
  try {
    return new URL(continueUrl, "http://localhost").searchParams.get("state") === "newUser";
  } catch {
    return false;
  }
}

export function readActionLink(query: URLSearchParams): ActionLink {
  return {
    mode: query.get("mode"),
    oobCode: query.get("oobCode") || null,
    // When Firebase's handler URL is the app itself, an invite's ?state=newUser arrives inside continueUrl.
    newUser: query.get("state") === "newUser" || continueUrlSaysNewUser(query.get("continueUrl")),
  };
}

/** The action code, when the link carries one for this kind of action (a missing mode is tolerated). */
export function actionCodeFor(link: ActionLink, mode: ActionMode): string | null {
  return link.oobCode && (link.mode === null || link.mode === mode) ? link.oobCode : null;
}
