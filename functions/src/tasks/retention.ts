// The daily retention run: Cloud Scheduler calls it at 03:00 UTC. Each job works in pages
// and is safe to repeat, so a run that times out is finished by the next one.
import { onSchedule } from "firebase-functions/v2/scheduler";
import { runRetention } from "../services/workflows/retention/run-retention";

export const retentionTask = onSchedule({ schedule: "every day 03:00", timeZone: "Etc/UTC", region: "us-central1", memory: "512MiB", timeoutSeconds: 540, retryCount: 1 }, async () => {
  await runRetention();
});
