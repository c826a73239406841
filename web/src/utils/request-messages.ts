// What the reader is told when a request of the dashboard fails: the spec's words for that request
// (section 8), unless the server said what was wrong; in the language in force when the message is read.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../lib/api-client";
import { currentLocale } from "../lib/i18n/activate";
import { translateDomainText } from "../lib/i18n/domain-text";
import { inForce } from "../lib/i18n/in-force";

/** Each entry reads as text in the language in force (lib/i18n/in-force.ts). */
export const REQUEST_FAILED = inForce({
  fetchParticipants: msg`Failed to fetch participants`,
  /** The Participants page's words, with the toast (spec section 8). */
  loadParticipants: msg`Failed to load participants. Please try again later.`,
  loadParticipant: msg`Failed to load participant. Please try again later.`,
  registerParticipant: msg`Failed to register participant`,
  uploadParticipants: msg`Failed to upload participants`,
  getResult: msg`Failed to get assessment result`,
  getOrCreateResult: msg`Failed to get or create assessment result`,
  loadAssessment: msg`Failed to load assessment`,
  exportResults: msg`Failed to export results`,
  exportData: msg`Your data could not be downloaded. Please try again later.`,
});

/**
 * The server's message when it refused the request for a reason the reader can act on (a 4xx: a bad CSV
 * row, a test taken twice already) or is busy (503); otherwise, as after a crash, a timeout or no
 * answer at all, the spec's words for the request. The server's words are the domain's, translated.
 */
export function requestMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.message) return fallback;
  return (error.status >= 400 && error.status < 500) || error.status === 503 ? translateDomainText(error.message, currentLocale()) : fallback;
}

/** Spec section 8: no assessment for the participant's age ("No assessments found for age" from the API). */
export const NO_SUITABLE_ASSESSMENT_MESSAGE: MessageDescriptor = msg`No assessments suitable for participant`;
