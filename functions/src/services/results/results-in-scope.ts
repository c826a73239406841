// The caller's results within their scope (accounts/caller-scope.ts), as participants are found in
// participants/participant-lookup.ts: out of scope answers like missing.
import type { StoredResult } from "./stored-result";
import type { CallerProfile } from "../accounts/caller-profile";
import { listResults } from "./repositories/result-list-repository";
import type { ResultQuery } from "./repositories/result-list-repository";
import { isPrivateParticipant } from "../access/participant-access";
import { scopeOf } from "../accounts/caller-scope";
import { selfParticipant } from "../participants/participant-lookup";

/** Every result in the caller's scope, newest first. */
export async function resultsInScope(profile: CallerProfile): Promise<StoredResult[]> {
  const query = await resultQueryInScope(profile);
  if (!query) return [];
  const results = await listResults(query);
  // As for participants: an owner's query also finds results of a school or organization they have left.
  return query.field === "owner_uid" ? results.filter(isPrivateParticipant) : results;
}

/** The query for every result in the caller's scope; null when there can be none. */
export async function resultQueryInScope(profile: CallerProfile): Promise<ResultQuery | null> {
  const scope = scopeOf(profile);
  switch (scope.kind) {
    case "self": {
      const self = await selfParticipant(profile);
      return self ? { field: "participant_id", value: self.id } : null;
    }
    case "owner":
      return { field: "owner_uid", value: scope.uid };
    case "school":
      return { field: "school_id", value: scope.schoolId };
    case "organization":
      return { field: "organization_id", value: scope.organizationId };
  }
}
export function resultsOfParticipant(participantId: string): Promise<StoredResult[]> {
  return listResults({ field: "participant_id", value: participantId });
}
