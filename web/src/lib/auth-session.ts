// What the always-loaded shell needs from Firebase Auth. Loaded with import() so the public pages stay light.
import { onIdTokenChanged, signOut } from "firebase/auth";
import type { User } from "firebase/auth";
import { auth } from "./firebase";

/**
 * Reports sign-in, sign-out and every refresh of the user (reload, new ID token). Refreshes matter:
 * verifying an email changes `emailVerified` on the same user object, and the guards must see it.
 */
export function watchUser(onChange: (user: User | null) => void): () => void {
  return onIdTokenChanged(auth, onChange);
}

export function signOutUser(): Promise<void> {
  return signOut(auth);
}

/** The signed-in user's ID token, or null when nobody is signed in. */
export async function currentIdToken(): Promise<string | null> {
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}
