// Changes the signed-in user's password: Firebase asks for a recent sign-in, so the current password
// re-authenticates first. Imported only by the settings page, which is loaded lazily (docs/decisions/0003).
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from "firebase/auth";
import { ERRORS } from "@readbright/domain/messages";
import { auth } from "../../../lib/firebase";

/** Rejects with ERRORS.noUserSignedIn when nobody is signed in, or with Firebase's error. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error(ERRORS.noUserSignedIn);
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  await updatePassword(user, newPassword);
}
