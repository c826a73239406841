// DELETE /api/profile/: an account deletes itself and everything it owns. Every step deletes
// what is still there, so a request that fails half-way is simply sent again; the Auth account goes
// last, so until then the person can still sign in and repeat it.
import { DELETE_ACCOUNT_MESSAGES } from "@readbright/domain/api/profile";
import type { DeleteAccountBody } from "@readbright/domain/api/profile";
import type { AuthUser } from "../../core/caller";
import { HttpError } from "../../core/http-error";
import { assertRecentSignIn } from "../accounts/recent-sign-in";
import { readCallerProfile } from "../accounts/caller-scope";
import type { CallerProfile } from "../accounts/caller-profile";
import { deleteInvitationsOfMember, dissolveTeam, withdrawInvitationsTo } from "../team/team-endings";
import { deleteAuthAccount, deleteProfile } from "../accounts/members";
import { deleteSchool, findSchoolName } from "../accounts/members";
import { listParticipants } from "../participants/participant-lookup";
import type { ParticipantQuery } from "../participants/participant-lookup";
import type { StoredParticipant } from "../participants/stored-participant";
import { deleteParticipantData } from "./participant-deletion";
import { isPrivateParticipant } from "../access/participant-access";
import { organizationOf } from "../accounts/caller-scope";
import { resultsOfParticipant } from "../results/results-in-scope";
import { forgetSpeechOf } from "../speech/forget-speech";
import { deleteContactTraces } from "../contact/contact-service";
import { auditActorFrom, auditEvent } from "../audit/audit-service";
import { auditWrite, deleteAuditEventsOf, eraseStaffFromAudit } from "../audit/audit-log";
import { ERASED } from "../audit/audit-event";
import { forgetOwnScopes } from "../results/result-statistics";

const M = DELETE_ACCOUNT_MESSAGES;

/** What goes with the account: a school or an organization (with its members' memberships), or what the account owns. */
export type AccountRole = { kind: "school_admin"; schoolId: string } | { kind: "organization_admin"; organizationId: string } | { kind: "member" } | { kind: "owner" };

export function accountRole(profile: CallerProfile): AccountRole {
  if (profile.user_subtype === "school_admin" && profile.school) return { kind: "school_admin", schoolId: profile.school };
  const organizationId = organizationOf(profile);
  if (profile.user_subtype === "organization_admin" && organizationId) return { kind: "organization_admin", organizationId };
  if (profile.user_subtype === "school_user" || profile.user_subtype === "organization_user") return { kind: "member" };
  return { kind: "owner" };
}

const sameText = (a: string | null | undefined, b: string | null | undefined) => (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/** Refuses unless the person signed in moments ago and typed their email (and their school's name). */
export function checkConfirmation(user: Pick<AuthUser, "email" | "signedInAt">, body: DeleteAccountBody, schoolName: string | null, now: Date): void {
  if (!user.email || !sameText(body.confirm_email, user.email)) throw new HttpError(400, M.emailMismatch);
  if (schoolName !== null && !sameText(body.confirm_name, schoolName)) throw new HttpError(400, M.schoolNameMismatch);
  assertRecentSignIn(user, now, M.recentSignIn);
}

/** Deletes each participant the query finds (that `keep` allows) with every result, answer and recording. */
async function deleteParticipants(query: ParticipantQuery, keep: (participant: StoredParticipant) => boolean = () => true): Promise<void> {
  for (const participant of (await listParticipants(query)).filter(keep)) {
    await deleteParticipantData(participant, await resultsOfParticipant(participant.id));
  }
}

export async function deleteAccount(user: AuthUser, body: DeleteAccountBody, now: Date = new Date()): Promise<void> {
  const profile = await readCallerProfile(user.uid);
  const role = accountRole(profile);
  const schoolName = role.kind === "school_admin" ? await findSchoolName(role.schoolId) : null;
  checkConfirmation(user, body, schoolName, now);
  await deleteAccountData(profile, user.email, "request");
}

/**
 * Deletes an account and what goes with it (accountRole): asked for by its holder, or by the retention
 * run for an account idle past its time (workflows/retention/idle-accounts.ts).
 */
export async function deleteAccountData(profile: CallerProfile, email: string | null, why: "request" | "idle" = "idle"): Promise<void> {
  const role = accountRole(profile);
  const { uid } = profile;
  // A member's account leaves a line in their school's or organization's log; a school or organization goes with its log.
  const actor = role.kind === "member" ? auditActorFrom(profile, email) : null;
  // Written naming nobody: the member's earlier events are erased of their name below, and so is this one.
  const event = auditEvent(actor && { ...actor, uid: "", name: ERASED.staff, email: null }, "user_deleted", { type: "user", id: null, label: ERASED.staff, detail: why === "idle" ? "Deleted after a long time unused" : null });
  switch (role.kind) {
    case "school_admin":
      await deleteParticipants({ field: "school_id", value: role.schoolId, selfOnly: false });
      await dissolveTeam(uid);
      await deleteSchool(role.schoolId);
      await forgetOwnScopes("school", role.schoolId);
      await deleteAuditEventsOf({ field: "school_id", value: role.schoolId });
      break;
    case "organization_admin":
      await deleteParticipants({ field: "organization_id", value: role.organizationId, selfOnly: false });
      await dissolveTeam(uid);
      await deleteAuditEventsOf({ field: "organization_id", value: role.organizationId });
      await forgetOwnScopes("organization", role.organizationId);
      break;
    case "member":
      // The school's or organization's students stay: only the membership goes, and their name from its log.
      await eraseStaffFromAudit(uid, email);
      await deleteInvitationsOfMember(uid);
      break;
    case "owner":
      // Children, clients or the individual's own participant; not students registered for a school since left.
      await deleteParticipants({ field: "owner_uid", value: uid, selfOnly: false }, isPrivateParticipant);
      await forgetOwnScopes("owner", uid);
      break;
  }
  if (email) await withdrawInvitationsTo(email);
  await forgetSpeechOf(uid);
  await deleteContactTraces(uid, email);
  await deleteProfile(uid, auditWrite(event));
  await deleteAuthAccount(uid);
}
