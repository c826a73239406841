// The invitation's emailed link is a Firebase email sign-in link: following it signs the invitee in with
// the invited address, proved by the link itself. A new account has no password yet; the accept page asks
// for one before joining (docs/decisions/0018).
import { getAdditionalUserInfo, isSignInWithEmailLink, signInWithEmailAndPassword, signInWithEmailLink, updatePassword } from "firebase/auth";
import { auth } from "../../../lib/firebase";

// Per tab: the account the link made still needs a password. A reload keeps asking; a new tab signed in
// some other way never does.
const NEEDS_PASSWORD = "readbright.invite-needs-password";

export function isInviteLink(href: string): boolean {
  return isSignInWithEmailLink(auth, href);
}

/** Signs in with the link; whether the account is new (the link made it, so it has no password). */
export async function signInWithInviteLink(email: string, href: string): Promise<boolean> {
  const credential = await signInWithEmailLink(auth, email, href);
  const isNew = getAdditionalUserInfo(credential)?.isNewUser === true;
  if (isNew) sessionStorage.setItem(NEEDS_PASSWORD, credential.user.uid);
  return isNew;
}

export function needsPassword(uid: string): boolean {
  return sessionStorage.getItem(NEEDS_PASSWORD) === uid;
}

/**
 * Sets the new account's password, then signs in with it: a password change ends the sessions before it
 * (the API checks tokens for revocation), so the session must be one that starts after it.
 */
export async function chooseFirstPassword(password: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error("No user is currently signed in");
  await updatePassword(user, password);
  await signInWithEmailAndPassword(auth, user.email, password);
  sessionStorage.removeItem(NEEDS_PASSWORD);
}

export function forgetNewAccount(): void {
  sessionStorage.removeItem(NEEDS_PASSWORD);
}
