import type { deleteSubUser as deleteSubUserEndpoint, inviteSubUser as inviteSubUserEndpoint, listSubUsers as listSubUsersEndpoint } from "@readbright/domain/api/subusers";
import type { Handler } from "../http/types";
import { deleteSubUser, inviteSubUser, listSubUserPage, listSubUsers } from "../services/team/subuser-service";

/** GET /api/subusers/: the admin's members and open invitations. */
export const listSubUsersHandler: Handler<typeof listSubUsersEndpoint> = async ({ user, query }, res) => {
  const { limit, cursor } = query;
  res.send(limit === undefined ? await listSubUsers(user) : await listSubUserPage(user, { limit, cursor }));
};

/** POST /api/subusers/: 201 with the invitation's row. */
export const inviteSubUserHandler: Handler<typeof inviteSubUserEndpoint> = async ({ user, body }, res) => {
  res.status(201).send(await inviteSubUser(user, body.email));
};

/** DELETE /api/subusers/{id}: 204. */
export const deleteSubUserHandler: Handler<typeof deleteSubUserEndpoint> = async ({ user, params }, res) => {
  await deleteSubUser(user, params.id);
  res.noContent();
};
