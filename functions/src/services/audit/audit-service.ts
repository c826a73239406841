// Who did what, for the audit log (docs/decisions/0029-audit-log.md): the actor of an event, and
// the log read by a school's or organization's admin. A family account (parent, individual, a professional
// of no organization) has no log: nobody but the account itself could read it, so nothing is written.
import { AUDIT_MESSAGES, AUDIT_PAGE_SIZE } from "@readbright/domain/api/audit-events";
import type { AuditEventResponse } from "@readbright/domain/api/audit-events";
import type { Page } from "@readbright/domain/api/paging";
import type { AuditAction, AuditTargetType } from "@readbright/domain/audit";
import type { AuthUser } from "../../core/caller";
import { HttpError } from "../../core/http-error";
import { readCallerProfile } from "../accounts/caller-scope";
import type { CallerProfile } from "../accounts/caller-profile";
import { decodeCursor, encodeCursor } from "../paging/cursor";
import type { PageRequest } from "../paging/cursor";
import { scopeOf } from "../accounts/caller-scope";
import { countAuditEvents, listAuditEventsPage } from "./repositories/audit-event-repository";
import type { AuditActor, AuditScope, NewAuditEvent, StoredAuditEvent } from "./audit-event";

export type { AuditActor, NewAuditEvent };

/** The log a profile's actions go to: its school's or its organization's; null for a family account. */
export function auditScopeOf(profile: CallerProfile): AuditScope | null {
  const scope = scopeOf(profile);
  if (scope.kind === "school") return { field: "school_id", value: scope.schoolId };
  if (scope.kind === "organization") return { field: "organization_id", value: scope.organizationId };
  return null;
}

/** The actor as the log names them: their name, or their address while they have none. */
export function auditActorFrom(profile: CallerProfile, email: string | null): AuditActor | null {
  const scope = auditScopeOf(profile);
  if (!scope) return null;
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(" ").trim() || email || profile.uid;
  return { uid: profile.uid, name, email, scope };
}

export async function auditActorOf(user: AuthUser): Promise<AuditActor | null> {
  return auditActorFrom(await readCallerProfile(user.uid), user.email);
}

/** A class as the log names it: "Grade 4, section B", or "All students" with neither. */
export function groupLabel({ grade, section }: { grade: string | null | undefined; section: string | null | undefined }): string {
  const parts = [grade ? `Grade ${grade}` : null, section ? `section ${section}` : null].filter(Boolean);
  return parts.length ? parts.join(", ") : "All students";
}

export interface AuditTarget {
  type: AuditTargetType;
  id: string | null;
  label: string;
  detail?: string | null;
  /** The participant the label names, kept (never shown) so deleting them can erase their name from the log. */
  participantId?: string | null;
}

/** The event, or null when the actor has no log. */
export function auditEvent(actor: AuditActor | null, action: AuditAction, target: AuditTarget): NewAuditEvent | null {
  if (!actor) return null;
  return { action, actor, target_type: target.type, target_id: target.id, target_label: target.label, detail: target.detail ?? null, participant_id: target.participantId ?? null };
}

function present(event: StoredAuditEvent): AuditEventResponse {
  return {
    id: event.id,
    action: event.action,
    actor: event.actor,
    target_type: event.target_type,
    target_id: event.target_id,
    target_label: event.target_label,
    detail: event.detail,
    created_at: event.created_at.toISOString(),
  };
}

/** GET /api/audit-events/: the admin's school's or organization's log, newest first. Anyone else is 403. */
export async function listAuditEventsFor(user: AuthUser, page: Partial<PageRequest>): Promise<Page<AuditEventResponse>> {
  const profile = await readCallerProfile(user.uid);
  const admin = profile.user_subtype === "school_admin" || profile.user_subtype === "organization_admin";
  const scope = admin ? auditScopeOf(profile) : null;
  if (!scope) throw new HttpError(403, AUDIT_MESSAGES.notAdmin);
  const cursor = page.cursor ? decodeCursor(page.cursor, "number") : null;
  const [{ items, more }, total] = await Promise.all([
    listAuditEventsPage(scope, page.limit ?? AUDIT_PAGE_SIZE, cursor ? { createdAt: Number(cursor.value), id: cursor.id } : null),
    countAuditEvents(scope),
  ]);
  const last = items.at(-1);
  return { items: items.map(present), next_cursor: more && last ? encodeCursor({ value: last.created_at.getTime(), id: last.id }) : null, total };
}
