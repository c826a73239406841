// GET /api/participants/?limit=&cursor=&grade=&section=: one page of the caller's scope, sorted and
// filtered by Firestore (indexes: firestore.indexes.json), its total counted on the server; only the
// page's participants' results are read.
import type { Page } from "@readbright/domain/api/paging";
import type { AuthUser } from "../../core/caller";
import { readCallerProfile } from "../accounts/caller-scope";
import type { CallerProfile } from "../accounts/caller-profile";
import { decodeCursor, encodeCursor } from "../paging/cursor";
import type { PageRequest } from "../paging/cursor";
import { listResultsOfParticipants } from "./repositories/result-list-repository";
import { countParticipants, countRiskMoves, listParticipantsPage, participantsWithoutRiskFields } from "../participants/participant-pages";
import { readSchoolClasses } from "../participants/participant-pages";
import { recomputeParticipantRisk } from "./result-changes";
import type { ParticipantPageQuery } from "../participants/participant-pages";
import type { StoredParticipant } from "../participants/stored-participant";
import type { ParticipantsSummary, ParticipantWithResults } from "@readbright/domain/api/participants";
import { presentResults } from "./result-list-service";
import { countPendingReviews } from "./pending-review-service";
import { RISK_MOVES } from "@readbright/domain/progress";
import type { RiskMove } from "@readbright/domain/progress";
import { latestByParticipant, presentParticipant } from "./participant-presenter";
import { selfParticipant } from "../participants/participant-lookup";
import { scopeOf } from "../accounts/caller-scope";
import type { RiskLevel } from "@readbright/domain/enums";

export interface ParticipantFilter {
  grade?: string | undefined;
  section?: string | undefined;
  risk?: RiskLevel | undefined;
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

/** Each participant with their tests, newest first (the results of the page's participants, read together). */
async function withResults(participants: readonly StoredParticipant[], now: Date): Promise<ParticipantWithResults[]> {
  const results = await listResultsOfParticipants(participants.map((p) => p.id));
  const latest = latestByParticipant(results);
  // presentResults keeps the order, and each item names its participant.
  const presented = await presentResults(results);
  return participants.map((p) => ({
    ...presentParticipant(p, latest.get(p.id) ?? null, now),
    results: presented.filter((item) => item.participant_id === p.id),
  }));
}

export async function listParticipantPageFor(user: AuthUser, page: PageRequest, filter: ParticipantFilter): Promise<Page<ParticipantWithResults>> {
  const profile = await readCallerProfile(user.uid);
  const query = participantQuery(profile, filter);
  const now = new Date();
  if (query === "self") {
    // An individual's list is their one participant.
    const self = await selfParticipant(profile);
    const matches = self !== null && (!filter.risk || self.latest_risk_level === filter.risk);
    const items = matches && !page.cursor ? [self] : [];
    return { items: await withResults(items, now), next_cursor: null, total: matches ? 1 : 0 };
  }
  const after = page.cursor ? decodeCursor(page.cursor, "string") : null;
  // The count (an aggregation over the whole scope, the slow part in a big school) runs alongside both
  // the page and its participants' results, not only the page.
  const counting = countParticipants(query);
  counting.catch(() => {});
  const { items, more } = await listParticipantsPage(query, page.limit, after && { name: String(after.value), id: after.id });
  const [withTests, total] = await Promise.all([withResults(items, now), counting]);
  const last = items.at(-1);
  return {
    items: withTests,
    next_cursor: more && last ? encodeCursor({ value: last.name, id: last.id }) : null,
    total,
  };
}

/** GET /api/participants/summary/: the meter, the moves and the filters' options, counted on the server. */
export async function participantsSummaryFor(user: AuthUser, filter: Pick<ParticipantFilter, "grade" | "section">): Promise<ParticipantsSummary> {
  const profile = await readCallerProfile(user.uid);
  const query = participantQuery(profile, filter);
  if (query === "self") {
    const self = await selfParticipant(profile);
    const pending = self ? await countPendingReviews({ query: { field: "participant_id", value: self.id }, privateOnly: false }) : { count: 0 };
    return { ...summaryOf(self ? [self] : []), pending_reviews: pending.count };
  }
  // The Review notice's count covers the whole scope, whatever the class filters (decision 25).
  const [counted, pending] = await Promise.all([countedSummary(query), countPendingReviews({ query: { field: query.field, value: query.value }, privateOnly: query.privateOnly })]);
  return { ...counted, pending_reviews: pending.count };
}

/** An individual's summary, from their one participant in hand. */
function summaryOf(participants: readonly StoredParticipant[]): Omit<ParticipantsSummary, "pending_reviews"> {
  const level = (risk: RiskLevel) => participants.filter((p) => p.latest_risk_level === risk).length;
  const spanish = (risk: RiskLevel) => participants.filter((p) => p.latest_risk_level === risk && p.latest_risk_language === "es").length;
  const moves = Object.fromEntries(RISK_MOVES.map((move) => [move, participants.filter((p) => p.risk_move === move).length])) as Record<RiskMove, number>;
  return summary(participants.length, { low: level("low"), medium: level("medium"), high: level("high") }, { low: spanish("low"), medium: spanish("medium"), high: spanish("high") }, moves, { grades: [], sections: [] });
}

/**
 * A scope's summary from count aggregations (equality filters: single-field indexes) and the school's
 * class lists. Participants stored before the risk fields existed get them once, here, and are counted again.
 */
async function countedSummary(query: ParticipantPageQuery, healed = false): Promise<Omit<ParticipantsSummary, "pending_reviews">> {
  const [total, low, medium, high, esLow, esMedium, esHigh, moves, classes] = await Promise.all([
    countParticipants(query),
    countParticipants({ ...query, risk: "low" }),
    countParticipants({ ...query, risk: "medium" }),
    countParticipants({ ...query, risk: "high" }),
    countParticipants({ ...query, risk: "low", riskLanguage: "es" }),
    countParticipants({ ...query, risk: "medium", riskLanguage: "es" }),
    countParticipants({ ...query, risk: "high", riskLanguage: "es" }),
    countRiskMoves(query),
    // Only a school's students have grades and sections (participant-presenter.ts).
    query.field === "school_id" ? readSchoolClasses(query.value) : Promise.resolve({ grades: [], sections: [] }),
  ]);
  if (!healed) {
    const missing = await participantsWithoutRiskFields(query, total, low + medium + high);
    if (missing.length > 0) {
      for (const id of missing) await recomputeParticipantRisk(id);
      return countedSummary(query, true);
    }
  }
  return summary(total, { low, medium, high }, { low: esLow, medium: esMedium, high: esHigh }, moves, classes);
}

/**
 * The counts, and the same split by the language of each participant's latest test (decision 50). Only a
 * Spanish test writes a language that is not English's, so English is whatever is not Spanish: a
 * participant last tested before languages were kept is English, as their test was.
 */
function summary(
  total: number,
  risk_counts: Record<RiskLevel, number>,
  spanish: Record<RiskLevel, number>,
  moves: Record<RiskMove, number>,
  classes: { grades: string[]; sections: string[] },
): Omit<ParticipantsSummary, "pending_reviews"> {
  const english = { low: risk_counts.low - spanish.low, medium: risk_counts.medium - spanish.medium, high: risk_counts.high - spanish.high };
  return {
    total,
    risk_counts,
    risk_counts_by_language: { en: english, es: spanish },
    movement: { higher: moves.higher, lower: moves.lower, unchanged: moves.same, compared: moves.higher + moves.lower + moves.same },
    ...classes,
  };
}
