// Ask Firebase to email a password reset link that comes back to /reset-password.
import { sendPasswordResetEmail } from "firebase/auth";
import { paths } from "../../../config/paths";
import { auth } from "../../../lib/firebase";

export function sendPasswordReset(email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email, { url: `${window.location.origin}${paths.resetPassword.href()}` });
}
