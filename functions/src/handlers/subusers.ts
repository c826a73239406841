import type { Handler } from "../http/types";
import { deleteSubUser, inviteSubUser, listSubUsers } from "../services/subuser-service";
import type { InviteInput } from "../validation/subuser-schemas";

/** GET /api/subusers/: the users the admin invited. */
export const listSubUsersHandler: Handler = async ({ user }, res) => {
  res.json(await listSubUsers(user));
};

/** POST /api/subusers/: 201 with the invited user. */
export const inviteSubUserHandler: Handler<InviteInput> = async ({ user, body }, res) => {
  res.status(201).json(await inviteSubUser(user, body.email));
};

/** DELETE /api/subusers/{id}: 204. */
export const deleteSubUserHandler: Handler = async ({ user, params }, res) => {
  await deleteSubUser(user, params.id ?? "");
  res.status(204).end();
};
