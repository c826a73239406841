// The voices of the evaluation: three speech synthesizers Debian ships, several speakers each, at several
// rates. The calibration hears only its part; the figures are on the held-out part, which has voices of
// the same synthesizers calibration never heard and one synthesizer (festival) it never heard at all.
import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { promisify } from "node:util";

const run = promisify(execFile);

export type Synthesizer = "espeak-ng" | "flite" | "festival";

export interface Voice {
  synthesizer: Synthesizer;
  voice: string;
  /** espeak-ng: words a minute; flite and festival: duration stretch (1 is the voice's own pace). */
  rate: number;
  part: "calibration" | "held-out";
  /** In the fixed subset `npm test` runs. */
  ci?: boolean;
}

export const VOICES: readonly Voice[] = [
  { synthesizer: "espeak-ng", voice: "en-us", rate: 150, part: "calibration" },
  { synthesizer: "espeak-ng", voice: "en-gb-x-rp", rate: 135, part: "calibration" },
  { synthesizer: "flite", voice: "awb", rate: 1, part: "calibration" },
  { synthesizer: "flite", voice: "kal16", rate: 1.15, part: "calibration" },
  { synthesizer: "espeak-ng", voice: "en-us-nyc", rate: 140, part: "held-out", ci: true },
  { synthesizer: "espeak-ng", voice: "en-us+f3", rate: 165, part: "held-out" },
  { synthesizer: "flite", voice: "slt", rate: 1, part: "held-out", ci: true },
  { synthesizer: "flite", voice: "rms", rate: 0.9, part: "held-out" },
  { synthesizer: "festival", voice: "ked_diphone", rate: 1, part: "held-out", ci: true },
  { synthesizer: "festival", voice: "cmu_us_slt_arctic_hts", rate: 1.05, part: "held-out" },
];

export const voiceName = (v: Voice) => `${v.synthesizer}:${v.voice}@${v.rate}`;

/** Writes `text` said by `voice` to `wav`. festival is given many texts at once (`sayAllFestival`): it starts slowly. */
export async function say(voice: Voice, text: string, wav: string): Promise<void> {
  if (voice.synthesizer === "espeak-ng") await run("espeak-ng", ["-v", voice.voice, "-s", String(voice.rate), "-w", wav, text]);
  else if (voice.synthesizer === "flite") await run("flite", ["-voice", voice.voice, "--setf", `duration_stretch=${voice.rate}`, "-t", text, "-o", wav]);
  else await sayAllFestival(voice, [{ text, wav }], `${wav}.scm`);
}

/** One festival run for many texts, each saved to its own WAV. */
export async function sayAllFestival(voice: Voice, jobs: readonly { text: string; wav: string }[], script: string): Promise<void> {
  const quote = (s: string) => `"${s.replace(/["\\]/g, "")}"`;
  const lines = [`(voice_${voice.voice})`, `(Parameter.set 'Duration_Stretch ${voice.rate})`, ...jobs.map(({ text, wav }) => `(utt.save.wave (utt.synth (Utterance Text ${quote(text)})) ${quote(wav)} 'riff)`)];
  await writeFile(script, `${lines.join("\n")}\n`);
  await run("festival", ["-b", script], { maxBuffer: 16 * 1024 * 1024 });
}
