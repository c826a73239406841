// GET /api/participants/?limit=&cursor=&grade=&section=: one page of the caller's scope, sorted and
// filtered by Firestore (indexes: firestore.indexes.json), its total counted on the server; only the
// page's participants' results are read (issue 15).
import type { Page } from "@readbright/domain/api/paging";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { AuthUser } from "../../core/caller";
import { readCallerProfile } from "../accounts/repositories/caller-profile-repository";
import type { CallerProfile } from "../accounts/repositories/caller-profile-repository";
import { decodeCursor, encodeCursor } from "../paging/cursor";
import type { PageRequest } from "../paging/cursor";
import { listResultsOfParticipants } from "../results/repositories/result-list-repository";
import { countParticipants, listParticipantsPage } from "./repositories/participant-repository";
import type { ParticipantPageQuery } from "./repositories/participant-repository";
import { latestByParticipant, presentParticipant } from "./participant-presenter";
import { selfParticipant } from "./participant-lookup";
import { scopeOf } from "./participant-scope";

export interface ParticipantFilter {
  grade?: string | undefined;
  section?: string | undefined;
}

function participantQuery(profile: CallerProfile, filter: ParticipantFilter): ParticipantPageQuery | "self" {
  const scope = scopeOf(profile);
  switch (scope.kind) {
    case "self":
      return "self";
    case "owner":
      return { field: "owner_uid", value: scope.uid, privateOnly: true, ...filter };
    case "school":
      return { field: "school_id", value: scope.schoolId, privateOnly: false, ...filter };
    case "organization":
      return { field: "organization_id", value: scope.organizationId, privateOnly: false, ...filter };
  }
}

export async function listParticipantPageFor(user: AuthUser, page: PageRequest, filter: ParticipantFilter): Promise<Page<Participant>> {
  const profile = await readCallerProfile(user.uid);
  const query = participantQuery(profile, filter);
  const now = new Date();
  if (query === "self") {
    // An individual's list is their one participant.
    const self = await selfParticipant(profile);
    const items = self && !page.cursor ? [self] : [];
    const latest = latestByParticipant(await listResultsOfParticipants(items.map((p) => p.id)));
    return { items: items.map((p) => presentParticipant(p, latest.get(p.id) ?? null, now)), next_cursor: null, total: self ? 1 : 0 };
  }
  const after = page.cursor ? decodeCursor(page.cursor, "string") : null;
  const [{ items, more }, total] = await Promise.all([
    listParticipantsPage(query, page.limit, after && { name: String(after.value), id: after.id }),
    countParticipants(query),
  ]);
  const latest = latestByParticipant(await listResultsOfParticipants(items.map((p) => p.id)));
  const last = items.at(-1);
  return {
    items: items.map((p) => presentParticipant(p, latest.get(p.id) ?? null, now)),
    next_cursor: more && last ? encodeCursor({ value: last.name, id: last.id }) : null,
    total,
  };
}
