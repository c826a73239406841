import { HttpError } from "../core/http-error";
import type { Handler } from "../http/types";
import { ASSESSMENT_ERRORS } from "../services/assessment-messages";
import { deleteResultFor, listResultsFor } from "../services/result-list-service";
import { ID_PATTERN } from "../validation/assessment-schemas";

/** GET /api/assessment-results/?participant_id= (optional; blank means all). */
export const listResultsHandler: Handler = async ({ user, query }, res) => {
  const raw = query.participant_id;
  if (raw !== undefined && typeof raw !== "string") throw new HttpError(404, ASSESSMENT_ERRORS.participantNotFound);
  const participantId = raw === undefined || raw === "" ? null : raw;
  if (participantId !== null && !ID_PATTERN.test(participantId)) throw new HttpError(404, ASSESSMENT_ERRORS.participantNotFound);
  res.json(await listResultsFor(user, participantId));
};

/** DELETE /api/assessment-results/{id}: 204. */
export const deleteResultHandler: Handler = async ({ user, params }, res) => {
  const id = params.id ?? "";
  if (!ID_PATTERN.test(id)) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  await deleteResultFor(user, id);
  res.status(204).end();
};
