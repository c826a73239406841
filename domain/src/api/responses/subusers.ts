// What the Users page's routes answer (domain/src/api/subusers.ts).
import type { InviteStatus, SubUserResponse } from "../subusers";
import { closed, listOf, listOrPage, oneOf, optionalText, pageOf, text } from "./schema";

const STATUSES = ["Accepted", "Pending", "Declined"] as const satisfies readonly InviteStatus[];

export const subUserResponse = closed<SubUserResponse>({
  id: text,
  first_name: optionalText,
  last_name: optionalText,
  user_email: text,
  invite_status: oneOf(STATUSES),
  kind: oneOf(["member", "invitation"] as const),
});

export const subUsersResponse = listOrPage(listOf(subUserResponse), pageOf(subUserResponse));
