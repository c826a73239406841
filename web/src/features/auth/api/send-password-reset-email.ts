// Ask Firebase to email a password reset link that comes back to /reset-password.
import { sendPasswordResetEmail } from "firebase/auth";
import { paths } from "../../../config/paths";
import { auth } from "../../../lib/firebase";
import { currentLocale } from "../../../lib/i18n/activate";

export function sendPasswordReset(email: string): Promise<void> {
  // Firebase writes the email from its template in this language.
  auth.languageCode = currentLocale();
  return sendPasswordResetEmail(auth, email, { url: `${window.location.origin}${paths.resetPassword.href()}` });
}
