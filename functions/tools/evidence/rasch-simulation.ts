// The simulation behind `npm run simulate` (main.ts), without the store: people with known abilities
// answer every scored item of an assessment with known difficulties (a Rasch model), and what the
// counters recover is set against the truth. The difficulty order: Spearman's rho between each item's
// true difficulty and its proportion wrong. Reliability: each section's KR-20 against the reliability of
// the scores counted, the squared correlation of true and observed scores over the people the figures
// count (a flagged result is left out). T is a person's true score, the sum of their probabilities of
// getting each item right (classical test theory's T = E[X | θ]). Difficulties are drawn around −1: a
// screener's questions are easy for most of the people who take it (about 7 in 10 right on average),
// so few are at chance; decision 42 says what the bound means and what it does not.
import { SECTION_TYPES } from "@readbright/domain/enums";
import { pearson } from "@readbright/domain/statistics/correlation";
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
}

/** Each section's reliability over `people` (those the figures counted): corr²(T, X), true against observed score. */
function reliabilityOver(assessment: BankAssessment, difficulty: ReadonlyMap<number, number>, people: readonly SimulatedPerson[]): Map<string, number> {
  const questions = scoredQuestions(assessment);
  const reliability = new Map<string, number>();
  for (const section of SECTION_TYPES) {
    const items = questions.filter((question) => question.section_type === section);
    if (items.length === 0 || people.length < 2) continue;
    const ids = new Set(items.map((item) => item.id));
    const truth = people.map(({ theta }) => items.reduce((sum, item) => sum + raschP(theta, difficulty.get(item.id)!), 0));
    const observed = people.map(({ answers }) => answers.filter((answer) => ids.has(answer.question_id) && answer.is_correct === true).length);
    reliability.set(section, (pearson(truth, observed) ?? 0) ** 2);
  }
  return reliability;
}

/** How many people the truth is worked out over: enough that its own sampling error (about .003) does not matter. */
export const TRUTH_POPULATION = 40_000;

/**
 * Each section's reliability in the population the figures count: corr²(T, X) over a large fresh draw
 * of people from the same model, those `counted` keeps (the server's validity flags leave the others
 * out). A fresh draw, not the sample itself: the sample's own corr² is as noisy as its KR-20.
 */
export function populationReliability(assessment: BankAssessment, difficulty: ReadonlyMap<number, number>, counted: (answers: StoredAnswer[]) => boolean, seed = 4242): Map<string, number> {
  const random = seededRandom(seed);
  const people: SimulatedPerson[] = [];
  for (let i = 0; i < TRUTH_POPULATION; i++) {
    const theta = ABILITY_SD * normal(random);
    const answers = raschAnswers(assessment, theta, difficulty, random);
    if (counted(answers)) people.push({ theta, answers });
  }
  return reliabilityOver(assessment, difficulty, people);
}

/** The abilities' spread. */
export const ABILITY_SD = 1.2;

/** The difficulties' mean: a screener's questions are easy for most (see the head of this file). */
export const DIFFICULTY_MEAN = -1;
/** The difficulties' spread. */
export const DIFFICULTY_SD = 1;

/** Abilities and difficulties drawn from N(0, 1.2²) and N(−1, 1) (or the `items` given), then every person's answers. */
export function simulate(assessment: BankAssessment, n: number, seed = 2029, items?: ReadonlyMap<number, number>): Simulation {
  const random = seededRandom(seed);
  const drawn = new Map(scoredQuestions(assessment).map((question) => [question.id, DIFFICULTY_MEAN + DIFFICULTY_SD * normal(random)]));
  const difficulty = new Map(items ?? drawn);
  const people = Array.from({ length: n }, () => {
    const theta = ABILITY_SD * normal(random);
    return { theta, answers: raschAnswers(assessment, theta, difficulty, random) };
  });
  return { difficulty, people };
}

export interface Recovery {
  rho: number | null;
  sections: { section: string; kr20: number | null; truth: number; difference: number | null }[];
}

/** What the figures recovered, against the simulation's difficulties and `reliability`, each section's truth. */
export function recovery(simulation: Pick<Simulation, "difficulty">, figures: EvidenceAssessment, reliability: ReadonlyMap<string, number>): Recovery {
  const items = figures.items.filter((item) => item.proportion_correct !== null);
  const rho = spearman(items.map((item) => simulation.difficulty.get(item.question_id)!), items.map((item) => 1 - item.proportion_correct!));
  const sections = figures.sections.map((section) => {
    const truth = reliability.get(section.section)!;
    return { section: section.section, kr20: section.kr20, truth, difference: section.kr20 === null ? null : section.kr20 - truth };
  });
  return { rho, sections };
}
