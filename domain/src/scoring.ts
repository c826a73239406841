// Risk scoring (spec section 9), written once for the API and the results view.
// The readings taken where the spec is loose are explained in docs/assessment-content.md.
import { RISK_LEVELS, SECTION_TYPES } from "./enums";
import type { RiskLevel, SectionType } from "./enums";

export const SECTION_WEIGHTS: Readonly<Record<SectionType, number>> = {
  memory: 0.3,
  phonological_awareness: 0.5,
  spatial_awareness: 0.2,
};

/** A risk score above this is low risk; above MEDIUM_RISK_ABOVE (and up to this) medium; else high. */
export const LOW_RISK_ABOVE = 0.7;
export const MEDIUM_RISK_ABOVE = 0.4;

export interface ScoringQuestion {
  id: number;
  section_type: SectionType;
  is_practice: boolean;
}

export interface ScoringAnswer {
  question_id: number;
  /** null or missing: a recording waiting for review, left out of every denominator. */
  is_correct?: boolean | null;
  /** Set when an answer can never be marked (its recording was deleted unheard): not waiting, not counted. */
  unmarked_reason?: string | null;
}

export interface SectionScore {
  section_type: SectionType;
  correct: number;
  /** Scored answers that have been marked, right or wrong. */
  total: number;
  pending: number;
  /** correct / total, or null when nothing in the section has been marked. */
  accuracy: number | null;
  band: RiskLevel | null;
}

export interface AssessmentScore {
  sections: Record<SectionType, SectionScore>;
  risk_score: number | null;
  risk_level: RiskLevel | null;
  risk_percent: number | null;
  correct: number;
  total: number;
  pending: number;
}

/** Float noise (three accuracies of 0.7 weigh in at 0.7000000000000001) must not push a score over a threshold. */
function snap(value: number): number {
  return Math.round(value * 1e10) / 1e10;
}

export function riskLevel(score: number): RiskLevel {
  if (score > LOW_RISK_ABOVE) return "low";
  if (score > MEDIUM_RISK_ABOVE) return "medium";
  return "high";
}

/**
 * A section's band from the share of its marked questions answered wrong: up to a third low, up to
 * two thirds medium, above that high. Compared in whole numbers, so 3 wrong of 9 is exactly a third.
 */
export function sectionBand(wrong: number, total: number): RiskLevel | null {
  if (total <= 0) return null;
  if (3 * wrong <= total) return "low";
  if (3 * wrong <= 2 * total) return "medium";
  return "high";
}

/** 0.3 × memory + 0.5 × phonological + 0.2 × spatial; sections with no accuracy are left out and the rest reweighted. */
export function riskScore(accuracies: Partial<Record<SectionType, number | null>>): number | null {
  let weighted = 0;
  let weights = 0;
  for (const section of SECTION_TYPES) {
    const accuracy = accuracies[section];
    if (accuracy === null || accuracy === undefined) continue;
    weighted += SECTION_WEIGHTS[section] * accuracy;
    weights += SECTION_WEIGHTS[section];
  }
  return weights === 0 ? null : snap(weighted / weights);
}

/** 100 minus the rounded percent of correct answers; null when nothing has been marked. */
export function riskPercent(correct: number, total: number): number | null {
  if (total <= 0) return null;
  return 100 - Math.round((100 * correct) / total);
}

/** Scores the scored (non-practice) answers; the last answer to a question counts. */
export function scoreAssessment(questions: readonly ScoringQuestion[], answers: readonly ScoringAnswer[]): AssessmentScore {
  const scored = new Map(questions.filter((q) => !q.is_practice).map((q) => [q.id, q.section_type]));
  const latest = new Map<number, ScoringAnswer>();
  for (const answer of answers) if (scored.has(answer.question_id)) latest.set(answer.question_id, answer);

  const tally = Object.fromEntries(SECTION_TYPES.map((s) => [s, { correct: 0, total: 0, pending: 0 }])) as Record<
    SectionType,
    { correct: number; total: number; pending: number }
  >;
  for (const answer of latest.values()) {
    const counts = tally[scored.get(answer.question_id) as SectionType];
    if (answer.is_correct === null || answer.is_correct === undefined) counts.pending += answer.unmarked_reason ? 0 : 1;
    else {
      counts.total += 1;
      if (answer.is_correct) counts.correct += 1;
    }
  }

  const sections = {} as Record<SectionType, SectionScore>;
  for (const section of SECTION_TYPES) {
    const { correct, total, pending } = tally[section];
    sections[section] = {
      section_type: section,
      correct,
      total,
      pending,
      accuracy: total === 0 ? null : correct / total,
      band: sectionBand(total - correct, total),
    };
  }
  const score = riskScore(Object.fromEntries(SECTION_TYPES.map((s) => [s, sections[s].accuracy])));
  const correct = SECTION_TYPES.reduce((sum, s) => sum + sections[s].correct, 0);
  const total = SECTION_TYPES.reduce((sum, s) => sum + sections[s].total, 0);
  const pending = SECTION_TYPES.reduce((sum, s) => sum + sections[s].pending, 0);
  return {
    sections,
    risk_score: score,
    risk_level: score === null ? null : riskLevel(score),
    risk_percent: riskPercent(correct, total),
    correct,
    total,
    pending,
  };
}

/** How many completed results are at each risk level; results not completed, or without a level, are left out. */
export function riskCounts(results: Iterable<{ status: string; risk_level: RiskLevel | null }>): Record<RiskLevel, number> {
  const counts: Record<RiskLevel, number> = { low: 0, medium: 0, high: 0 };
  for (const result of results) if (result.status === "completed" && result.risk_level) counts[result.risk_level] += 1;
  return counts;
}

/** Dashboard risk summary: each level's rounded share (percent) of completed results; all 0 when there are none. */
export function riskSummary(counts: Readonly<Record<RiskLevel, number>>): Record<RiskLevel, number> {
  const total = RISK_LEVELS.reduce((sum, level) => sum + counts[level], 0);
  return Object.fromEntries(
    RISK_LEVELS.map((level) => [level, total === 0 ? 0 : Math.round((100 * counts[level]) / total)]),
  ) as Record<RiskLevel, number>;
}

/**
 * Where a risk score sits on a low-to-high scale (0 = lowest risk, 1 = highest) drawn as three equal
 * bands: each band spans its own range of scores, so the marker always lies in the band of the level.
 */
export function riskScalePosition(score: number): number {
  const clamped = Math.min(1, Math.max(0, score));
  const third = 1 / 3;
  let position: number;
  if (clamped > LOW_RISK_ABOVE) position = ((1 - clamped) / (1 - LOW_RISK_ABOVE)) * third;
  else if (clamped > MEDIUM_RISK_ABOVE) position = third + ((LOW_RISK_ABOVE - clamped) / (LOW_RISK_ABOVE - MEDIUM_RISK_ABOVE)) * third;
  else position = 2 * third + ((MEDIUM_RISK_ABOVE - clamped) / MEDIUM_RISK_ABOVE) * third;
  return snap(position);
}
