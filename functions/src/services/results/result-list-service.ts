// GET /api/assessment-results/ and DELETE /api/assessment-results/{id}: results in the caller's scope.
import { HttpError } from "../../core/http-error";
import type { AuthUser } from "../../core/caller";
import { findResult } from "./repositories/assessment-result-repository";
import type { StoredResult } from "./repositories/assessment-result-converter";
import { readCallerProfile } from "../accounts/repositories/caller-profile-repository";
import { deleteResultData } from "../participants/repositories/participant-deletion-repository";
import { countWaitingAnswers } from "./repositories/result-list-repository";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";
import { canAccessParticipant } from "../participants/participant-access";
import { participantInScope, resultsInScope, resultsOfParticipant } from "../participants/participant-lookup";
import { presentResultListItem } from "../participants/participant-presenter";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { accessProfileOf } from "../participants/participant-scope";

/**
 * A test in progress has no scores to say how many spoken answers wait for review, so its answers are
 * asked (the Review page lists those tests too); the other tests need no reads beyond the list.
 */
async function present(results: readonly StoredResult[]): Promise<ResultListItem[]> {
  const waiting = await Promise.all(results.map((result) => (result.status === "in_progress" ? countWaitingAnswers(result.id) : 0)));
  return results.map((result, index) => presentResultListItem(result, waiting[index]));
}

/** Newest first; with a participant id, that participant's (404 when it is not the caller's to see). */
export async function listResultsFor(user: AuthUser, participantId: string | null): Promise<ResultListItem[]> {
  if (participantId !== null) {
    const { participant } = await participantInScope(user, participantId);
    return present(await resultsOfParticipant(participant.id));
  }
  return present(await resultsInScope(await readCallerProfile(user.uid)));
}

/** Deletes one result with its answers and recordings; 404 when missing or not the caller's. */
export async function deleteResultFor(user: AuthUser, id: string): Promise<void> {
  const [profile, result] = await Promise.all([readCallerProfile(user.uid), findResult(id)]);
  if (!result || !canAccessParticipant(accessProfileOf(profile), result)) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  await deleteResultData(result);
}
