// The invitation's email: Firebase's sign-in link to the invited address, coming back to /accept-invite,
// where the invitee chooses a password and accepts or declines (docs/decisions/0018). A link is all an
// address without an account can be sent; following it proves the address. Firebase is imported on
// first use, so rendering the users page never loads it.
import { paths } from "../../../config/paths";

export const inviteLink = (email: string): string => `${window.location.origin}${paths.acceptInvite.href({ email })}`;

export async function sendInviteEmail(email: string): Promise<void> {
  const [{ sendSignInLinkToEmail }, { auth }] = await Promise.all([import("firebase/auth"), import("../../../lib/firebase")]);
  await sendSignInLinkToEmail(auth, email, { url: inviteLink(email), handleCodeInApp: true });
}
