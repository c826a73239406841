// The schools collection. A school and its admin's profile.school are written together or not at all.
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import type { ProfileFields } from "@readbright/domain/profile";
import type { School } from "@readbright/domain/school";
import { adminApp } from "../../../admin-app";
import { profileConverter } from "./profile-converter";
import { PROFILES, SCHOOLS } from "../../../db/collections";


export type NewSchool = Omit<School, "id">;

/**
 * Reads the admin's profile, lets `check` refuse (it throws), then creates `schools/{id}` and points
 * profile.school at it, all in one transaction: two requests at once cannot both register a school.
 */
export async function createSchoolForAdmin(
  adminUid: string,
  school: NewSchool,
  check: (profile: ProfileFields | null) => void,
): Promise<School> {
  const db = getFirestore(adminApp());
  const profileRef = db.collection(PROFILES).doc(adminUid).withConverter(profileConverter);
  const schoolRef = db.collection(SCHOOLS).doc();
  return db.runTransaction(async (tx) => {
    const profile = (await tx.get(profileRef)).data() ?? null;
    check(profile);
    const now = FieldValue.serverTimestamp();
    // No students yet, so every class is listed (participants/repositories/school-classes-repository.ts).
    tx.create(schoolRef, { ...school, admin_uid: adminUid, grades: [], sections: [], classes_listed: true, created_at: now, updated_at: now });
    tx.update(profileRef.withConverter(null), { school: schoolRef.id, updated_at: now });
    return { id: schoolRef.id, ...school };
  });
}

/** Deletes a school's document (its students are deleted first, by the account deletion). */
export async function deleteSchool(id: string): Promise<void> {
  const db = getFirestore(adminApp());
  await db.recursiveDelete(db.collection(SCHOOLS).doc(id));
}

/** The school's name, or null when there is no such school. */
export async function findSchoolName(id: string): Promise<string | null> {
  const name = (await getFirestore(adminApp()).collection(SCHOOLS).doc(id).get()).get("name") as unknown;
  return typeof name === "string" ? name : null;
}
