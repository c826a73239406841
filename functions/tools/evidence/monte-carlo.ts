// The simulation's check on the estimator, in-process: the counters' figures for simulated people as the
// server would count them (validity flags on: a flagged result leaves the figures), and KR-20 averaged
// over several samples against the reliability of the scores counted. One sample's KR-20 carries a
// sampling error of about .012 at 2,000 people, so the bound is judged on the mean of the samples
// (decision 42): `npm run simulate` and the unit test both use it.
import type { EvidenceAssessment } from "@readbright/domain/api/evidence";
import type { BankAssessment } from "../../src/content/types";
import { evidenceOf } from "../../src/services/results/evidence-figures";
import { flagsOf } from "../../src/services/results/result-rules";
import { isFlagged, itemsScope, statisticsEntryOf } from "../../src/services/results/result-statistics";
import type { StoredAnswer } from "../../src/services/results/stored-answer";
import { storedResult } from "../../test-support/stored-results";
import { populationReliability, recovery, simulate } from "./rasch-simulation";
import type { SimulatedPerson } from "./rasch-simulation";

export const SAMPLES = 5;
export const SAMPLE_SIZE = 2000;
/** A section this short or shorter: KR-20's gap under the truth may reach .035 (decision 42). */
export const SHORT_SECTION = 8;

/** Whether the server would count these answers in the figures: no validity flag. */
export const countedBy = (assessment: BankAssessment) => (answers: readonly StoredAnswer[]) => !isFlagged(flagsOf(assessment.questions, answers));

/** The figures GET /api/evidence/ would serve for exactly these people, and how many were flagged. */
export function figuresOf(assessment: BankAssessment, people: readonly SimulatedPerson[]): { figures: EvidenceAssessment; flagged: number } {
  const counts: Record<string, number> = {};
  let flagged = 0;
  people.forEach(({ answers }, i) => {
    const flags = flagsOf(assessment.questions, answers);
    if (isFlagged(flags)) flagged += 1;
    const result = storedResult({ id: `simulated-${i}`, assessment_id: assessment.id, status: "completed", validity_flags: flags });
    for (const [name, value] of Object.entries(statisticsEntryOf(result, answers)![itemsScope(assessment.id)]!)) counts[name] = (counts[name] ?? 0) + value;
  });
  return { figures: evidenceOf(assessment, counts), flagged };
}

export interface MonteCarlo {
  /** Each sample's Spearman rho between true difficulty and proportion wrong. */
  rhos: number[];
  /** Each sample's flagged count. */
  flagged: number[];
  sections: { section: string; questions: number; meanKr20: number; truth: number; difference: number; allowed: number }[];
}

/** SAMPLES fresh samples of SAMPLE_SIZE people on the same items; KR-20's mean against the population truth. */
export function monteCarlo(assessment: BankAssessment, difficulty: ReadonlyMap<number, number>, seed = 100): MonteCarlo {
  const truth = populationReliability(assessment, difficulty, countedBy(assessment));
  const rhos: number[] = [];
  const flagged: number[] = [];
  const kr20 = new Map<string, number[]>();
  for (let sample = 0; sample < SAMPLES; sample++) {
    const simulation = simulate(assessment, SAMPLE_SIZE, seed + sample, difficulty);
    const found = figuresOf(assessment, simulation.people);
    const recovered = recovery(simulation, found.figures, truth);
    rhos.push(recovered.rho ?? 0);
    flagged.push(found.flagged);
    for (const section of recovered.sections) kr20.set(section.section, [...(kr20.get(section.section) ?? []), section.kr20 ?? Number.NaN]);
  }
  const sections = [...kr20].map(([section, values]) => {
    const meanKr20 = values.reduce((a, b) => a + b, 0) / values.length;
    const questions = assessment.questions.filter((question) => !question.is_practice && question.section_type === section).length;
    return { section, questions, meanKr20, truth: truth.get(section)!, difference: meanKr20 - truth.get(section)!, allowed: questions <= SHORT_SECTION ? 0.035 : 0.03 };
  });
  return { rhos, flagged, sections };
}

/** KR-20 never above the truth by more than .03, nor below it by more than the section allows. */
export function monteCarloWithinBounds(found: MonteCarlo): boolean {
  return found.rhos.every((rho) => rho >= 0.95) && found.sections.every((section) => section.difference <= 0.03 && -section.difference <= section.allowed);
}
