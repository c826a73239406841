import type {
  completeAssessment as completeEndpoint,
  deleteResult,
  getOrCreateResult,
  getResult,
  listResults,
  startAssessment as startEndpoint,
  startClass,
} from "@readbright/domain/api/assessment-results";
import type { Handler } from "../http/types";
import { completeAssessment, getAssessmentResult, getOrCreateAssessmentResult, startAssessment } from "../services/results/assessment-result-service";
import { listResultPageFor, listResultsFor, resultScopeFor } from "../services/results/result-list-service";
import { deleteResultFor } from "../services/workflows/participant-deletion";
import { listPendingReviewPage, listPendingReviews } from "../services/results/pending-review-service";
import { startClassTests } from "../services/workflows/start-class";

/** GET /api/assessment-results/?participant_id= (optional; blank means all)&pending_review=true (waiting for review, oldest first). */
export const listResultsHandler: Handler<typeof listResults> = async ({ user, query }, res) => {
  const participantId = query.participant_id ?? null;
  const page = query.limit === undefined ? null : { limit: query.limit, cursor: query.cursor };
  if (query.pending_review) {
    const scope = await resultScopeFor(user, participantId);
    res.send(page ? await listPendingReviewPage(scope, page) : await listPendingReviews(scope));
    return;
  }
  res.send(page ? await listResultPageFor(user, participantId, page) : await listResultsFor(user, participantId));
};

/** DELETE /api/assessment-results/{id}: 204. */
export const deleteResultHandler: Handler<typeof deleteResult> = async ({ user, params }, res) => {
  await deleteResultFor(user, params.id);
  res.noContent();
};

/** POST /api/assessment-results/get-or-create/: 201 with a new result, 200 with the open one. */
export const getOrCreateResultHandler: Handler<typeof getOrCreateResult> = async ({ user, body }, res) => {
  const { result, created } = await getOrCreateAssessmentResult(user, body);
  res.status(created ? 201 : 200).send(result);
};

/** GET /api/get-assessment-result-by-id/{id}/: for the participant's account holders, or by the id alone. */
export const getResultHandler: Handler<typeof getResult> = async ({ requester, params }, res) => {
  res.send(await getAssessmentResult(requester, params.id));
};

/** POST /api/start-assessment/ */
export const startAssessmentHandler: Handler<typeof startEndpoint> = async ({ requester, body }, res) => {
  res.send(await startAssessment(requester, body));
};

/** POST /api/complete-assessment/ */
export const completeAssessmentHandler: Handler<typeof completeEndpoint> = async ({ requester, body }, res) => {
  res.send(await completeAssessment(requester, body));
};

/** POST /api/assessment-results/start-class/: what happened for each student. */
export const startClassHandler: Handler<typeof startClass> = async ({ user, body }, res) => {
  res.send(await startClassTests(user, body));
};
