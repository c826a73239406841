// The demo school's teachers, written as the API leaves them: an invitation through
// POST /api/subusers/ stores `invitations/{id}` and nothing else; accepting it (POST
// /api/invitations/{id}/accept/) makes the invitee a member, whose profile names the school and the
// admin in invited_by, and marks the invitation accepted. The accepted teacher has a password, a verified
// address and a name, so the Users page shows them Accepted and they see the school's students; the
// pending one is only an invitation: no account, no profile.
//
// Idempotent like the demo participants: if the accepted teacher's profile or the pending invitation
// exists nothing is written, so one deleted from the Users page stays deleted (delete both and the next
// start invites them again).
import { Timestamp } from "firebase-admin/firestore";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TEACHERS } from "./demo-accounts.mjs";
import { DAY_MS, startOfUtcDay } from "./seed-demo-dates.mjs";

const HOUR_MS = 60 * 60 * 1000;

function adminOf(teacher) {
  return DEMO_ACCOUNTS.find((account) => account.uid === teacher.invited_by);
}

/** When the invite was sent: after lessons, `invited_days_ago` before the seed day. */
function invitedAt(teacher, seedDay) {
  return Timestamp.fromMillis(seedDay - teacher.invited_days_ago * DAY_MS + 16 * HOUR_MS);
}

/** An accepted invite was taken up the next evening. */
function acceptedAt(teacher, seedDay) {
  return Timestamp.fromMillis(invitedAt(teacher, seedDay).toMillis() + DAY_MS + 3 * HOUR_MS);
}

/** The invitation document, as the invite writes it (and accepting updates it). */
export function invitationData(teacher, seedDay) {
  const admin = adminOf(teacher);
  const accepted = teacher.profile !== null;
  const invited = invitedAt(teacher, seedDay);
  return {
    email: teacher.email,
    user_type: "school",
    user_subtype: "school_user",
    invited_by: admin.uid,
    inviter_name: `${admin.profile.first_name} ${admin.profile.last_name}`,
    school_name: admin.school.name,
    school_id: admin.school.id,
    organization_id: null,
    status: accepted ? "accepted" : "pending",
    member_uid: accepted ? teacher.uid : null,
    created_at: invited,
    updated_at: accepted ? acceptedAt(teacher, seedDay) : invited,
    responded_at: accepted ? acceptedAt(teacher, seedDay) : null,
  };
}

/** The accepted teacher's profile, as accepting writes it and their profile info completes it. */
export function teacherProfileData(teacher, seedDay) {
  const admin = adminOf(teacher);
  const info = teacher.profile;
  const accepted = acceptedAt(teacher, seedDay);
  return {
    first_name: info.first_name,
    last_name: info.last_name,
    gender: info.gender,
    date_of_birth: Timestamp.fromDate(new Date(`${info.date_of_birth}T00:00:00Z`)),
    city: info.city,
    country: info.country,
    school: admin.school.id,
    organization: null,
    email: teacher.email,
    user_type: "school",
    user_subtype: "school_user",
    professional: null,
    invited_by: admin.uid,
    created_at: accepted,
    updated_at: Timestamp.fromMillis(accepted.toMillis() + HOUR_MS),
  };
}

async function ensureAuthAccount(auth, teacher) {
  const exists = await auth.getUser(teacher.uid).then(() => true, () => false);
  if (exists) return;
  // Choosing a password on the accept page, after the emailed link proved the address.
  const name = `${teacher.profile.first_name} ${teacher.profile.last_name}`;
  await auth.createUser({ uid: teacher.uid, email: teacher.email, password: DEMO_PASSWORD, emailVerified: true, displayName: name });
}

/** Writes the demo teachers unless any of them exists; returns those written. */
export async function seedDemoTeachers(auth, db, seedDay = startOfUtcDay(Date.now())) {
  const members = DEMO_TEACHERS.filter((teacher) => teacher.profile !== null);
  const profileRefs = members.map((teacher) => db.collection("profiles").doc(teacher.uid));
  const invitationRefs = DEMO_TEACHERS.map((teacher) => db.collection("invitations").doc(teacher.invitation_id));
  const pendingRefs = invitationRefs.filter((_, i) => DEMO_TEACHERS[i].profile === null);
  const snapshots = await db.getAll(...profileRefs, ...pendingRefs);
  if (snapshots.some((snapshot) => snapshot.exists)) return [];
  // Accounts first: a profile without its account would list a teacher nobody can sign in as.
  for (const teacher of members) await ensureAuthAccount(auth, teacher);
  const batch = db.batch();
  members.forEach((teacher, i) => batch.create(profileRefs[i], teacherProfileData(teacher, seedDay)));
  DEMO_TEACHERS.forEach((teacher, i) => batch.set(invitationRefs[i], invitationData(teacher, seedDay)));
  await batch.commit();
  return DEMO_TEACHERS;
}
