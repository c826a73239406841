// Invitations, the invitee's side: whoever is signed in with the invited address (verified, by the emailed
// link or by the verification email) sees their pending invitations and accepts or declines each one.
// Accepting is the only way anyone joins a school or organization as its teacher or professional.
import { INVITATION_MESSAGES } from "@readbright/domain/api/invitations";
import type { DeclineResponse, InvitationResponse } from "@readbright/domain/api/invitations";
import type { Profile, ProfileFields } from "@readbright/domain/profile";
import { HttpError } from "../../core/http-error";
import type { AuthUser } from "../../core/caller";
import { acceptInvitation, declineInvitation, declinePendingInvitationsFor, listPendingInvitationsFor } from "./repositories/invitation-repository";
import type { StoredInvitation } from "./repositories/invitation-repository";
import { findProfile } from "../accounts/members";
import { deleteAuthAccount, deleteProfile } from "../accounts/members";
import { newProfile, setProfileType, toProfile } from "../accounts/profile-service";
import type { ProfileTypeRequest } from "../accounts/profile-type";

/** Addresses are stored lower-case (the invite form's rule); a token's may not be. */
function addressOf(user: AuthUser): string {
  return (user.email ?? "").toLowerCase();
}

/** The invitation, if it is pending and addressed to the caller; else the one 404, which says nothing more. */
export function assertOpenFor(user: AuthUser, invitation: StoredInvitation | null): StoredInvitation {
  if (!invitation || invitation.status !== "pending" || invitation.email === "" || invitation.email !== addressOf(user)) {
    throw new HttpError(404, INVITATION_MESSAGES.notFound);
  }
  return invitation;
}

/**
 * Only an account with nothing of its own yet may join: one whose type could still be chosen (no name,
 * no school, not already someone's member). Joining would otherwise change an account its owner set up.
 */
export function mayJoin(profile: ProfileFields | null): boolean {
  if (!profile) return true;
  return !profile.first_name && !profile.school && profile.user_subtype !== "school_user" && profile.user_subtype !== "organization_user";
}

export function presentInvitation(invitation: StoredInvitation): InvitationResponse {
  return {
    id: invitation.id,
    role: invitation.user_type === "school" ? "teacher" : "professional",
    school_name: invitation.school_name,
    inviter_name: invitation.inviter_name,
    invited_at: new Date(invitation.created_ms).toISOString(),
  };
}

/** GET /api/invitations/: the caller's pending invitations, oldest first. */
export async function listMyInvitations(user: AuthUser): Promise<InvitationResponse[]> {
  const email = addressOf(user);
  return email ? (await listPendingInvitationsFor(email)).map(presentInvitation) : [];
}

/** POST /api/invitations/{id}/accept/: the caller joins; their profile after it. */
export async function acceptMyInvitation(user: AuthUser, id: string): Promise<Profile> {
  const joined = await acceptInvitation(id, user.uid, (stored, profile) => {
    const invitation = assertOpenFor(user, stored);
    if (!mayJoin(profile)) throw new HttpError(409, INVITATION_MESSAGES.alreadySetUp);
    const base = profile ?? newProfile(user.email);
    const membership = { user_type: invitation.user_type, user_subtype: invitation.user_subtype, school: invitation.school, organization: invitation.organization };
    return { ...base, ...membership, professional: null, email: user.email };
  });
  return toProfile(user.uid, joined);
}

/**
 * POST /api/invitations/{id}/decline/. With delete_account, an account with nothing set up (the one the
 * emailed link's sign-in just made) is deleted too, so an unwanted invitation leaves nothing behind.
 */
export async function declineMyInvitation(user: AuthUser, id: string, deleteAccount: boolean): Promise<DeclineResponse> {
  await declineInvitation(id, (stored) => void assertOpenFor(user, stored));
  if (!deleteAccount) return { account_deleted: false };
  const profile = await findProfile(user.uid);
  if (profile && (profile.user_type !== "unset" || profile.first_name)) return { account_deleted: false };
  await deleteAuthAccount(user.uid);
  await deleteProfile(user.uid);
  return { account_deleted: true };
}

/**
 * POST /api/profile/type/: the profile type chosen (accounts/profile-service.ts). A type of one's own is
 * the answer to invitations still pending: the profile type page says so beside them.
 */
export async function chooseProfileType(user: AuthUser, request: ProfileTypeRequest): Promise<Profile> {
  const profile = await setProfileType(user, request);
  if (user.email) await declinePendingInvitationsFor(user.email.toLowerCase());
  return profile;
}
