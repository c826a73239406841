// GET /api/assessment-results/ and DELETE /api/assessment-results/{id}: results in the caller's scope.
import { auditActorFrom, auditEvent as auditEventFrom } from "../audit/audit-service";
import { RESULT_STATUS_LABELS } from "@readbright/domain/enums";
import { HttpError } from "../../core/http-error";
import type { AuthUser } from "../../core/caller";
import { findResult } from "./repositories/assessment-result-repository";
import type { StoredResult } from "./repositories/assessment-result-converter";
import { readCallerProfile } from "../accounts/repositories/caller-profile-repository";
import { deleteResultData } from "../participants/repositories/participant-deletion-repository";
import { countResults, countWaitingAnswers, listResultsPage } from "./repositories/result-list-repository";
import type { ResultScope } from "./pending-review-service";
import type { CallerProfile } from "../accounts/repositories/caller-profile-repository";
import type { Page } from "@readbright/domain/api/paging";
import { decodeCursor, encodeCursor } from "../paging/cursor";
import type { PageRequest } from "../paging/cursor";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";
import { canAccessParticipant } from "../access/participant-access";
import { participantInScope, resultQueryInScope, resultsInScope, resultsOfParticipant } from "../participants/participant-lookup";
import { presentResultListItem } from "../participants/participant-presenter";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { accessProfileOf, scopeOf } from "../accounts/caller-scope";

/**
 * Each result keeps its count of spoken answers waiting for review (decision 25); only a test in progress
 * stored before that count has its answers asked. The other tests need no reads beyond the list.
 */
export async function presentResults(results: readonly StoredResult[]): Promise<ResultListItem[]> {
  const waiting = await Promise.all(results.map((result) => (result.status === "in_progress" && result.pending_reviews === null ? countWaitingAnswers(result.id) : 0)));
  return results.map((result, index) => presentResultListItem(result, waiting[index]));
}

/** Newest first; with a participant id, that participant's (404 when it is not the caller's to see). */
export async function listResultsFor(user: AuthUser, participantId: string | null): Promise<ResultListItem[]> {
  if (participantId !== null) {
    const { participant } = await participantInScope(user, participantId);
    return presentResults(await resultsOfParticipant(participant.id));
  }
  return presentResults(await resultsInScope(await readCallerProfile(user.uid)));
}

/** The results a list covers: one participant's (404 when not the caller's to see), or the caller's whole scope; null when there can be none. */
export async function resultScopeFor(user: AuthUser, participantId: string | null): Promise<ResultScope | null> {
  if (participantId !== null) {
    const { participant } = await participantInScope(user, participantId);
    return { query: { field: "participant_id", value: participant.id }, privateOnly: false };
  }
  return resultScopeOf(await readCallerProfile(user.uid));
}

/** The caller's whole scope of results; null when there can be none. */
export async function resultScopeOf(profile: CallerProfile): Promise<ResultScope | null> {
  const query = await resultQueryInScope(profile);
  // As for the whole list: an owner's query would also find results of a school they have left.
  return query && { query, privateOnly: scopeOf(profile).kind === "owner" };
}

/** One page of the same list, newest first; its total counted on the server (issue 15). */
export async function listResultPageFor(user: AuthUser, participantId: string | null, page: PageRequest): Promise<Page<ResultListItem>> {
  const scope = await resultScopeFor(user, participantId);
  if (!scope) return { items: [], next_cursor: null, total: 0 };
  const { query, privateOnly } = scope;
  const after = page.cursor ? decodeCursor(page.cursor, "number") : null;
  const [{ items, more }, total] = await Promise.all([
    listResultsPage(query, privateOnly, page.limit, after && { createdAt: Number(after.value), id: after.id }),
    countResults(query, privateOnly),
  ]);
  const last = items.at(-1);
  return { items: await presentResults(items), next_cursor: more && last ? encodeCursor({ value: last.created_at.getTime(), id: last.id }) : null, total };
}

/** Deletes one result with its answers and recordings; 404 when missing or not the caller's. */
export async function deleteResultFor(user: AuthUser, id: string): Promise<void> {
  const [profile, result] = await Promise.all([readCallerProfile(user.uid), findResult(id)]);
  if (!result || !canAccessParticipant(accessProfileOf(profile), result)) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  const detail = `${RESULT_STATUS_LABELS[result.status]} test of ${result.created_at.toISOString().slice(0, 10)}`;
  const event = auditEventFrom(auditActorFrom(profile, user.email), "result_deleted", { type: "result", id: null, label: result.participant.name, detail, participantId: result.participant_id });
  await deleteResultData(result, event);
}
