import type { registerSchool as registerSchoolEndpoint } from "@readbright/domain/api/school";
import type { Handler } from "../http/types";
import { registerSchool } from "../services/accounts/school-service";

/** POST /api/register-school/: 201 with the new school. */
export const registerSchoolHandler: Handler<typeof registerSchoolEndpoint> = async ({ user, body }, res) => {
  res.status(201).send(await registerSchool(user, body));
};
