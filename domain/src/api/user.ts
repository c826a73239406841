// GET /api/user/ (spec section 7): the signed-in account as its ID token describes it. Read before the
// email is verified (the verify-email page and the route guards).
import { endpoint } from "./endpoint";

export interface UserResponse {
  uid: string;
  email: string | null;
  email_verified: boolean;
}

export const getUser = endpoint<UserResponse>()({ method: "GET", path: "/api/user/", auth: "required" });
