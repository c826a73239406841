// Makes the evaluation's recordings: a voice says the case (or a sound with no voice is made), the
// condition degrades it, and ffmpeg encodes it as Chromium records (Opus in WebM). Each recording is
// kept in a cache folder by a digest of everything it depends on, so a second run hears the same bytes
// without making them again.
import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { access, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import type { EvalCase, NoVoiceSound } from "./cases";
import { FILTERS, roomNoise, seededRandom, withNoise } from "./conditions";
import type { Condition } from "./conditions";
import { say, sayAllFestival, voiceName } from "./voices";
import type { Voice } from "./voices";

const run = promisify(execFile);
const RATE = 48_000;

export interface RecordingJob {
  case: EvalCase;
  /** null for a recording with no voice. */
  voice: Voice | null;
  condition: Condition;
}

const digest = (...parts: readonly (string | number)[]) => createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, 24);

function ffmpeg(args: readonly string[], input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn("ffmpeg", ["-nostdin", "-loglevel", "error", "-y", ...args]);
    const out: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => (err += String(chunk)));
    child.on("error", reject);
    // ffmpeg may stop reading before its input ends (it failed): "close" then says why.
    child.stdin.on("error", () => {});
    child.on("close", (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`ffmpeg ${args.join(" ")}: ${err}`))));
    child.stdin.end(input ?? Buffer.alloc(0));
  });
}

const asFloats = (bytes: Buffer) => new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
const asBytes = (samples: Float32Array) => Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);

/** Seconds of a sound with no voice in it, at 48 kHz, scaled to [-1, 1]. */
export function noVoiceSound(sound: NoVoiceSound, seed: number): Float32Array {
  const samples = Math.round(RATE * (1.5 + seededRandom(seed)() * 1.5));
  if (sound === "silence") return roomNoise(samples, seed).map((v) => v * 0.0004);
  if (sound === "room noise") return roomNoise(samples, seed).map((v) => v * 0.03);
  if (sound === "taps") {
    // Four knocks on the microphone: 30 ms bursts of noise, loud against a quiet room.
    const noise = roomNoise(samples, seed);
    return noise.map((v, i) => {
      const t = (i / RATE) % 0.5;
      return v * (0.0005 + (t > 0.2 && t < 0.23 ? 0.4 * (1 - (t - 0.2) / 0.03) : 0));
    });
  }
  if (sound === "breath") {
    // Breathing near the microphone: hiss that swells and fades, twice a second or so.
    const random = seededRandom(seed);
    return Float32Array.from({ length: samples }, (_, i) => (random() * 2 - 1) * 0.08 * Math.max(0, Math.sin((2 * Math.PI * 0.9 * i) / RATE)) ** 2);
  }
  return Float32Array.from({ length: samples }, (_, i) => 0.03 * [1, 0.5, 0.25, 0.12].reduce((sum, a, k) => sum + a * Math.sin((2 * Math.PI * 50 * (k + 1) * i) / RATE), 0));
}

/** The seed of a job's noise: the same for the same job on every run. */
const seedOf = (job: RecordingJob) => parseInt(digest(job.case.item, job.case.spoken, job.voice ? voiceName(job.voice) : "", job.condition).slice(0, 8), 16);

export function jobKey(job: RecordingJob): string {
  return digest("v1", job.case.spoken, job.voice ? voiceName(job.voice) : "no voice", job.voice ? "" : job.case.item, job.condition, FILTERS[job.condition]);
}

export class RecordingMaker {
  /** One synthesis per voice and text, however many conditions ask for it at once. */
  private readonly saying = new Map<string, Promise<void>>();

  constructor(private readonly cache: string) {}

  private said(voice: Voice, text: string): Promise<string> {
    const wav = this.wavOf(voice, text);
    if (!this.saying.has(wav)) {
      this.saying.set(
        wav,
        exists(wav).then(async (done) => {
          if (done) return;
          await say(voice, text, `${wav}.part.wav`);
          await rename(`${wav}.part.wav`, wav);
        }),
      );
    }
    return (this.saying.get(wav) as Promise<void>).then(() => wav);
  }

  private wavOf(voice: Voice, text: string): string {
    return join(this.cache, "said", `${digest(voiceName(voice), text)}.wav`);
  }

  /** Says every text festival must say for these jobs in one festival run per voice (it starts slowly). */
  async prepare(jobs: readonly RecordingJob[]): Promise<void> {
    await mkdir(join(this.cache, "said"), { recursive: true });
    const byVoice = new Map<Voice, Map<string, string>>();
    for (const { voice, case: c } of jobs) {
      if (!voice || voice.synthesizer !== "festival") continue;
      const wav = this.wavOf(voice, c.spoken);
      if (await exists(wav)) continue;
      const texts = byVoice.get(voice) ?? new Map<string, string>();
      texts.set(c.spoken, wav);
      byVoice.set(voice, texts);
    }
    for (const [voice, texts] of byVoice) {
      const jobsFor = [...texts].map(([text, wav]) => ({ text, wav: `${wav}.part.wav` }));
      await sayAllFestival(voice, jobsFor, join(this.cache, "said", `${digest(voiceName(voice))}.scm`));
      await Promise.all(jobsFor.map(({ wav }) => rename(wav, wav.replace(/\.part\.wav$/, ""))));
    }
  }

  /** The recording's WebM bytes, made once. */
  async recording(job: RecordingJob): Promise<Buffer> {
    const file = join(this.cache, "recordings", `${jobKey(job)}.webm`);
    try {
      return await readFile(file);
    } catch {
      // made below
    }
    await mkdir(join(this.cache, "recordings"), { recursive: true });
    let samples: Float32Array;
    if (job.voice) {
      const wav = await this.said(job.voice, job.case.spoken);
      samples = asFloats(await ffmpeg(["-i", wav, "-ac", "1", "-ar", String(RATE), "-af", FILTERS[job.condition], "-f", "f32le", "-"]));
    } else {
      const sound = noVoiceSound(job.case.spoken as NoVoiceSound, seedOf(job));
      samples = asFloats(await ffmpeg(["-f", "f32le", "-ar", String(RATE), "-ac", "1", "-i", "-", "-af", FILTERS[job.condition], "-f", "f32le", "-"], asBytes(sound)));
    }
    if (job.condition === "noise") samples = withNoise(samples, 10 + (seedOf(job) % 6), seedOf(job));
    const webm = await ffmpeg(["-f", "f32le", "-ar", String(RATE), "-ac", "1", "-i", "-", "-c:a", "libopus", "-b:a", "32k", "-f", "webm", "-"], asBytes(samples));
    await writeFile(`${file}.part`, webm);
    await rename(`${file}.part`, file);
    return webm;
  }
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(() => true, () => false);
}

/** The installed synthesizers, so a run can say which it lacks. */
export async function synthesizersAvailable(): Promise<Record<string, boolean>> {
  const check = (cmd: string, args: string[]) => run(cmd, args).then(() => true, () => false);
  return {
    "espeak-ng": await check("espeak-ng", ["--version"]),
    flite: await check("flite", ["-lv"]),
    festival: await check("festival", ["--version"]),
  };
}
