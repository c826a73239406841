// Invitations to join a school as a teacher or an organization as a professional. An invite
// creates nothing but a pending invitation: the person joins only by accepting it, signed in with the
// invited address. One contract for the function's routes and the web's api files.
import { boolean, object } from "yup";
import type { InferType } from "yup";
import type { Profile } from "../profile";
import { endpoint, idParams } from "./endpoint";


export const INVITATION_MESSAGES = {
  notFound: "Invitation not found",
  alreadySetUp: "This account is already set up, so it cannot join by invitation. Ask for the invitation to be sent to another email address.",
  deleteAccountInvalid: "delete_account must be true or false",
} as const;

export const invitationParamsSchema = idParams(INVITATION_MESSAGES.notFound);

/**
 * Declining from the emailed link, whose sign-in made a new account: `delete_account` removes that
 * account again, so an unwanted invitation leaves nothing behind. Only an account with nothing set up
 * (no profile type, no name) is deleted; anything else is kept whatever the flag says.
 */
export const declineBodySchema = object({
  delete_account: boolean().strict().typeError(INVITATION_MESSAGES.deleteAccountInvalid).optional(),
});
export type DeclineBody = InferType<typeof declineBodySchema>;

export type InvitationRole = "teacher" | "professional";

/** An invitation as its invitee sees it. */
export interface InvitationResponse {
  id: string;
  role: InvitationRole;
  /** The school's name, or null for an organization (which has no name of its own). */
  school_name: string | null;
  /** Who sent it: the admin's name as their profile has it, or their email while they have no name. */
  inviter_name: string;
  invited_at: string;
}

export interface DeclineResponse {
  /** The new account the emailed link made was deleted again. */
  account_deleted: boolean;
}

/** The signed-in caller's pending invitations (to their verified email), oldest first. */
export const listMyInvitations = endpoint<InvitationResponse[]>()({ method: "GET", path: "/api/invitations/", auth: "verified" });

/** Join the school or organization; the answer is the caller's profile after it. */
export const acceptInvitation = endpoint<Profile>()({
  method: "POST", path: "/api/invitations/{id}/accept/", auth: "verified", params: invitationParamsSchema, errors: [INVITATION_MESSAGES.notFound, INVITATION_MESSAGES.alreadySetUp],
});

/** Say no; nothing changes but the invitation (and, with delete_account, the account the link just made). */
export const declineInvitation = endpoint<DeclineResponse>()({
  method: "POST", path: "/api/invitations/{id}/decline/", auth: "verified", params: invitationParamsSchema, body: declineBodySchema, errors: [INVITATION_MESSAGES.notFound],
});
