// The profiles collection: one document per user, id = uid.
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import type { ProfileFields } from "@readbright/domain/profile";
import { adminApp } from "../../../admin-app";
import { profileConverter, toProfileData } from "./profile-converter";
import { PROFILES } from "../../../db/collections";


function profileRef(uid: string) {
  return getFirestore(adminApp()).collection(PROFILES).doc(uid).withConverter(profileConverter);
}

/** The stored profile, or null; never creates one. */
export async function findProfile(uid: string): Promise<ProfileFields | null> {
  return (await profileRef(uid).get()).data() ?? null;
}

/** Reads the profile, creating it from `initial` in the same transaction when it does not exist yet. */
export async function getOrCreateProfile(uid: string, initial: ProfileFields): Promise<ProfileFields> {
  const ref = profileRef(uid);
  return getFirestore(adminApp()).runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const existing = snapshot.data();
    if (existing) return existing;
    tx.create(ref.withConverter(null), { ...toProfileData(initial), created_at: FieldValue.serverTimestamp(), updated_at: FieldValue.serverTimestamp() });
    return initial;
  });
}

/**
 * Applies `changes` (creating the profile from `initial` first if needed) and returns the result.
 * `check` sees the stored profile inside the transaction and may throw to refuse the change.
 */
export async function updateProfile(
  uid: string,
  initial: ProfileFields,
  patch: Partial<ProfileFields>,
  check: (current: ProfileFields | undefined) => void = () => {},
): Promise<ProfileFields> {
  const ref = profileRef(uid);
  // Optional fields the request left out are undefined; they must not overwrite stored values.
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<ProfileFields>;
  return getFirestore(adminApp()).runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const current = snapshot.data();
    check(current);
    const timestamps = current
      ? { updated_at: FieldValue.serverTimestamp() }
      : { created_at: FieldValue.serverTimestamp(), updated_at: FieldValue.serverTimestamp() };
    const written = current ? changes : { ...initial, ...changes };
    tx.set(ref.withConverter(null), { ...toProfileData(written), ...timestamps }, { merge: true });
    return { ...(current ?? initial), ...changes };
  });
}
