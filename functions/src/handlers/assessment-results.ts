import { HttpError } from "../http/http-error";
import { requesterOf } from "../http/requester";
import type { Handler } from "../http/types";
import { ASSESSMENT_ERRORS } from "../services/assessment-messages";
import {
  completeAssessment,
  getAssessmentResult,
  getOrCreateAssessmentResult,
  startAssessment,
} from "../services/assessment-result-service";
import { ID_PATTERN } from "../validation/assessment-schemas";
import type { ParticipantAssessmentInput, ResultReferenceInput } from "../validation/assessment-schemas";

/** POST /api/assessment-results/get-or-create/: 201 with a new result, 200 with the open one. */
export const getOrCreateResultHandler: Handler<ParticipantAssessmentInput> = async ({ user, body }, res) => {
  const { result, created } = await getOrCreateAssessmentResult(user, body);
  res.status(created ? 201 : 200).json(result);
};

/** GET /api/get-assessment-result-by-id/{id}/: for the participant's account holders, or by the id alone. */
export const getResultByIdHandler: Handler<undefined, unknown> = async ({ params }, res) => {
  const id = params.id ?? "";
  if (!ID_PATTERN.test(id)) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  res.json(await getAssessmentResult(await requesterOf(res), id));
};

/** POST /api/start-assessment/ */
export const startAssessmentHandler: Handler<ResultReferenceInput, unknown> = async ({ body }, res) => {
  res.json(await startAssessment(await requesterOf(res), body));
};

/** POST /api/complete-assessment/ */
export const completeAssessmentHandler: Handler<ResultReferenceInput, unknown> = async ({ body }, res) => {
  res.json(await completeAssessment(await requesterOf(res), body));
};
