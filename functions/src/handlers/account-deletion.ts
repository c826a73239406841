// DELETE /api/profile/: 204 once the account and everything it owns are gone.
import type { deleteAccount as deleteAccountEndpoint } from "@readbright/domain/api/profile";
import type { Handler } from "../http/types";
import { deleteAccount } from "../services/workflows/account-deletion";

export const deleteAccountHandler: Handler<typeof deleteAccountEndpoint> = async ({ user, body }, res) => {
  await deleteAccount(user, body);
  res.noContent();
};
