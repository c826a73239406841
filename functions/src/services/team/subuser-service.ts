// Sub-users, the admin's side: a school admin invites teachers (school_user) and an organization admin
// invites professionals (organization_user). An invite is only a pending invitation: no account is made
// and nobody joins until the invitee accepts it, signed in with the invited address (invitation-service).
// Removing a member takes them out of the school or organization and ends their sessions at once.
import { organizationOf } from "@readbright/domain/profile";
import type { ProfileFields } from "@readbright/domain/profile";
import { SUBUSER_MESSAGES, subuserParamsSchema } from "@readbright/domain/api/subusers";
import type { SubUserResponse } from "@readbright/domain/api/subusers";
import type { Page } from "@readbright/domain/api/paging";
import { HttpError } from "../../core/http-error";
import type { PageRequest } from "../paging/cursor";
import { pageOfList } from "../paging/list-page";
import type { AuthUser } from "../../core/caller";
import { deleteInvitation, deleteInvitationsOfMember, findInvitation, getOrCreateInvitation, listOpenInvitationsBy } from "./repositories/invitation-repository";
import type { Membership, StoredInvitation } from "./repositories/invitation-repository";
import { findProfile } from "../accounts/members";
import { findSchoolName } from "../accounts/members";
import { findMemberInvitedBy, listMembersInvitedBy, removeMember, revokeSessions } from "../accounts/members";
import type { Member } from "../accounts/members";
import { readCallerProfile } from "../accounts/caller-scope";
import { auditActorFrom, auditEvent } from "../audit/audit-service";
import { auditWrite } from "../audit/audit-log";
import { takeFromBudget } from "../rate-limits/rate-limits";
import type { RateLimitPolicy } from "../rate-limits/rate-limits";

export const SUBUSER_ERRORS = SUBUSER_MESSAGES;

/** Invitations one admin may send: a whole staff room in an hour, not a mailing list. */
export const INVITE_LIMIT: RateLimitPolicy = { name: "staff-invitations", limit: 30, windowMs: 60 * 60 * 1000, message: SUBUSER_MESSAGES.tooManyInvitations };

/** What an admin's invitee joins: the admin's school, or the admin's organization. */
export function inviterOf(uid: string, profile: ProfileFields | null): Membership {
  if (profile?.user_subtype === "school_admin") {
    if (!profile.school) throw new HttpError(403, SUBUSER_ERRORS.noSchool);
    return { user_type: "school", user_subtype: "school_user", school: profile.school, organization: null };
  }
  if (profile?.user_subtype === "organization_admin") {
    return { user_type: "organization", user_subtype: "organization_user", school: null, organization: organizationOf(uid, profile) };
  }
  throw new HttpError(403, SUBUSER_ERRORS.notAdmin);
}

/** How the invitee's card names the admin: their name, or their email while they have none. */
export function displayName(profile: Pick<ProfileFields, "first_name" | "last_name" | "email">): string {
  return [profile.first_name, profile.last_name].filter(Boolean).join(" ").trim() || profile.email || "";
}

async function actorOf(user: AuthUser) {
  return auditActorFrom(await readCallerProfile(user.uid), user.email);
}

async function adminOf(user: AuthUser): Promise<{ profile: ProfileFields | null; membership: Membership }> {
  const profile = await findProfile(user.uid);
  return { profile, membership: inviterOf(user.uid, profile) };
}

export function memberRow({ uid, fields }: Pick<Member, "uid" | "fields">): SubUserResponse {
  return {
    id: uid,
    first_name: fields.first_name,
    last_name: fields.last_name,
    user_email: fields.email ?? "",
    // Filling in profile info is the first thing a member does after joining (spec: Accepted if first name present).
    invite_status: fields.first_name ? "Accepted" : "Pending",
    kind: "member",
  };
}

export function invitationRow(invitation: Pick<StoredInvitation, "id" | "email" | "status">): SubUserResponse {
  const status = invitation.status === "pending" ? "Pending" : "Declined";
  return { id: invitation.id, first_name: null, last_name: null, user_email: invitation.email, invite_status: status, kind: "invitation" };
}

/** Members and open invitations, each oldest first, members first. */
export async function listSubUsers(user: AuthUser): Promise<SubUserResponse[]> {
  return (await orderedSubUsers(user)).map(({ row }) => row);
}

/** The same list a page at a time (`?limit=&cursor=`). An admin's staff stay few: read whole, cut here. */
export async function listSubUserPage(user: AuthUser, page: PageRequest): Promise<Page<SubUserResponse>> {
  const listed = pageOfList(await orderedSubUsers(user), ({ sort }) => sort, ({ row }) => row.id, page);
  return { ...listed, items: listed.items.map(({ row }) => row) };
}

async function orderedSubUsers(user: AuthUser): Promise<{ sort: string; row: SubUserResponse }[]> {
  await adminOf(user);
  const [members, invitations] = await Promise.all([listMembersInvitedBy(user.uid), listOpenInvitationsBy(user.uid)]);
  // Members first, then invitations; each oldest first, then by id: one total order for the cursor.
  const at = (group: number, ms: number) => `${group}${String(Math.max(0, Math.trunc(ms))).padStart(16, "0")}`;
  const listed = [
    ...members.map((member) => ({ sort: at(0, member.created_ms), row: memberRow(member) })),
    ...invitations.map((invitation) => ({ sort: at(1, invitation.created_ms), row: invitationRow(invitation) })),
  ];
  return listed.sort((a, b) => a.sort.localeCompare(b.sort) || (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0));
}

/**
 * A pending invitation (the same one again for an address already invited); the web app emails its link.
 * The answer is the same whether or not the address has an account: an invitation changes no account
 * (its holder sees it in their own app and accepts or declines it), and saying "already exists" told any
 * admin who has a ReadBright account (docs/decisions/0035-no-account-oracle-and-recent-sign-in.md).
 */
export async function inviteSubUser(user: AuthUser, email: string): Promise<SubUserResponse> {
  const { profile, membership } = await adminOf(user);
  await takeFromBudget(INVITE_LIMIT, user.uid);
  const [schoolName, actor] = await Promise.all([membership.school ? findSchoolName(membership.school) : null, actorOf(user)]);
  const { invitation } = await getOrCreateInvitation(
    { ...membership, email, invited_by: user.uid, inviter_name: profile ? displayName(profile) : (user.email ?? ""), school_name: schoolName },
    (id) => auditWrite(auditEvent(actor, "staff_invited", { type: "invitation", id, label: email })),
  );
  return invitationRow(invitation);
}

/**
 * Withdraws an invitation, or removes a member: out of the school or organization in Firestore (which
 * the rules read) and every session ended, so their unexpired token reads nothing more. Only the admin
 * who invited them may; anyone else's is 'User not found'.
 */
export async function deleteSubUser(user: AuthUser, id: string): Promise<void> {
  await adminOf(user);
  const actor = await actorOf(user);
  // Not an id we hand out (a path, a reserved name): nobody by that id, and no Firestore error either.
  if (!subuserParamsSchema.isValidSync({ id })) throw new HttpError(404, SUBUSER_ERRORS.notFound);
  const invitation = await findInvitation(id);
  if (invitation && invitation.invited_by === user.uid && invitation.status !== "accepted") {
    await deleteInvitation(id, auditWrite(auditEvent(actor, "staff_removed", { type: "invitation", id, label: invitation.email, detail: "Invitation withdrawn" })));
    return;
  }
  if ((await findMemberInvitedBy(id)) !== user.uid) throw new HttpError(404, SUBUSER_ERRORS.notFound);
  // Sessions first, then the membership the rules and the API check: until the membership is gone a
  // retry finds the member again and repeats every step, so a failure part-way is safe to retry.
  await revokeSessions(id);
  await removeMember(id, user.uid, (member) => auditWrite(auditEvent(actor, "staff_removed", { type: "user", id, label: displayName(member) })));
  await deleteInvitationsOfMember(id);
}
