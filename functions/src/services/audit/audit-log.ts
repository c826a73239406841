// Writing to and erasing from the audit log: what every resource above calls (decision 29). The log's
// own rules (who acted, in which scope) are in audit-service.ts; here are its writes, as steps that join
// the action's own batch or transaction, and the erasures that deletion owes the people named in it.
import type { JoinedWrite } from "../../core/transaction-step";
import type { NewAuditEvent } from "./audit-event";
import { writeAuditEvent } from "./repositories/audit-event-repository";

export { deleteAuditEventsOf, eraseParticipantFromAudit, eraseStaffFromAudit, forgetAuditTargets, recordAuditEvent } from "./repositories/audit-event-repository";

/** The event as a write made with the action's own writes (null: nothing to log, an account with no log). */
export function auditWrite(event: NewAuditEvent | null): JoinedWrite | null {
  return event ? (writer) => writeAuditEvent(writer, event) : null;
}
