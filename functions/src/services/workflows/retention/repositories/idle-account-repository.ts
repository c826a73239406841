// What the idle-account job reads and writes: the Auth accounts a page at a time with when each was last
// used, and from the profile the warning's date (idle_warning_sent_at) and the account's language. The
// warning e-mail itself goes through the mail queue (services/mail).
import { getAuth } from "firebase-admin/auth";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { isLanguage } from "@readbright/domain/languages";
import type { Language } from "@readbright/domain/languages";
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

export interface IdleState {
  /** When the holder was last warned, or null. */
  warnedAt: Date | null;
  /** The language the account reads ReadBright in, or null until chosen. */
  language: Language | null;
}

/** What the job needs of a profile, in one read. */
export async function readIdleState(uid: string): Promise<IdleState> {
  const snapshot = await profile(uid).get();
  const sent = snapshot.get("idle_warning_sent_at") as unknown;
  const language = snapshot.get("language") as unknown;
  return { warnedAt: sent instanceof Timestamp ? sent.toDate() : null, language: isLanguage(language) ? language : null };
}

export async function markIdleWarning(uid: string, at: Date): Promise<void> {
  await profile(uid).set({ idle_warning_sent_at: Timestamp.fromDate(at) }, { merge: true });
}
