// GET /api/assessment-results/ and DELETE /api/assessment-results/{id}: results in the caller's scope.
import type { AuthUser } from "../../core/caller";
import type { StoredResult } from "./stored-result";
import { readCallerProfile } from "../accounts/caller-scope";
import { countResults, countWaitingAnswers, listResultsPage } from "./repositories/result-list-repository";
import type { ResultScope } from "./pending-review-service";
import type { CallerProfile } from "../accounts/caller-profile";
import type { Page } from "@readbright/domain/api/paging";
import { decodeCursor, encodeCursor } from "../paging/cursor";
import type { PageRequest } from "../paging/cursor";
import { participantInScope } from "../participants/participant-lookup";
import { resultQueryInScope, resultsInScope, resultsOfParticipant } from "./results-in-scope";
import { presentResultListItem } from "./participant-presenter";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { scopeOf } from "../accounts/caller-scope";

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

/** One page of the same list, newest first; its total counted on the server. */
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
