// Deletes the signed-in account (DELETE /api/profile/, contract: domain/src/api/profile.ts). The server
// asks for a sign-in moments old, so the password re-authenticates first and the token is renewed to
// carry it. Imported only by the settings page, which is loaded lazily (docs/decisions/0003).
import { EmailAuthProvider, reauthenticateWithCredential } from "firebase/auth";
import { deleteAccount } from "@readbright/domain/api/profile";
import type { DeleteAccountBody } from "@readbright/domain/api/profile";
import { ERRORS } from "@readbright/domain/messages";
import { apiClient } from "../../../lib/api-client";
import { auth } from "../../../lib/firebase";

/** A wrong password, as Firebase reports it, so the form can say which field is wrong. */
export class WrongPasswordError extends Error {
  override readonly name = "WrongPasswordError";
}

const WRONG_PASSWORD_CODES = new Set(["auth/wrong-password", "auth/invalid-credential", "auth/invalid-login-credentials"]);

export async function deleteMyAccount(password: string, confirmation: DeleteAccountBody): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error(ERRORS.noUserSignedIn);
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } catch (error) {
    if (WRONG_PASSWORD_CODES.has((error as { code?: string }).code ?? "")) throw new WrongPasswordError("The password is not correct.");
    throw error;
  }
  await user.getIdToken(true);
  await apiClient.request<void>(deleteAccount.href(), { method: "DELETE", body: confirmation, requireSignIn: true });
}
