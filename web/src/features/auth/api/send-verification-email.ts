// Send the signed-in user another verification email, at most once a minute from this browser.
import { sendEmailVerification } from "firebase/auth";
import { ERRORS } from "@readbright/domain/messages";
import { auth } from "../../../lib/firebase";
import { currentLocale } from "../../../lib/i18n/activate";
import { RESEND_TOO_SOON_ERROR } from "../utils/auth-error-messages";
import { markVerificationSent, secondsUntilResend } from "../utils/verification-cooldown";

export async function resendVerificationEmail(): Promise<void> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new Error(ERRORS.noUserSignedIn);
  // The button counts down too; this catches a send from another tab, which shares the stored time.
  if (secondsUntilResend() > 0) throw new Error(RESEND_TOO_SOON_ERROR);
  // Firebase writes the email from its template in this language.
  auth.languageCode = currentLocale();
  await sendEmailVerification(user);
  markVerificationSent();
}
