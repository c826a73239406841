// What deleting an account does to teams (workflows/account-deletion.ts): an admin's team dissolves,
// and a person's invitations go with them.
import { listMembersInvitedBy, removeMember } from "../accounts/members";
import { deleteInvitation, deleteInvitationsOfMember, listOpenInvitationsBy, listPendingInvitationsFor } from "./repositories/invitation-repository";

export { deleteInvitationsOfMember };

/** An admin's members leave (their accounts stay theirs) and the admin's invitations go. */
export async function dissolveTeam(adminUid: string): Promise<void> {
  for (const member of await listMembersInvitedBy(adminUid)) {
    await removeMember(member.uid, adminUid);
    await deleteInvitationsOfMember(member.uid);
  }
  for (const invitation of await listOpenInvitationsBy(adminUid)) await deleteInvitation(invitation.id);
}

/** Invitations waiting for an address that is going away. */
export async function withdrawInvitationsTo(email: string): Promise<void> {
  for (const invitation of await listPendingInvitationsFor(email)) await deleteInvitation(invitation.id);
}
