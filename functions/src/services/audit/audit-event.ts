// The audit log's events as the services see them (docs/decisions/0029-audit-log.md).
import type { AuditAction, AuditTargetType } from "@readbright/domain/audit";

/** Whose log an event is in: one school's or one organization's. */
export type AuditScope = { field: "school_id"; value: string } | { field: "organization_id"; value: string };
/** Who did it, copied when they did it so the log reads without joins (and after they leave). */
export interface AuditActor {
  uid: string;
  name: string;
  email: string | null;
  scope: AuditScope;
}
export interface NewAuditEvent {
  action: AuditAction;
  actor: AuditActor;
  target_type: AuditTargetType;
  target_id: string | null;
  target_label: string;
  detail: string | null;
  /** The participant the label names, if any: how their deletion finds the events that name them. */
  participant_id?: string | null;
}
export interface StoredAuditEvent extends Omit<NewAuditEvent, "actor" | "participant_id"> {
  id: string;
  actor: Omit<AuditActor, "scope">;
  created_at: Date;
}
/** What an event says of a person who has been erased: the event stays, naming nobody. */
export const ERASED = { participant: "A deleted participant", staff: "A former member of staff" } as const;
/** The log a school's or organization's record (a participant, a result) is kept in; null for a family's. */
export function logScopeOf(record: { school_id: string | null; organization_id: string | null }): AuditScope | null {
  if (record.school_id) return { field: "school_id", value: record.school_id };
  return record.organization_id ? { field: "organization_id", value: record.organization_id } : null;
}
/** Whom eraseParticipantFromAudit erases: the log is kept per school or organization (null: no log). */
export interface ErasedParticipant {
  id: string;
  name: string;
  scope: AuditScope | null;
}
