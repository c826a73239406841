// The Users page (spec section 2: My Teachers, My Professionals): GET and POST /api/subusers/, DELETE
// /api/subusers/{id}. A row is a member who joined through an invitation, or an invitation not (yet)
// accepted. One contract for the function's routes and the web's api files.
import { object } from "yup";
import type { InferType } from "yup";
import { emailSchema } from "../credential-schemas";
import { endpoint, idParams } from "./endpoint";
import { pageQuerySchema, PAGING_MESSAGES } from "./paging";
import type { Page } from "./paging";


export const SUBUSER_MESSAGES = {
  notAdmin: "Only a school or organization admin can invite users",
  noSchool: "Register your school before inviting teachers",
  notFound: "User not found",
  tooManyInvitations: "You have sent a lot of invitations. Please wait an hour before sending more.",
} as const;

/** POST: the invite form's email rule (spec section 5: "Invite: email as above"). */
export const inviteBodySchema = object({
  // Auth compares addresses without case, so the stored copy is lower-case too (text only: yup's
  // .lowercase() would throw on a list or an object).
  email: emailSchema.transform((value: unknown) => (typeof value === "string" ? value.toLowerCase() : value)),
});
export type InviteBody = InferType<typeof inviteBodySchema>;

export const subuserParamsSchema = idParams(SUBUSER_MESSAGES.notFound);

/**
 * The spec's two statuses, Accepted when the member has a first name and Pending otherwise, and one of
 * ours: Declined, an invitation its invitee said no to (decision 18).
 */
export type InviteStatus = "Accepted" | "Pending" | "Declined";

/** A row of the Users page; POST answers the invitation's row (201). */
export interface SubUserResponse {
  /** The member's uid, or the invitation's id while nobody has joined by it. */
  id: string;
  first_name: string | null;
  last_name: string | null;
  user_email: string;
  invite_status: InviteStatus;
  /** A member (their uid) or an invitation nobody has joined by; a pending invitation can be sent again. */
  kind: "member" | "invitation";
}

/** Without `limit`, the spec's array; with it, a Page: members first, then invitations, each oldest first. */
export const listSubUsers = endpoint<SubUserResponse[] | Page<SubUserResponse>>()({
  method: "GET", path: "/api/subusers/", auth: "verified", query: pageQuerySchema, errors: [SUBUSER_MESSAGES.notAdmin, SUBUSER_MESSAGES.noSchool, ...Object.values(PAGING_MESSAGES)],
});

/** 201 with the invitation's row, the same for an address with or without an account; the web app then emails its sign-in link. */
export const inviteSubUser = endpoint<SubUserResponse>()({
  method: "POST", path: "/api/subusers/", auth: "verified", body: inviteBodySchema, errors: [SUBUSER_MESSAGES.tooManyInvitations, SUBUSER_MESSAGES.notAdmin, SUBUSER_MESSAGES.noSchool],
});

/** 204: an invitation withdrawn, or a member removed from the school or organization. */
export const deleteSubUser = endpoint<void>()({
  method: "DELETE", path: "/api/subusers/{id}", auth: "verified", params: subuserParamsSchema, errors: [SUBUSER_MESSAGES.notFound, SUBUSER_MESSAGES.notAdmin],
});
