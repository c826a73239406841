// What the invitation routes answer (domain/src/api/invitations.ts); accepting answers the profile.
import type { DeclineResponse, InvitationResponse, InvitationRole } from "../invitations";
import { closed, flag, listOf, oneOf, optionalText, text } from "./schema";

const ROLES = ["teacher", "professional"] as const satisfies readonly InvitationRole[];

export const invitationsResponse = listOf(closed<InvitationResponse>({ id: text, role: oneOf(ROLES), school_name: optionalText, inviter_name: text, invited_at: text }));

export const declineResponse = closed<DeclineResponse>({ account_deleted: flag });
