// The demo school's invited teachers (issue 11), written as an invite through POST /api/subusers/ and
// its acceptance leave them (functions/src/repositories/subuser-repository.ts): an Auth account and a
// profile in the admin's school naming the admin in invited_by. The accepted teacher has a password,
// a verified address and a name, so the Users page shows them Accepted and they see the school's
// students; the pending one has neither a password nor a name yet.
//
// Idempotent like the demo participants: if any demo teacher's profile exists nothing is written, so a
// teacher deleted from the Users page stays deleted (delete both and the next start invites them again).
import { Timestamp } from "firebase-admin/firestore";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TEACHERS } from "./demo-accounts.mjs";
import { DAY_MS, startOfUtcDay } from "./seed-demo-dates.mjs";

const HOUR_MS = 60 * 60 * 1000;

/** The profile document, as the invite writes it and the invitee's profile info completes it. */
export function teacherProfileData(teacher, seedDay) {
  const admin = DEMO_ACCOUNTS.find((account) => account.uid === teacher.invited_by);
  // Invited after lessons; an accepted invite was taken up the next evening.
  const invited = Timestamp.fromMillis(seedDay - teacher.invited_days_ago * DAY_MS + 16 * HOUR_MS);
  const info = teacher.profile;
  return {
    first_name: info?.first_name ?? null,
    last_name: info?.last_name ?? null,
    gender: info?.gender ?? null,
    date_of_birth: info ? Timestamp.fromDate(new Date(`${info.date_of_birth}T00:00:00Z`)) : null,
    city: info?.city ?? null,
    country: info?.country ?? null,
    school: admin.school.id,
    organization: null,
    email: teacher.email,
    user_type: "school",
    user_subtype: "school_user",
    professional: null,
    invited_by: admin.uid,
    created_at: invited,
    updated_at: info ? Timestamp.fromMillis(invited.toMillis() + DAY_MS + 3 * HOUR_MS) : invited,
  };
}

async function ensureAuthAccount(auth, teacher) {
  const exists = await auth.getUser(teacher.uid).then(() => true, () => false);
  if (exists) return;
  const accepted = teacher.profile !== null;
  await auth.createUser({
    uid: teacher.uid,
    email: teacher.email,
    // Choosing a password through the emailed link is what accepting an invite is; it proves the address.
    ...(accepted ? { password: DEMO_PASSWORD, emailVerified: true, displayName: `${teacher.profile.first_name} ${teacher.profile.last_name}` } : { emailVerified: false }),
  });
}

/** Writes the demo teachers unless any of them exists; returns those written. */
export async function seedDemoTeachers(auth, db, seedDay = startOfUtcDay(Date.now())) {
  const refs = DEMO_TEACHERS.map((teacher) => db.collection("profiles").doc(teacher.uid));
  const snapshots = await db.getAll(...refs);
  if (snapshots.some((snapshot) => snapshot.exists)) return [];
  // Accounts first: a profile without its account would list a teacher nobody can sign in as.
  for (const teacher of DEMO_TEACHERS) await ensureAuthAccount(auth, teacher);
  const batch = db.batch();
  DEMO_TEACHERS.forEach((teacher, i) => batch.create(refs[i], teacherProfileData(teacher, seedDay)));
  await batch.commit();
  return DEMO_TEACHERS;
}
