// Seeds the demo accounts into the running emulators. Idempotent: existing data is kept,
// so a restart never overwrites what a person changed.
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts.mjs";
import { EMULATOR_HOSTS, PROJECT_ID } from "./stack.mjs";

Object.assign(process.env, EMULATOR_HOSTS);

const dateOnly = (iso) => Timestamp.fromDate(new Date(`${iso}T00:00:00Z`));

export async function seed() {
  const app = initializeApp({ projectId: PROJECT_ID }, `seed-${Date.now()}`);
  const auth = getAuth(app);
  const db = getFirestore(app);
  for (const account of DEMO_ACCOUNTS) {
    const exists = await auth.getUser(account.uid).then(() => true, () => false);
    if (!exists) {
      await auth.createUser({ uid: account.uid, email: account.email, password: DEMO_PASSWORD, emailVerified: true, displayName: `${account.profile.first_name} ${account.profile.last_name}` });
    }
    const profileRef = db.collection("profiles").doc(account.uid);
    if ((await profileRef.get()).exists) continue;
    const now = Timestamp.now();
    if (account.school) {
      const { id, ...school } = account.school;
      await db.collection("schools").doc(id).set({ ...school, admin_uid: account.uid, created_at: now, updated_at: now });
    }
    await profileRef.set({
      ...account.profile,
      date_of_birth: dateOnly(account.profile.date_of_birth),
      email: account.email,
      school: account.school?.id ?? null,
      created_at: now,
      updated_at: now,
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seed().then(() => process.exit(0), (err) => {
    console.error(err);
    process.exit(1);
  });
}
