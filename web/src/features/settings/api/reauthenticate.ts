// Signs the person in again with their password, and renews the ID token so it carries the new sign-in
// time: the server asks for a sign-in minutes old before deleting an account or handing out its data.
import { EmailAuthProvider, reauthenticateWithCredential } from "firebase/auth";
import { ERRORS } from "@readbright/domain/messages";
import { auth } from "../../../lib/firebase";

/** A wrong password, as Firebase reports it, so the form can say which field is wrong. */
export class WrongPasswordError extends Error {
  override readonly name = "WrongPasswordError";
}

const WRONG_PASSWORD_CODES = new Set(["auth/wrong-password", "auth/invalid-credential", "auth/invalid-login-credentials"]);

export async function reauthenticate(password: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error(ERRORS.noUserSignedIn);
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } catch (error) {
    if (WRONG_PASSWORD_CODES.has((error as { code?: string }).code ?? "")) throw new WrongPasswordError("The password is not correct.");
    throw error;
  }
  await user.getIdToken(true);
}
