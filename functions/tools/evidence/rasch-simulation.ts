// The simulation behind `npm run simulate` (main.ts), without the store: people with known abilities
// answer every scored item of an assessment with known difficulties (a Rasch model), and what the
// counters recover is set against the truth. The difficulty order: Spearman's rho between each item's
// true difficulty and its proportion wrong. Reliability: each section's KR-20 against the simulation's
// own, var(T) / (var(T) + mean error variance) over the simulated people: T is a person's true score, the
// sum of their probabilities of getting each item right (classical test theory's T = E[X | θ]), and
// their error variance is Σ P·(1 − P), the binomial spread of X around T. The denominator is the variance
// of the observed score the model expects for these people; using it rather than the drawn scores'
// variance leaves out the chance covariance of T and E in one sample, which alone moves the ratio by about
// ±.02 at n = 800.
import { SECTION_TYPES } from "@readbright/domain/enums";
import { spearman } from "@readbright/domain/statistics/spearman";
import type { EvidenceAssessment } from "@readbright/domain/api/evidence";
import type { BankAssessment } from "../../src/content/types";
import type { StoredAnswer } from "../../src/services/results/stored-answer";
import { normal, raschAnswers, raschP, scoredQuestions, seededRandom } from "../../test-support/rasch-answers";

export interface SimulatedPerson {
  theta: number;
  answers: StoredAnswer[];
}

export interface Simulation {
  difficulty: Map<number, number>;
  people: SimulatedPerson[];
  /** Per section: var(T) / (var(T) + mean Σ P·(1 − P)) over the simulated people. */
  reliability: Map<string, number>;
}

const variance = (values: readonly number[]) => {
  const m = values.reduce((a, b) => a + b, 0) / values.length;
  return values.reduce((a, b) => a + (b - m) ** 2, 0) / values.length;
};

/** Each section's reliability over `people` (those the figures counted: a flagged result is left out of them). */
export function reliabilityOver(assessment: BankAssessment, difficulty: ReadonlyMap<number, number>, people: readonly SimulatedPerson[]): Map<string, number> {
  const questions = scoredQuestions(assessment);
  const reliability = new Map<string, number>();
  for (const section of SECTION_TYPES) {
    const items = questions.filter((question) => question.section_type === section);
    if (items.length === 0 || people.length === 0) continue;
    const probabilities = people.map(({ theta }) => items.map((item) => raschP(theta, difficulty.get(item.id)!)));
    const truth = probabilities.map((ps) => ps.reduce((sum, p) => sum + p, 0));
    const error = probabilities.reduce((sum, ps) => sum + ps.reduce((e, p) => e + p * (1 - p), 0), 0) / people.length;
    reliability.set(section, variance(truth) / (variance(truth) + error));
  }
  return reliability;
}

/** Abilities and difficulties drawn from N(0, 1.2²) and N(0, 1), then every person's answers. */
export function simulate(assessment: BankAssessment, n: number, seed = 2029): Simulation {
  const random = seededRandom(seed);
  const questions = scoredQuestions(assessment);
  const difficulty = new Map(questions.map((question) => [question.id, normal(random)]));
  const people = Array.from({ length: n }, () => {
    const theta = 1.2 * normal(random);
    return { theta, answers: raschAnswers(assessment, theta, difficulty, random) };
  });
  return { difficulty, people, reliability: reliabilityOver(assessment, difficulty, people) };
}

export interface Recovery {
  rho: number | null;
  sections: { section: string; kr20: number | null; truth: number; difference: number | null }[];
}

/** What the figures recovered, against the simulation's truth. */
export function recovery(simulation: Simulation, figures: EvidenceAssessment): Recovery {
  const items = figures.items.filter((item) => item.proportion_correct !== null);
  const rho = spearman(items.map((item) => simulation.difficulty.get(item.question_id)!), items.map((item) => 1 - item.proportion_correct!));
  const sections = figures.sections.map((section) => {
    const truth = simulation.reliability.get(section.section)!;
    return { section: section.section, kr20: section.kr20, truth, difference: section.kr20 === null ? null : section.kr20 - truth };
  });
  return { rho, sections };
}

/** The bounds: rho at least .95, every KR-20 within .03 of the truth. */
export function withinBounds(found: Recovery): boolean {
  return (found.rho ?? 0) >= 0.95 && found.sections.every((section) => section.difference !== null && Math.abs(section.difference) <= 0.03);
}
