import { resultParamsSchema } from "@readbright/domain/api/assessment-results";
import { HttpError } from "../core/http-error";
import { requesterOf } from "../http/requester";
import type { Handler } from "../http/types";
import { ASSESSMENT_ERRORS } from "../services/assessment-messages";
import {
  completeAssessment,
  getAssessmentResult,
  getOrCreateAssessmentResult,
  startAssessment,
} from "../services/assessment-result-service";
import type { ParticipantAssessmentInput, ResultReferenceInput } from "../validation/assessment-schemas";

/** POST /api/assessment-results/get-or-create/: 201 with a new result, 200 with the open one. */
export const getOrCreateResultHandler: Handler<ParticipantAssessmentInput> = async ({ user, body }, res) => {
  const { result, created } = await getOrCreateAssessmentResult(user, body);
  res.status(created ? 201 : 200).json(result);
};

/** GET /api/get-assessment-result-by-id/{id}/ (contract: domain/src/api/assessment-results.ts): for the participant's account holders, or by the id alone. */
export const getResultByIdHandler: Handler<undefined, unknown> = async ({ params }, res) => {
  // An id that could never exist is a missing result, like any other.
  if (!resultParamsSchema.isValidSync(params)) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  res.json(await getAssessmentResult(await requesterOf(res), String(params.id)));
};

/** POST /api/start-assessment/ */
export const startAssessmentHandler: Handler<ResultReferenceInput, unknown> = async ({ body }, res) => {
  res.json(await startAssessment(await requesterOf(res), body));
};

/** POST /api/complete-assessment/ */
export const completeAssessmentHandler: Handler<ResultReferenceInput, unknown> = async ({ body }, res) => {
  res.json(await completeAssessment(await requesterOf(res), body));
};
