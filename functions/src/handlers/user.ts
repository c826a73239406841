import type { Handler } from "../http/types";

/** GET /api/user/: the signed-in account as the ID token describes it. */
export const getCurrentUser: Handler = async ({ user }, res) => {
  res.json({ uid: user.uid, email: user.email, email_verified: user.emailVerified });
};
