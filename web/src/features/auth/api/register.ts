// Sign up with Firebase Auth and send the verification email.
import { createUserWithEmailAndPassword, sendEmailVerification } from "firebase/auth";
import { auth } from "../../../lib/firebase";
import { currentLocale } from "../../../lib/i18n/activate";
import { markVerificationSent } from "../utils/verification-cooldown";

export interface RegisterInput {
  email: string;
  password: string;
}

export interface RegisterResult {
  email: string;
  /** False when the account exists but the email could not be sent; the verify page can resend it. */
  verificationSent: boolean;
}

export async function registerWithEmail({ email, password }: RegisterInput): Promise<RegisterResult> {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  // Firebase writes the email from its template in this language.
  auth.languageCode = currentLocale();
  try {
    await sendEmailVerification(user);
  } catch {
    // The account was created and the user is signed in; failing here would only make them retry into
    // 'already registered'. The verify-email page offers to send it again.
    return { email: user.email ?? email, verificationSent: false };
  }
  markVerificationSent();
  return { email: user.email ?? email, verificationSent: true };
}
