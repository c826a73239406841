// The simulation's bounds at a smaller n, through the same entries and figures the server keeps and
// serves (the counters as an in-memory sum): fails if the estimators or the counting drift.
import { describe, expect, it } from "vitest";
import { ASSESSMENT_BANK } from "../../src/content/bank";
import { evidenceOf } from "../../src/services/results/evidence-figures";
import { itemsScope, statisticsEntryOf } from "../../src/services/results/result-statistics";
import { storedResult } from "../../test-support/stored-results";
import { recovery, simulate, withinBounds } from "./rasch-simulation";

describe("the Rasch simulation", () => {
  it.each(ASSESSMENT_BANK.map((assessment) => [assessment.id, assessment] as const))("recovers %s's difficulty order (rho >= .95) and reliability (KR-20 within .03) from 800 people", (_id, assessment) => {
    const simulation = simulate(assessment, 800, 11);
    const counts: Record<string, number> = {};
    simulation.people.forEach(({ answers }, i) => {
      const result = storedResult({ id: `sim${i}`, assessment_id: assessment.id, status: "completed", validity_flags: [] });
      for (const [name, value] of Object.entries(statisticsEntryOf(result, answers)![itemsScope(assessment.id)]!)) counts[name] = (counts[name] ?? 0) + value;
    });
    const found = recovery(simulation, evidenceOf(assessment, counts));
    expect(found.rho).toBeGreaterThanOrEqual(0.95);
    for (const section of found.sections) expect(Math.abs(section.difference!)).toBeLessThanOrEqual(0.03);
    expect(withinBounds(found)).toBe(true);
  });
});
