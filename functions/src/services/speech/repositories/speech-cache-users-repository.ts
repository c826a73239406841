// speech_cache_users/{cache file name}: which accounts asked for a cached phrase of their own words (issue
// 16). Words from the question bank are everyone's and are not traced; words an account typed may be
// personal (a child's name), so deleting the account deletes the phrases nobody else asked for.
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { SPEECH_CACHE_USERS } from "../../../db/collections";


const collection = () => getFirestore(adminApp()).collection(SPEECH_CACHE_USERS);

/** Notes that `uid` asked for the cached phrase `name`. */
export async function noteSpeechUser(name: string, uid: string): Promise<void> {
  await collection().doc(name).set({ users: FieldValue.arrayUnion(uid), updated_at: FieldValue.serverTimestamp() }, { merge: true });
}

/** The cached phrases `uid` asked for. */
export async function speechEntriesOf(uid: string): Promise<string[]> {
  const snapshot = await collection().where("users", "array-contains", uid).select().get();
  return snapshot.docs.map((doc) => doc.id);
}

/**
 * Takes `uid` off the phrase's users; when nobody else asked for it, `whenLast` runs (deleting the
 * audio) and then the record goes, so a retry after a failure finds the record and tries again.
 */
export async function forgetSpeechUser(name: string, uid: string, whenLast: () => Promise<void>): Promise<void> {
  const ref = collection().doc(name);
  const users = ((await ref.get()).get("users") as string[] | undefined) ?? [];
  if (users.some((other) => other !== uid)) {
    await ref.update({ users: FieldValue.arrayRemove(uid) });
    return;
  }
  await whenLast();
  // Someone may have asked for it meanwhile: only the record that still names nobody else goes.
  await getFirestore(adminApp()).runTransaction(async (tx) => {
    const now = ((await tx.get(ref)).get("users") as string[] | undefined) ?? [];
    if (now.some((other) => other !== uid)) tx.update(ref, { users: FieldValue.arrayRemove(uid) });
    else tx.delete(ref);
  });
}
