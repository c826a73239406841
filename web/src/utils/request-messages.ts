// What the reader is told when a request of the dashboard fails: the spec's words for that request
// (section 8), unless the server said what was wrong.
import { ApiError } from "../lib/api-client";

export const REQUEST_FAILED = {
  fetchParticipants: "Failed to fetch participants",
  /** The Participants page's words, with the toast (spec section 8). */
  loadParticipants: "Failed to load participants. Please try again later.",
  loadParticipant: "Failed to load participant. Please try again later.",
  registerParticipant: "Failed to register participant",
  uploadParticipants: "Failed to upload participants",
  getResult: "Failed to get assessment result",
  getOrCreateResult: "Failed to get or create assessment result",
  loadAssessment: "Failed to load assessment",
  exportResults: "Failed to export results",
  exportData: "Your data could not be downloaded. Please try again later.",
} as const;

/**
 * The server's message when it refused the request for a reason the reader can act on (a 4xx: a bad CSV
 * row, a test taken twice already) or is busy (503); otherwise, as after a crash, a timeout or no
 * answer at all, the spec's words for the request.
 */
export function requestMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.message) return fallback;
  return (error.status >= 400 && error.status < 500) || error.status === 503 ? error.message : fallback;
}

/** Spec section 8: no assessment for the participant's age ("No assessments found for age" from the API). */
export const NO_SUITABLE_ASSESSMENT = "No assessments suitable for participant";
