import { REVIEW_MESSAGES, reviewParamsSchema } from "@readbright/domain/api/reviews";
import type { ReviewBody } from "@readbright/domain/api/reviews";
import { HttpError } from "../core/http-error";
import type { Handler } from "../http/types";
import { listSpokenItems, reviewAnswer } from "../services/review-service";

/** POST /api/assessment-results/{id}/reviews/: the answer as marked and the result's scores after it. */
export const reviewAnswerHandler: Handler<ReviewBody> = async ({ user, params, body }, res) => {
  // An id that could never exist is a missing result, like any other.
  if (!reviewParamsSchema.isValidSync(params)) throw new HttpError(404, REVIEW_MESSAGES.resultNotFound);
  res.json(await reviewAnswer(user, String(params.id), body));
};

/** GET /api/assessment-results/{id}/reviews/: the result's spoken questions, for the review panel. */
export const listSpokenItemsHandler: Handler = async ({ user, params }, res) => {
  if (!reviewParamsSchema.isValidSync(params)) throw new HttpError(404, REVIEW_MESSAGES.resultNotFound);
  res.set("Cache-Control", "private, no-store").json(await listSpokenItems(user, String(params.id)));
};
