// The retention run's second job: an account nobody has signed in to for
// RETENTION.idleAccountYears is deleted with everything it owns, RETENTION.idleWarningDays after an
// e-mail warned its holder, in the account's language (idle-warning-mail.ts). Signing in again cancels it:
// a warning older than the last sign-in counts for nothing. The Auth accounts are read a page at a time,
// so thousands cost a few requests.
import { RETENTION } from "@readbright/domain/retention";
import { deleteAccountData } from "../account-deletion";
import { readCallerProfile } from "../../accounts/caller-scope";
import { accountPages, markIdleWarning, readIdleState } from "./repositories/idle-account-repository";
import { queueMail } from "../../mail/outbox";
import { idleWarningMail } from "./idle-warning-mail";

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_DAYS = 365;

export interface IdleAccountsReport {
  job: "idle_accounts";
  dry_run: boolean;
  checked: number;
  warned: number;
  deleted: number;
}

export type IdleDecision = "keep" | "warn" | "delete";

/** What to do with one account, from when it was last used and when (if ever) it was warned. */
export function idleDecision(lastActive: Date, warnedAt: Date | null, now: Date): IdleDecision {
  const idleDays = (now.getTime() - lastActive.getTime()) / DAY_MS;
  const deleteAfterDays = RETENTION.idleAccountYears * YEAR_DAYS;
  if (idleDays < deleteAfterDays - RETENTION.idleWarningDays) return "keep";
  // A warning sent before the last sign-in was answered by it.
  const warned = warnedAt !== null && warnedAt > lastActive ? warnedAt : null;
  if (!warned) return "warn";
  const sinceWarning = (now.getTime() - warned.getTime()) / DAY_MS;
  return idleDays >= deleteAfterDays && sinceWarning >= RETENTION.idleWarningDays ? "delete" : "keep";
}

export async function expireIdleAccounts({ now = new Date(), dryRun = false }: { now?: Date; dryRun?: boolean } = {}): Promise<IdleAccountsReport> {
  const report: IdleAccountsReport = { job: "idle_accounts", dry_run: dryRun, checked: 0, warned: 0, deleted: 0 };
  for await (const page of accountPages()) {
    for (const account of page) {
      report.checked += 1;
      // Cheap first: most accounts are in use, and need no read of their profile.
      if (idleDecision(account.lastActive, null, now) === "keep") continue;
      // One read of the profile: when it was warned, and the language to warn it in.
      const { warnedAt, language } = await readIdleState(account.uid);
      const decision = idleDecision(account.lastActive, warnedAt, now);
      if (decision === "warn" && account.email) {
        if (!dryRun) {
          await queueMail(idleWarningMail({ email: account.email, lastActive: account.lastActive, now }, language ?? "en"));
          await markIdleWarning(account.uid, now);
        }
        report.warned += 1;
      } else if (decision === "delete") {
        if (!dryRun) await deleteAccountData(await readCallerProfile(account.uid), account.email);
        report.deleted += 1;
      }
    }
  }
  return report;
}
