import type { acceptInvitation, declineInvitation, listMyInvitations } from "@readbright/domain/api/invitations";
import type { Handler } from "../http/types";
import { acceptMyInvitation, declineMyInvitation, listMyInvitations as listInvitations } from "../services/team/invitation-service";

/** GET /api/invitations/: the caller's pending invitations. */
export const listMyInvitationsHandler: Handler<typeof listMyInvitations> = async ({ user }, res) => {
  res.set("Cache-Control", "private, no-store").send(await listInvitations(user));
};

/** POST /api/invitations/{id}/accept/: the caller's profile, now a member. */
export const acceptInvitationHandler: Handler<typeof acceptInvitation> = async ({ user, params }, res) => {
  res.send(await acceptMyInvitation(user, params.id));
};

/** POST /api/invitations/{id}/decline/ */
export const declineInvitationHandler: Handler<typeof declineInvitation> = async ({ user, params, body }, res) => {
  res.send(await declineMyInvitation(user, params.id, body.delete_account === true));
};
