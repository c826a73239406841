// What the idle-account job reads and writes: the Auth accounts a page at a time with when
// each was last used and the warning's date on the profile (idle_warning_sent_at). The warning e-mail
// itself goes through the mail queue (services/mail).
import { getAuth } from "firebase-admin/auth";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { adminApp } from "../../../../admin-app";
import { PROFILES } from "../../../../db/collections";

export interface AccountActivity {
  uid: string;
  email: string;
  /** The last sign-in, or the creation of an account never signed in to. */
  lastActive: Date;
}

const AUTH_PAGE = 1000;

export async function* accountPages(): AsyncGenerator<AccountActivity[]> {
  let pageToken: string | undefined;
  do {
    const page = await getAuth(adminApp()).listUsers(AUTH_PAGE, pageToken);
    yield page.users.map((user) => ({
      uid: user.uid,
      email: user.email ?? "",
      lastActive: new Date(user.metadata.lastSignInTime || user.metadata.creationTime),
    }));
    pageToken = page.pageToken;
  } while (pageToken);
}

function profile(uid: string) {
  return getFirestore(adminApp()).collection(PROFILES).doc(uid);
}

export async function readIdleWarning(uid: string): Promise<Date | null> {
  const sent = (await profile(uid).get()).get("idle_warning_sent_at") as unknown;
  return sent instanceof Timestamp ? sent.toDate() : null;
}

export async function markIdleWarning(uid: string, at: Date): Promise<void> {
  await profile(uid).set({ idle_warning_sent_at: Timestamp.fromDate(at) }, { merge: true });
}
