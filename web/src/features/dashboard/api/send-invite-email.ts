// The invitation itself: Firebase's password-reset email, coming back to /reset-password?state=newUser
// (docs/decisions/0007). Firebase is imported on first use, so rendering the users page never loads it.
import { paths } from "../../../config/paths";

export const inviteLink = (): string => `${window.location.origin}${paths.resetPassword.href({ state: "newUser" })}`;

export async function sendInviteEmail(email: string): Promise<void> {
  const [{ sendPasswordResetEmail }, { auth }] = await Promise.all([import("firebase/auth"), import("../../../lib/firebase")]);
  await sendPasswordResetEmail(auth, email, { url: inviteLink() });
}
