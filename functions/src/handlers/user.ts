import type { getUser } from "@readbright/domain/api/user";
import type { Handler } from "../http/types";

/** GET /api/user/: the signed-in account as the ID token describes it. */
export const getUserHandler: Handler<typeof getUser> = async ({ user }, res) => {
  res.send({ uid: user.uid, email: user.email, email_verified: user.emailVerified });
};
