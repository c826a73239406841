// Which of the spec's words a failed request gets (section 8), in the language in force.
import type { I18n } from "@lingui/core";
import { ERRORS } from "@readbright/domain/messages";
import { ApiError } from "../../../lib/api-client";
import { translateDomainText } from "../../../lib/i18n/domain-text";
import { PLAYER_MESSAGES } from "./player-messages";

/** A refused answer: the result is no longer open (finished, or not open to this device) or the send failed. */
export function answerFailureMessage(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError && (error.status === 403 || error.status === 404 || error.status === 409)) return i18n._(PLAYER_MESSAGES.noActiveResult);
  return i18n._(PLAYER_MESSAGES.submitFailed);
}

/** The result could not be read: missing, or the request failed (the server's own message for a refusal). */
export function resultLoadMessage(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError && error.status === 404) return i18n._(PLAYER_MESSAGES.noResult);
  if (error instanceof ApiError && error.status < 500) return translateDomainText(error.message, i18n.locale);
  return i18n._(PLAYER_MESSAGES.initFailed);
}

/**
 * The server has an answer to this question already (another tab, or a send whose reply was lost after a
 * reload): the question is done, and the test goes on rather than asking it again.
 */
export function isAlreadyAnswered(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.message === ERRORS.alreadyAnswered;
}
