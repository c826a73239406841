import type { listSpokenItems as listSpokenItemsEndpoint, reviewAnswer as reviewAnswerEndpoint } from "@readbright/domain/api/reviews";
import type { Handler } from "../http/types";
import { listSpokenItems, reviewAnswer } from "../services/answers/review-service";

/** POST /api/assessment-results/{id}/reviews/: the answer as marked and the result's scores after it. */
export const reviewAnswerHandler: Handler<typeof reviewAnswerEndpoint> = async ({ user, params, body }, res) => {
  res.send(await reviewAnswer(user, params.id, body));
};

/** GET /api/assessment-results/{id}/reviews/: the result's spoken questions, for the review panel. */
export const listSpokenItemsHandler: Handler<typeof listSpokenItemsEndpoint> = async ({ user, params }, res) => {
  res.set("Cache-Control", "private, no-store").send(await listSpokenItems(user, params.id));
};
