// Verify an email address with the action code from the verification link.
import { applyActionCode, reload } from "firebase/auth";
import { auth } from "../../../lib/firebase";

export async function applyVerificationCode(oobCode: string): Promise<void> {
  await applyActionCode(auth, oobCode);
  await auth.authStateReady();
  const user = auth.currentUser;
  // The link may be opened signed out (another browser, say): the code alone verifies the address.
  if (!user) return;
  // The verified flag lives on the server until the user is reloaded; reloading notifies AuthProvider, so the
  // guards see it at once. The API reads email_verified from the ID token, so fetch a fresh one too.
  await reload(user);
  await user.getIdToken(true);
}
