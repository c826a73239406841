// Seeds the demo accounts into the running emulators, then their demo data (seed-demo-data.mjs:
// children, students, clients and results taken through the API, their spoken answers recorded into
// Storage; seed-demo-teachers.mjs: the school's invited teachers). Idempotent: existing data is kept,
// so a restart never overwrites or duplicates what is there.
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts.mjs";
import { seedDemoData } from "./seed-demo-data.mjs";
import { DAY_MS, startOfUtcDay } from "./seed-demo-dates.mjs";
import { seedDemoTeachers } from "./seed-demo-teachers.mjs";
import { EMULATOR_HOSTS, PROJECT_ID } from "./stack.mjs";

Object.assign(process.env, EMULATOR_HOSTS);

const dateOnly = (iso) => Timestamp.fromDate(new Date(`${iso}T00:00:00Z`));
/** When a demo account signed up: months before the seed, ahead of its people (seed-demo-participants.mjs). */
const joined = (account) => Timestamp.fromMillis(startOfUtcDay(Date.now()) - account.joined_days_ago * DAY_MS + 10 * 60 * 60 * 1000);

export async function seed() {
  // The default bucket, as the functions' recording-repository.ts uses it.
  const app = initializeApp({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` }, `seed-${Date.now()}`);
  const auth = getAuth(app);
  const db = getFirestore(app);
  for (const account of DEMO_ACCOUNTS) {
    const exists = await auth.getUser(account.uid).then(() => true, () => false);
    if (!exists) {
      await auth.createUser({ uid: account.uid, email: account.email, password: DEMO_PASSWORD, emailVerified: true, displayName: `${account.profile.first_name} ${account.profile.last_name}` });
    }
    const profileRef = db.collection("profiles").doc(account.uid);
    if ((await profileRef.get()).exists) continue;
    const since = joined(account);
    if (account.school) {
      const { id, ...school } = account.school;
      await db.collection("schools").doc(id).set({ ...school, admin_uid: account.uid, created_at: since, updated_at: since });
    }
    await profileRef.set({
      ...account.profile,
      date_of_birth: dateOnly(account.profile.date_of_birth),
      email: account.email,
      school: account.school?.id ?? null,
      created_at: since,
      updated_at: since,
    });
  }
  try {
    const teachers = await seedDemoTeachers(auth, db);
    if (teachers.length > 0) console.log(`  Seeded demo teachers: ${teachers.map((t) => `${t.email} (${t.profile ? "accepted" : "pending"})`).join(", ")}.`);
  } catch (err) {
    console.warn(`  Demo teachers were not seeded (${err.message}); the next start tries again.`);
  }
  const started = Date.now();
  let created = [];
  try {
    created = await seedDemoData(db, getStorage(app).bucket());
  } catch (err) {
    console.warn(`  Demo data was not seeded (${err.message}); the next start tries again.`);
  }
  if (created.length > 0) {
    const completed = created.filter((c) => c.status === "completed").length;
    console.log(`  Seeded demo data: ${created.length} participants, ${completed} completed results (${((Date.now() - started) / 1000).toFixed(1)} s).`);
    for (const c of created) {
      const reached = c.status === "completed" ? c.risk_level : c.status;
      if (c.error) console.warn(`  Demo data: ${c.name} (${c.participant}) not finished: ${c.error}; the next start tries again.`);
      else if (reached !== c.wanted) console.warn(`  Demo data: ${c.name} (${c.participant}) ended ${reached}, meant ${c.wanted}.`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seed().then(() => process.exit(0), (err) => {
    console.error(err);
    process.exit(1);
  });
}
