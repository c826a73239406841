// One retention run: each job in turn, its counts recorded in retention_runs and logged.
// The daily schedule (tasks/retention.ts) and `npm run retention` (functions/tools/retention/main.ts) both come here.
import { log } from "../../../core/log";
import { expireRecordings } from "./recording-retention";
import type { RecordingRetentionReport } from "./recording-retention";
import { expireIdleAccounts } from "./idle-accounts";
import type { IdleAccountsReport } from "./idle-accounts";
import { expireRecords } from "./expired-records";
import type { ExpiredRecordsReport } from "./expired-records";
import { recordRetentionRun } from "./repositories/retention-repository";

export type RetentionReport = RecordingRetentionReport | IdleAccountsReport | ExpiredRecordsReport;

export async function runRetention({ now = new Date(), dryRun = false }: { now?: Date; dryRun?: boolean } = {}): Promise<RetentionReport[]> {
  const reports: RetentionReport[] = [await expireRecordings({ now, dryRun }), await expireIdleAccounts({ now, dryRun }), await expireRecords({ now, dryRun })];
  for (const report of reports) {
    log.info("retention run", { ...report });
    // A dry run changes nothing, its record included.
    if (!dryRun) await recordRetentionRun(report);
  }
  return reports;
}
