import { INVITATION_MESSAGES, invitationParamsSchema } from "@readbright/domain/api/invitations";
import type { DeclineBody } from "@readbright/domain/api/invitations";
import { HttpError } from "../core/http-error";
import type { Handler } from "../http/types";
import { acceptMyInvitation, declineMyInvitation, listMyInvitations } from "../services/invitation-service";

function invitationId(params: Readonly<Record<string, string>>): string {
  // An id that could never exist is a missing invitation, like any other.
  if (!invitationParamsSchema.isValidSync(params)) throw new HttpError(404, INVITATION_MESSAGES.notFound);
  return String(params.id);
}

/** GET /api/invitations/: the caller's pending invitations. */
export const listMyInvitationsHandler: Handler = async ({ user }, res) => {
  res.set("Cache-Control", "private, no-store").json(await listMyInvitations(user));
};

/** POST /api/invitations/{id}/accept/: the caller's profile, now a member. */
export const acceptInvitationHandler: Handler = async ({ user, params }, res) => {
  res.json(await acceptMyInvitation(user, invitationId(params)));
};

/** POST /api/invitations/{id}/decline/ */
export const declineInvitationHandler: Handler<DeclineBody> = async ({ user, params, body }, res) => {
  res.json(await declineMyInvitation(user, invitationId(params), body.delete_account === true));
};
