// Recordings (webm/opus from Chromium and Firefox, mp4/aac from Safari) decoded with Debian's ffmpeg to
// what recognisers read: 16 kHz mono 16-bit PCM WAV, padded with a little silence either side because
// pocketsphinx clips a word that starts on the first frame.
import { join } from "node:path";
import { runTool } from "./run-tool";

const TIMEOUT_MS = 15_000;
const PAD = "adelay=300,apad=pad_dur=0.3";

/**
 * The same recording, nudged in tempo and pitch: a word heard the same way in every version is a
 * steadier hearing than one that flips. The first is the recording as it is.
 */
export const VARIANTS: readonly string[] = [
  "anull",
  "atempo=0.9",
  "atempo=1.12",
  "asetrate=48000*1.06,aresample=48000",
  "asetrate=48000*0.94,aresample=48000",
];

/** Writes one WAV per variant into `dir` (input already there) with a single ffmpeg run; returns their paths. */
export async function decodeVariants(input: string, dir: string, variants: readonly string[] = VARIANTS): Promise<string[]> {
  const outputs = variants.map((_, i) => join(dir, `variant-${i}.wav`));
  const split = `[0:a]aresample=48000,asplit=${variants.length}${variants.map((_, i) => `[s${i}]`).join("")}`;
  const chains = variants.map((filter, i) => `[s${i}]${filter},${PAD},aresample=16000[o${i}]`);
  const args = ["-nostdin", "-loglevel", "error", "-y", "-i", input, "-filter_complex", [split, ...chains].join(";")];
  outputs.forEach((output, i) => args.push("-map", `[o${i}]`, "-ac", "1", "-ar", "16000", "-c:a", "pcm_s16le", "-f", "wav", output));
  await runTool("ffmpeg", args, TIMEOUT_MS);
  return outputs;
}

/** One plain 16 kHz mono WAV of the recording, as bytes (for engines that take LINEAR16). */
export async function decodeToWav(input: string, output: string): Promise<void> {
  await runTool("ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-i", input, "-ac", "1", "-ar", "16000", "-c:a", "pcm_s16le", "-f", "wav", output], TIMEOUT_MS);
}
