// What the retention jobs record: each run's counts in retention_runs (numbers only, never whose data it was).
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { adminApp } from "../../../../admin-app";
import { RETENTION_RUNS } from "../../../../db/collections";

function db() {
  return getFirestore(adminApp());
}

/** Records a run: its job's counts and when it ran. */
export async function recordRetentionRun(report: object): Promise<void> {
  await db().collection(RETENTION_RUNS).add({ ...report, ran_at: FieldValue.serverTimestamp() });
}
