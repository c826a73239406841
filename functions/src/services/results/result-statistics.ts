// What one result adds to the evidence counters (statistics/counters.ts): its `statistics_entry`, kept on
// the result so that a re-score takes back exactly what it added before adding the new figures, and a
// deletion takes it back (decision 0042). Pure but for the joined writes it returns.
//
// Scope `items:<assessment>` (public, per item and section):
//   `r.total` completed results, `r.flagged` those with a validity flag, `f.<code>` each flag's count;
//   and, from an unflagged result, for each section whose scored answers are all marked:
//   `s.<section>.n|sum|ss` (the section total X and X²), and per question `q<id>.n|c|xr` (counted,
//   right, right × rest of the section), `q<id>.o.<option>` options chosen, `q<id>.t.<bin>` the response
//   time's bin (domain/src/statistics/response-time-histogram.ts; no time, no bin), `q<id>.sp|m` spoken
//   answers and those the machine marked.
// Scope `scope:<school|organization|owner>:<id>:<assessment>` (the account holder's dashboard): the
//   same `r.*`, `f.*` and `s.*` figures, never per item.
import { binOf } from "@readbright/domain/statistics/response-time-histogram";
import type { ValidityFlag } from "@readbright/domain/validity";
import type { JoinedWrite } from "../../core/transaction-step";
import { forgetScopes, recount } from "../statistics/counters";
import { ASSESSMENT_BANK } from "../../content/bank";
import type { Contribution } from "../statistics/counters";
import type { StoredAnswer } from "./stored-answer";
import type { StatisticsEntry, StoredResult } from "./stored-result";

export const itemsScope = (assessmentId: string) => `items:${assessmentId}`;

export type OwnScopeKind = "school" | "organization" | "owner";

/** The counters of one account holder's scope (a school, an organization or an owner) for one assessment. */
export const ownScopeOf = (kind: OwnScopeKind, id: string, assessmentId: string) => `scope:${kind}:${id}:${assessmentId}`;

/** The account holder's scope a result counts in: its school, its organization, or its owner. */
export function ownScope(result: Pick<StoredResult, "school_id" | "organization_id" | "owner_uid" | "assessment_id">): string {
  if (result.school_id) return ownScopeOf("school", result.school_id, result.assessment_id);
  if (result.organization_id) return ownScopeOf("organization", result.organization_id, result.assessment_id);
  return ownScopeOf("owner", result.owner_uid, result.assessment_id);
}

/** A result with no flags counts; null flags (a result stored before they were computed) count as none. */
export function isFlagged(flags: readonly ValidityFlag[] | null | undefined): boolean {
  return Boolean(flags && flags.length > 0);
}

function add(into: Record<string, number>, name: string, value = 1): void {
  if (value !== 0) into[name] = (into[name] ?? 0) + value;
}

/** Field names safe in a counter document: an option id keeps letters, digits, '-' and '_' only. */
export const safeName = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, "_");

/** A recording's answer: its hash (every recording since they were stored), its file, or the note that retention deleted it. */
const isSpoken = (answer: StoredAnswer) => answer.audio_sha256 !== null || answer.audio_path !== null || Boolean(answer.recording_deleted_at);

function sectionFigures(answers: readonly StoredAnswer[], items: Record<string, number>, own: Record<string, number>): void {
  const scored = answers.filter((answer) => !answer.is_practice);
  const sections = new Map<string, StoredAnswer[]>();
  for (const answer of scored) sections.set(answer.section_type, [...(sections.get(answer.section_type) ?? []), answer]);
  for (const [section, list] of sections) {
    // A section with an answer still waiting for a mark (or never marked) is left out whole: KR-20 and the
    // rest-of-section correlations need every item of the section for every person counted.
    if (list.some((answer) => answer.is_correct === null)) continue;
    const total = list.filter((answer) => answer.is_correct).length;
    for (const into of [items, own]) {
      add(into, `s.${section}.n`);
      add(into, `s.${section}.sum`, total);
      add(into, `s.${section}.ss`, total * total);
    }
    for (const answer of list) {
      const q = `q${answer.question_id}`;
      const x = answer.is_correct ? 1 : 0;
      add(items, `${q}.n`);
      add(items, `${q}.c`, x);
      add(items, `${q}.xr`, x * (total - x));
      for (const option of answer.option_ids) add(items, `${q}.o.${safeName(option)}`);
      if (typeof answer.response_ms === "number" && answer.response_ms >= 0) add(items, `${q}.t.${binOf(answer.response_ms)}`);
      if (isSpoken(answer)) {
        add(items, `${q}.sp`);
        if (answer.marked_by === "speech") add(items, `${q}.m`);
      }
    }
  }
}

/** What a result adds to the counters as it stands: nothing until it is completed. */
export function statisticsEntryOf(result: StoredResult, answers: readonly StoredAnswer[]): StatisticsEntry | null {
  if (result.status !== "completed") return null;
  const items: Record<string, number> = {};
  const own: Record<string, number> = {};
  const flags = result.validity_flags ?? [];
  for (const into of [items, own]) {
    add(into, "r.total");
    if (isFlagged(flags)) add(into, "r.flagged");
    for (const code of new Set(flags.map((flag) => flag.code))) add(into, `f.${code}`);
  }
  if (!isFlagged(flags)) sectionFigures(answers, items, own);
  return { [itemsScope(result.assessment_id)]: items, [ownScope(result)]: own };
}

function sameEntry(a: StatisticsEntry | null, b: StatisticsEntry | null): boolean {
  return JSON.stringify(sortedEntry(a)) === JSON.stringify(sortedEntry(b));
}

function sortedEntry(entry: StatisticsEntry | null): [string, [string, number][]][] | null {
  if (!entry) return null;
  return Object.keys(entry)
    .sort()
    .map((scope) => [scope, Object.entries(entry[scope] ?? {}).sort(([a], [b]) => a.localeCompare(b))]);
}

/** The writes that move the counters from `before` to `after`, each scope on the result's shard. */
export function recountWrites(resultId: string, before: StatisticsEntry | null, after: StatisticsEntry | null): JoinedWrite[] {
  const scopes = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const writes: JoinedWrite[] = [];
  for (const scope of scopes) {
    const write = recount(scope, resultId, (before?.[scope] ?? null) as Contribution | null, (after?.[scope] ?? null) as Contribution | null);
    if (write) writes.push(write);
  }
  return writes;
}

/**
 * The result's new entry and the writes that take the old one back and add the new one; null when the
 * change leaves the entry as it was (an entry never computed, on a result stored before, counts as none).
 */
export function statisticsChange(before: StoredResult, after: StoredResult, answers: readonly StoredAnswer[]): { entry: StatisticsEntry | null; writes: JoinedWrite[] } | null {
  const old = before.statistics_entry ?? null;
  const entry = statisticsEntryOf(after, answers);
  if (sameEntry(old, entry)) return null;
  return { entry, writes: recountWrites(before.id, old, entry) };
}

/** Deletes the own-scope counters of a school, an organization or an owner that is going (workflows/account-deletion.ts). */
export function forgetOwnScopes(kind: OwnScopeKind, id: string): Promise<void> {
  return forgetScopes(ASSESSMENT_BANK.map((assessment) => ownScopeOf(kind, id, assessment.id)));
}
