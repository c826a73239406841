// Which of the spec's words a failed request gets (section 8).
import { ERRORS } from "@readbright/domain/messages";
import { ApiError } from "../../../lib/api-client";
import { PLAYER_MESSAGES } from "./player-messages";

/** A refused answer: the result is no longer open (finished, or not open to this device) or the send failed. */
export function answerFailureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 403 || error.status === 404 || error.status === 409)) return PLAYER_MESSAGES.noActiveResult;
  return PLAYER_MESSAGES.submitFailed;
}

/** The result could not be read: missing, or the request failed. */
export function resultLoadMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return PLAYER_MESSAGES.noResult;
  if (error instanceof ApiError && error.status < 500) return error.message;
  return PLAYER_MESSAGES.initFailed;
}

/**
 * The server has an answer to this question already (another tab, or a send whose reply was lost after a
 * reload): the question is done, and the test goes on rather than asking it again.
 */
export function isAlreadyAnswered(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.message === ERRORS.alreadyAnswered;
}
