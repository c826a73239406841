// The caller's profile as the participants API needs it: type, scope (school, organization) and, for an
// individual, the fields their own participant is made from. Read only: it never creates a profile.
import { getFirestore } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { fromProfileData } from "./profile-converter";
import { PROFILES } from "../../../db/collections";
import type { CallerProfile } from "../caller-profile";

const nonEmpty = (value: string | null) => (value === "" ? null : value);

export async function readCallerProfile(uid: string): Promise<CallerProfile> {
  const snapshot = await getFirestore(adminApp()).collection(PROFILES).doc(uid).get();
  const fields = fromProfileData(snapshot.data() ?? {});
  return {
    uid,
    first_name: fields.first_name,
    last_name: fields.last_name,
    gender: fields.gender,
    date_of_birth: fields.date_of_birth,
    school: nonEmpty(fields.school),
    organization: nonEmpty(fields.organization),
    user_type: fields.user_type,
    user_subtype: fields.user_subtype,
    // What the account reads ReadBright in: its exports and mail too (null until chosen: English).
    language: fields.language,
  };
}
