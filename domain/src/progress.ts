// Progress over time, written once for the participant's page and the dashboard: each
// section's score across a participant's completed screenings, what changed since the previous one, and
// how many participants moved between risk levels (docs/decisions/0022-progress-over-time.md). Screenings
// in different languages are never compared or drawn on one line (decision 50).
import { RISK_LEVELS, SECTION_TYPES } from "./enums";
import type { ResultStatus, RiskLevel, SectionType } from "./enums";
import { DEFAULT_TEST_LANGUAGE } from "./test-language";
import type { TestLanguage } from "./test-language";

/** The fields of a result list item (domain/src/api/assessment-results.ts ResultListItem) that progress reads. */
export interface ScreeningScores {
  id: string;
  participant_id: string;
  status: ResultStatus;
  created_at: string;
  completed_at: string | null;
  risk_level: RiskLevel | null;
  section_scores: Partial<Record<SectionType, { correct: number; total: number } | null>> | null;
  /** The test's language; absent means English (a result from before languages). */
  language?: TestLanguage;
}

const languageOf = (result: Pick<ScreeningScores, "language">): TestLanguage => result.language ?? DEFAULT_TEST_LANGUAGE;

/** A section's whole percent of marked answers right; null when nothing in it was marked. */
export function sectionPercent(score: { correct: number; total: number } | null | undefined): number | null {
  return score && score.total > 0 ? Math.round((100 * score.correct) / score.total) : null;
}

const completedAt = (result: ScreeningScores): string => result.completed_at ?? result.created_at;

/** The completed screenings, oldest first (ISO dates compare as strings). */
export function completedScreenings<T extends ScreeningScores>(results: readonly T[]): T[] {
  return results.filter((result) => result.status === "completed").sort((a, b) => completedAt(a).localeCompare(completedAt(b)));
}

export interface ProgressPoint {
  result_id: string;
  /** When the screening was completed (ISO). */
  date: string;
  /** null: nothing in the section was marked (all its spoken answers still wait for review). */
  percent: number | null;
}

export interface SectionSeries {
  section: SectionType;
  points: ProgressPoint[];
}

/**
 * Per section, its percent at each completed screening in one language, oldest first: the language
 * asked for, or the latest screening's.
 */
export function sectionSeries(results: readonly ScreeningScores[], language?: TestLanguage): SectionSeries[] {
  const all = completedScreenings(results);
  const shown = language ?? (all.length > 0 ? languageOf(all[all.length - 1] as ScreeningScores) : DEFAULT_TEST_LANGUAGE);
  const screenings = all.filter((result) => languageOf(result) === shown);
  return SECTION_TYPES.map((section) => ({
    section,
    points: screenings.map((result) => ({ result_id: result.id, date: completedAt(result), percent: sectionPercent(result.section_scores?.[section]) })),
  }));
}

export interface SectionChange {
  section: SectionType;
  from: number | null;
  to: number | null;
  /** Percentage points, to less from; null when either is missing. */
  points: number | null;
}

export interface ProgressChange {
  previous: { result_id: string; date: string; risk_level: RiskLevel | null };
  latest: { result_id: string; date: string; risk_level: RiskLevel | null };
  /** "higher" risk, "lower" or "same"; null when either screening has no level. */
  risk: RiskMove | null;
  sections: SectionChange[];
}

export const RISK_MOVES = ["higher", "lower", "same"] as const;
export type RiskMove = (typeof RISK_MOVES)[number];

/** How the risk moved from one level to another. */
export function riskMove(from: RiskLevel | null, to: RiskLevel | null): RiskMove | null {
  if (!from || !to) return null;
  const delta = RISK_LEVELS.indexOf(to) - RISK_LEVELS.indexOf(from);
  return delta > 0 ? "higher" : delta < 0 ? "lower" : "same";
}

/**
 * What changed from the previous completed screening in the same language to the latest; null with
 * fewer than two in the latest's language.
 */
export function changeSincePrevious(results: readonly ScreeningScores[]): ProgressChange | null {
  const all = completedScreenings(results);
  const latest = all[all.length - 1];
  const screenings = latest ? all.filter((result) => languageOf(result) === languageOf(latest)) : [];
  const previous = screenings[screenings.length - 2];
  if (!previous || !latest) return null;
  const summary = (result: ScreeningScores) => ({ result_id: result.id, date: completedAt(result), risk_level: result.risk_level });
  return {
    previous: summary(previous),
    latest: summary(latest),
    risk: riskMove(previous.risk_level, latest.risk_level),
    sections: SECTION_TYPES.map((section) => {
      const from = sectionPercent(previous.section_scores?.[section]);
      const to = sectionPercent(latest.section_scores?.[section]);
      return { section, from, to, points: from === null || to === null ? null : to - from };
    }),
  };
}

export interface RiskMovement {
  /** Participants whose latest completed screening is at a higher risk level than the one before. */
  higher: number;
  lower: number;
  unchanged: number;
  /** Participants compared: those with two completed screenings that both have a level. */
  compared: number;
}

/**
 * For a set of results (any participants'), per participant: the latest completed screening against
 * the one before it. Participants with fewer than two, or without a level, are not compared.
 */
export function riskMovement(results: readonly ScreeningScores[]): RiskMovement {
  const byParticipant = new Map<string, ScreeningScores[]>();
  for (const result of results) {
    const own = byParticipant.get(result.participant_id) ?? [];
    own.push(result);
    byParticipant.set(result.participant_id, own);
  }
  const movement: RiskMovement = { higher: 0, lower: 0, unchanged: 0, compared: 0 };
  for (const own of byParticipant.values()) {
    const change = changeSincePrevious(own);
    if (!change?.risk) continue;
    movement.compared += 1;
    if (change.risk === "same") movement.unchanged += 1;
    else movement[change.risk] += 1;
  }
  return movement;
}

/**
 * What a participant's document keeps of their screenings, so lists can filter and count by risk on the
 * server (docs/decisions/0024): the level of the latest completed screening, and how it moved from the
 * one before. Rewritten whenever a result completes, is scored again or is deleted.
 */
export interface ParticipantRiskFields {
  latest_risk_level: RiskLevel | null;
  risk_move: RiskMove | null;
}

export function participantRiskFields(results: readonly ScreeningScores[]): ParticipantRiskFields {
  const latest = completedScreenings(results).at(-1);
  return { latest_risk_level: latest?.risk_level ?? null, risk_move: changeSincePrevious(results)?.risk ?? null };
}
