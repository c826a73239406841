// `npm run simulate -- --n 2000 [--assessment age-8-10-v1] [--seed 2029]` (scripts/simulate.mjs runs this
// against the emulators): people drawn from a Rasch model take the assessment, every result is completed
// through the server's completion, and the figures GET /api/evidence/ serves are set against the truth.
// Exits 1 when the difficulty order's rho is below .95, when the server's figures differ from the same
// people counted in-process, or when KR-20 averaged over fresh samples is outside its bound (monte-carlo.ts).
import { loadAssessment } from "../../src/services/assessments/assessment-content-service";
import { assessmentById } from "../../src/content/bank";
import { computeEvidence } from "../../src/services/results/evidence-service";
import { SAMPLES, SAMPLE_SIZE, SHORT_SECTION, countedBy, figuresOf, monteCarlo, monteCarloWithinBounds } from "./monte-carlo";
import { ABILITY_SD, DIFFICULTY_MEAN, DIFFICULTY_SD, TRUTH_POPULATION, populationReliability, recovery, simulate } from "./rasch-simulation";
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
  process.stdout.write(`Simulating ${n} people on ${id} (seed ${seed}): abilities N(0, ${ABILITY_SD}²), difficulties N(${DIFFICULTY_MEAN}, ${DIFFICULTY_SD}²), Rasch model\n`);
  const concurrency = Number(option("concurrency", "4"));
  const began = Date.now();
  const timing = await storeSimulation(assessment, simulation.people, (done) => process.stdout.write(`  completed ${done} of ${n} (${((Date.now() - began) / 1000).toFixed(1)} s)\n`), concurrency);
  process.stdout.write(`Stored answers in ${(timing.writeMs / 1000).toFixed(1)} s; completed ${n} results in ${(timing.completeMs / 1000).toFixed(1)} s (${(timing.completeMs / n).toFixed(1)} ms each, ${concurrency} at a time)\n`);
  const figures = (await computeEvidence()).assessments.find((a) => a.assessment_id === id)!;
  // A flagged result is not counted (validity flags): the truth is the reliability of the scores counted.
  const truth = populationReliability(bank, simulation.difficulty, countedBy(bank));
  const found = recovery(simulation, figures, truth);
  if (timing.flagged.size > 0) process.stdout.write(`${timing.flagged.size} results were flagged (validity flags) and are not counted\n`);
  process.stdout.write(`\nDifficulty order: Spearman rho (true difficulty vs proportion wrong, ${figures.items.length} items) = ${found.rho?.toFixed(3)} (bound >= .950)\n`);
  process.stdout.write(`Results counted: ${figures.completed} (the counters hold every completed result of ${id}, earlier runs and demo data included)\n`);
  // The server's path: on a fresh store, its figures are exactly those of the same people counted in-process.
  const expected = figuresOf(bank, simulation.people).figures;
  const samePath = figures.completed !== n || figures.sections.every((section) => expected.sections.some((other) => other.section === section.section && other.kr20 === section.kr20 && other.n === section.n));
  if (figures.completed === n) process.stdout.write(samePath ? "The server's figures equal the same people counted in-process.\n" : "The server's figures DIFFER from the same people counted in-process.\n");
  process.stdout.write(`\nThis run (one sample; KR-20's sampling error is about .012 at 2,000 people):\n`);
  process.stdout.write(`section                  n      mean   SD     KR-20  truth  diff    SEM\n`);
  for (const section of figures.sections) {
    const row = found.sections.find((s) => s.section === section.section)!;
    const cells = [section.section.padEnd(24), String(section.n).padEnd(6), section.mean?.toFixed(2).padEnd(6), section.sd?.toFixed(2).padEnd(6), section.kr20?.toFixed(3).padEnd(6), row.truth.toFixed(3).padEnd(6), (row.difference ?? NaN).toFixed(3).padStart(6), section.sem?.toFixed(2)];
    process.stdout.write(`${cells.join(" ")}\n`);
  }
  const study = monteCarlo(bank, simulation.difficulty);
  process.stdout.write(`\nThe estimator, over ${SAMPLES} fresh samples of ${SAMPLE_SIZE} on the same items (in-process): rho ${Math.min(...study.rhos).toFixed(3)} at least\n`);
  process.stdout.write(`  section                  questions  mean KR-20  truth  diff    allowed below\n`);
  for (const row of study.sections) process.stdout.write(`  ${[row.section.padEnd(24), String(row.questions).padEnd(10), row.meanKr20.toFixed(3).padEnd(11), row.truth.toFixed(3).padEnd(6), row.difference.toFixed(3).padStart(6), row.allowed.toFixed(3).padStart(8)].join(" ")}\n`);
  process.stdout.write(`\ntruth: corr²(T, X), true against observed score, over ${TRUTH_POPULATION.toLocaleString("en")} fresh people from the same model whom the validity flags count\n`);
  process.stdout.write(`bounds: this run's rho >= .95; the mean KR-20 at most .03 above the truth and .03 below it (.035 on sections of ${SHORT_SECTION} questions or fewer; decision 42)\n`);
  const ok = (found.rho ?? 0) >= 0.95 && samePath && monteCarloWithinBounds(study);
  process.stdout.write(ok ? "Within bounds.\n" : "OUTSIDE the bounds.\n");
  return ok;
}

main()
  .then((ok) => process.exit(ok ? 0 : 1))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
