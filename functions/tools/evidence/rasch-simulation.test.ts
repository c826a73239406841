// The simulation as a Monte Carlo study (monte-carlo.ts), through the same entries and figures the
// server keeps and serves (the counters as an in-memory sum), validity flags on as on completion. Five
// samples of 2,000 people each on one set of items: every sample recovers the difficulty order (rho >=
// .95), and KR-20 averaged over the samples is within .03 of the reliability of the scores counted
// (.035 below it on the 8-question sections of ages 5 to 7: decision 42).
import { describe, expect, it } from "vitest";
import { ENGLISH_BANK } from "../../src/content/bank";
import { SAMPLE_SIZE, figuresOf, monteCarlo, monteCarloWithinBounds } from "./monte-carlo";
import { simulate } from "./rasch-simulation";

describe("the Rasch simulation", () => {
  it.each(ENGLISH_BANK.map((assessment) => [assessment.id, assessment] as const))("recovers %s's difficulty order and, on average over 5 samples of 2,000, its reliability; flagged results are left out", (_id, assessment) => {
    const { difficulty } = simulate(assessment, 0, 11);
    const found = monteCarlo(assessment, difficulty);
    const report = JSON.stringify(found);
    for (const rho of found.rhos) expect(rho, report).toBeGreaterThanOrEqual(0.95);
    for (const section of found.sections) {
      expect(section.difference, report).toBeLessThanOrEqual(0.03);
      expect(-section.difference, report).toBeLessThanOrEqual(section.questions <= 8 ? 0.035 : 0.03);
    }
    expect(monteCarloWithinBounds(found)).toBe(true);
    // The flags left people out, and exactly those: every section counts the rest.
    const sample = simulate(assessment, SAMPLE_SIZE, 100, difficulty);
    const { figures, flagged } = figuresOf(assessment, sample.people);
    expect(flagged).toBeGreaterThan(0);
    for (const section of figures.sections) expect(section.n).toBe(SAMPLE_SIZE - flagged);
  }, 60_000);
});
