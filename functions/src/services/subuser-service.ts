// Sub-users: a school admin invites teachers (school_user) and an organization admin invites
// professionals (organization_user). The invitee gets an Auth account without a password and a profile
// in the admin's school or organization, both or neither; the web app then sends the password-reset
// email that lets them choose a password (and "Resend Invite" sends it again, with no API call).
import { ERRORS } from "@readbright/domain/messages";
import { organizationOf } from "@readbright/domain/profile";
import type { ProfileFields } from "@readbright/domain/profile";
import { HttpError } from "../http/http-error";
import type { AuthUser } from "../http/types";
import { findProfile } from "../repositories/profile-repository";
import {
  createAuthAccount,
  createInvitedProfile,
  deleteAuthAccount,
  deleteProfile,
  findInvitedProfile,
  listInvitedBy,
} from "../repositories/subuser-repository";
import type { InvitedProfile } from "../repositories/subuser-repository";
import { newProfile } from "./profile-service";
import { ID_PATTERN } from "../validation/assessment-schemas";

export const SUBUSER_ERRORS = {
  notAdmin: "Only a school or organization admin can invite users",
  noSchool: "Register your school before inviting teachers",
  notFound: "User not found",
} as const;

export type InviteStatus = "Accepted" | "Pending";

/** A row of the Users page. */
export interface SubUser {
  id: string;
  first_name: string | null;
  last_name: string | null;
  user_email: string | null;
  invite_status: InviteStatus;
}

interface Inviter {
  /** What the invitee's profile takes from the admin's. */
  invitee: Pick<ProfileFields, "user_type" | "user_subtype" | "school" | "organization">;
  /** Written to the admin's profile with the invite: an older organization admin's missing organization. */
  adminChanges: Partial<ProfileFields>;
}

export function inviterOf(uid: string, profile: ProfileFields | null): Inviter {
  if (profile?.user_subtype === "school_admin") {
    if (!profile.school) throw new HttpError(403, SUBUSER_ERRORS.noSchool);
    return { invitee: { user_type: "school", user_subtype: "school_user", school: profile.school, organization: null }, adminChanges: {} };
  }
  if (profile?.user_subtype === "organization_admin") {
    const organization = organizationOf(uid, profile) as string;
    return {
      invitee: { user_type: "organization", user_subtype: "organization_user", school: null, organization },
      adminChanges: profile.organization ? {} : { organization },
    };
  }
  throw new HttpError(403, SUBUSER_ERRORS.notAdmin);
}

async function inviterFor(user: AuthUser): Promise<Inviter> {
  return inviterOf(user.uid, await findProfile(user.uid));
}

function toSubUser({ uid, fields }: Pick<InvitedProfile, "uid" | "fields">): SubUser {
  return {
    id: uid,
    first_name: fields.first_name,
    last_name: fields.last_name,
    user_email: fields.email,
    // Filling in profile info is the first thing an invitee does after choosing a password.
    invite_status: fields.first_name ? "Accepted" : "Pending",
  };
}

export async function listSubUsers(user: AuthUser): Promise<SubUser[]> {
  await inviterFor(user);
  return (await listInvitedBy(user.uid)).map(toSubUser);
}

export async function inviteSubUser(user: AuthUser, email: string): Promise<SubUser> {
  const { invitee, adminChanges } = await inviterFor(user);
  const uid = await createAuthAccount(email);
  if (uid === null) throw new HttpError(400, ERRORS.emailExists);
  const fields: ProfileFields = { ...newProfile(email), ...invitee };
  try {
    await createInvitedProfile(uid, fields, user.uid, adminChanges);
  } catch (err) {
    // Nothing half-written: an account without its profile would sign in as an unset newcomer.
    await deleteAuthAccount(uid);
    throw err;
  }
  return toSubUser({ uid, fields });
}

/** Removes an invitee's account and profile; only the admin who invited them may. */
export async function deleteSubUser(user: AuthUser, id: string): Promise<void> {
  await inviterFor(user);
  // Not an id we hand out (a path, a reserved name): nobody by that id, and no Firestore error either.
  if (!ID_PATTERN.test(id)) throw new HttpError(404, SUBUSER_ERRORS.notFound);
  const invited = await findInvitedProfile(id);
  if (invited?.invited_by !== user.uid) throw new HttpError(404, SUBUSER_ERRORS.notFound);
  // The account goes first: it is what lets them in. A failure after it leaves the profile for a retry.
  await deleteAuthAccount(id);
  await deleteProfile(id);
}
