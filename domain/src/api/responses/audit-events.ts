// What GET /api/audit-events/ answers (domain/src/api/audit-events.ts).
import { AUDIT_ACTIONS } from "../../audit";
import type { AuditTargetType } from "../../audit";
import type { AuditEventResponse } from "../audit-events";
import { closed, oneOf, optionalText, pageOf, text } from "./schema";

const TARGET_TYPES = ["participant", "result", "invitation", "user", "class", "results"] as const satisfies readonly AuditTargetType[];

const auditEvent = closed<AuditEventResponse>({
  id: text,
  action: oneOf(AUDIT_ACTIONS),
  actor: closed<AuditEventResponse["actor"]>({ uid: text, name: text, email: optionalText }),
  target_type: oneOf(TARGET_TYPES),
  target_id: optionalText,
  target_label: text,
  detail: optionalText,
  created_at: text,
});

export const auditEventsResponse = pageOf(auditEvent);
