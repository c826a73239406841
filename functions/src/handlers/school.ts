import type { Handler } from "../http/types";
import { registerSchool } from "../services/school-service";
import type { SchoolInput } from "../validation/school-schemas";

/** POST /api/register-school/: 201 with the new school. */
export const registerSchoolHandler: Handler<SchoolInput> = async ({ user, body }, res) => {
  res.status(201).json(await registerSchool(user, body));
};
