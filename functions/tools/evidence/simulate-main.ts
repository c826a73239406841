// `npm run simulate -- --n 2000 [--assessment age-8-10-v1] [--seed 2029]` (scripts/simulate.mjs runs this
// against the emulators): people drawn from a Rasch model take the assessment, every result is completed
// through the server's completion, and the figures GET /api/evidence/ serves are set against the truth.
// Exits 1 when the difficulty order's rho is below .95 or a section's KR-20 is more than .03 off.
import { loadAssessment } from "../../src/services/assessments/assessment-content-service";
import { assessmentById } from "../../src/content/bank";
import { computeEvidence } from "../../src/services/results/evidence-service";
import { recovery, reliabilityOver, simulate, withinBounds } from "./rasch-simulation";
import { storeSimulation } from "./store-simulation";

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

async function main(): Promise<boolean> {
  const n = Number(option("n", "2000"));
  const id = option("assessment", "age-8-10-v1");
  const seed = Number(option("seed", "2029"));
  const bank = assessmentById(id);
  const assessment = await loadAssessment(id);
  if (!bank || !assessment || !Number.isInteger(n) || n < 1) throw new Error(`Usage: npm run simulate -- --n 2000 [--assessment age-8-10-v1] [--seed 2029] (no assessment "${id}", or n "${n}" not a whole number)`);
  const simulation = simulate(bank, n, seed);
  process.stdout.write(`Simulating ${n} people on ${id} (seed ${seed}): abilities N(0, 1.2²), difficulties N(0, 1), Rasch model\n`);
  const concurrency = Number(option("concurrency", "4"));
  const began = Date.now();
  const timing = await storeSimulation(assessment, simulation.people, (done) => process.stdout.write(`  completed ${done} of ${n} (${((Date.now() - began) / 1000).toFixed(1)} s)\n`), concurrency);
  process.stdout.write(`Stored answers in ${(timing.writeMs / 1000).toFixed(1)} s; completed ${n} results in ${(timing.completeMs / 1000).toFixed(1)} s (${(timing.completeMs / n).toFixed(1)} ms each, ${concurrency} at a time)\n`);
  const figures = (await computeEvidence()).assessments.find((a) => a.assessment_id === id)!;
  // A flagged result is not counted (validity flags): the truth is that of the people counted.
  const counted = simulation.people.filter((_, index) => !timing.flagged.has(index));
  const found = recovery({ ...simulation, reliability: reliabilityOver(bank, simulation.difficulty, counted) }, figures);
  if (timing.flagged.size > 0) process.stdout.write(`${timing.flagged.size} results were flagged (validity flags) and are not counted\n`);
  process.stdout.write(`\nDifficulty order: Spearman rho (true difficulty vs proportion wrong, ${figures.items.length} items) = ${found.rho?.toFixed(3)} (bound >= .950)\n`);
  process.stdout.write(`Results counted: ${figures.completed} (the counters hold every completed result of ${id}, earlier runs and demo data included)\n\n`);
  process.stdout.write(`section                  n      mean   SD     KR-20  truth  diff    SEM\n`);
  for (const section of figures.sections) {
    const row = found.sections.find((s) => s.section === section.section)!;
    const cells = [section.section.padEnd(24), String(section.n).padEnd(6), section.mean?.toFixed(2).padEnd(6), section.sd?.toFixed(2).padEnd(6), section.kr20?.toFixed(3).padEnd(6), row.truth.toFixed(3).padEnd(6), (row.difference ?? NaN).toFixed(3).padStart(6), section.sem?.toFixed(2)];
    process.stdout.write(`${cells.join(" ")}\n`);
  }
  process.stdout.write(`\ntruth: var(T) / (var(T) + mean Σ P(1 − P)) over the simulated people (bound: |KR-20 − truth| <= .03)\n`);
  const ok = withinBounds(found);
  process.stdout.write(ok ? "Within bounds.\n" : "OUTSIDE the bounds.\n");
  return ok;
}

main()
  .then((ok) => process.exit(ok ? 0 : 1))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
