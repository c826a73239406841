// `npm run eval:speech`: builds the calibration and evaluation sets with espeak-ng and ffmpeg, runs the
// offline recogniser on every recording, and prints per band the confusion table, precision and
// coverage on the held-out voices at the shipped threshold and trust table (and at lower thresholds,
// to show why it was chosen). Exits 1 below 95 % precision, or when the shipped trust table is not the
// one calibration gives. `-- --calibrate` rewrites functions/src/content/speech-trust.json.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { ASSESSMENT_BANK } from "./content/bank";
import shippedTrust from "./content/speech-trust.json";
import {
  CALIBRATION_SPEEDS,
  CALIBRATION_VOICES,
  EVAL_SPEEDS,
  EVAL_VOICES,
  evaluationCases,
  figuresByBand,
  outcomeOf,
  trustTable,
} from "./services/speech/recognition/evaluation";
import type { EvalCase, Figures, Hearing } from "./services/speech/recognition/evaluation";
import { AUTO_MARK_THRESHOLD } from "./services/speech/recognition/mark-recording";
import { pocketsphinxRecognizer } from "./services/speech/recognition/pocketsphinx-recognizer";
import type { Recognition } from "./services/speech/recognition/recognizer";

const run = promisify(execFile);
/** The report goes to stdout: this is a command-line tool, not the function's logger. */
const print = (line: string) => process.stdout.write(`${line}\n`);
const MIN_PRECISION = 0.95;
const SWEEP = [0.6, 0.8, 1];

interface Heard extends Hearing {
  voice: string;
  speed: number;
  recognition: Recognition;
}

// npm runs this from the repository root.
const TRUST_FILE = join(process.cwd(), "functions", "src", "content", "speech-trust.json");

async function speak(dir: string, text: string, voice: string, speed: number, n: number): Promise<Buffer> {
  const wav = join(dir, `${n}.wav`);
  const webm = join(dir, `${n}.webm`);
  await run("espeak-ng", ["-v", voice, "-s", String(speed), "-w", wav, text]);
  await run("ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-i", wav, "-c:a", "libopus", "-b:a", "32k", webm]);
  return readFile(webm);
}

async function pool<T, R>(items: readonly T[], width: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i] as T, i);
      }
    }),
  );
  return out;
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

function printTable(title: string, table: Map<string, Figures>): void {
  print(`\n${title}`);
  print("band        cases  right→right  wrong→right  right→wrong  wrong→wrong  right→review  wrong→review  precision  coverage");
  for (const [band, f] of table) {
    const cells = [f.total, f.rightMarkedRight, f.wrongMarkedRight, f.rightMarkedWrong, f.wrongMarkedWrong, f.rightWaiting, f.wrongWaiting];
    print(`${band.padEnd(10)} ${cells.map((c, i) => String(c).padStart(i === 0 ? 6 : 12)).join(" ")}  ${pct(f.precision).padStart(9)}  ${pct(f.coverage).padStart(8)}`);
  }
}

async function hear(cases: readonly EvalCase[], voices: readonly string[], speeds: readonly number[], dir: string): Promise<Heard[]> {
  const jobs = cases.flatMap((c) => voices.flatMap((voice) => speeds.map((speed) => ({ c, voice, speed }))));
  print(`${cases.length} phrases × ${voices.length} voices (${voices.join(", ")}) × ${speeds.length} speeds = ${jobs.length} recordings`);
  return pool(jobs, Math.max(1, availableParallelism()), async ({ c, voice, speed }, i) => {
    const audio = await speak(dir, c.spoken, voice, speed, i);
    const recognition = await pocketsphinxRecognizer.recognize({ audio, contentType: "audio/webm", phrases: c.phrases });
    return { case: c, voice, speed, recognition };
  });
}

async function main(): Promise<void> {
  const cases = evaluationCases(ASSESSMENT_BANK);
  const dir = await mkdtemp(join(tmpdir(), "readbright-eval-"));
  let calibration: Heard[];
  let evaluation: Heard[];
  try {
    print("Calibration set (espeak-ng → webm/opus):");
    calibration = await hear(cases, CALIBRATION_VOICES, CALIBRATION_SPEEDS, dir);
    print("Evaluation set, held-out voices and speeds:");
    evaluation = await hear(cases, EVAL_VOICES, EVAL_SPEEDS, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (process.argv.includes("--verbose")) {
    for (const h of [...calibration, ...evaluation]) {
      print(`${h.case.band} ${h.case.question_id} ${h.voice}@${h.speed} said "${h.case.spoken}" heard "${h.recognition.transcript}" ${h.recognition.confidence.toFixed(2)}`);
    }
  }
  const shipped = AUTO_MARK_THRESHOLD.pocketsphinx;
  for (const threshold of SWEEP.filter((t) => t !== shipped)) {
    const trust = trustTable(calibration, threshold);
    printTable(`threshold ${threshold}`, figuresByBand(evaluation.map((h) => outcomeOf(h.case, h.recognition, trust, threshold))));
  }
  const calibrated = trustTable(calibration, shipped);
  if (process.argv.includes("--calibrate")) {
    await writeFile(TRUST_FILE, `${JSON.stringify(calibrated, null, 2)}\n`);
    print(`\nWrote ${TRUST_FILE}`);
  } else if (JSON.stringify(calibrated) !== JSON.stringify(shippedTrust)) {
    console.error("\nThe shipped trust table (functions/src/content/speech-trust.json) is not what calibration gives: run npm run eval:speech -- --calibrate.");
    process.exitCode = 1;
  }
  const table = figuresByBand(evaluation.map((h) => outcomeOf(h.case, h.recognition, calibrated, shipped)));
  printTable(`threshold ${shipped} with the trust table (shipped)`, table);
  const all = table.get("all") as Figures;
  if (all.precision < MIN_PRECISION) {
    console.error(`\nPrecision ${pct(all.precision)} is below ${pct(MIN_PRECISION)}: raise AUTO_MARK_THRESHOLD or improve the recogniser.`);
    process.exitCode = 1;
  } else {
    print(`\nPrecision ${pct(all.precision)} (at least ${pct(MIN_PRECISION)}), coverage ${pct(all.coverage)}.`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
