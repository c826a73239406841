// Recordings (webm/opus from Chromium and Firefox, mp4/aac from Safari) decoded with Debian's ffmpeg to
// what recognisers read: 16 kHz mono 16-bit PCM, padded with a little silence either side because
// pocketsphinx clips a word that starts on the first frame; and once unpadded, to be measured.
import { readFile } from "node:fs/promises";
import { runTool } from "./run-tool";

const TIMEOUT_MS = 15_000;
const PAD = "adelay=300,apad=pad_dur=0.3";

/** Writes the recording as headerless 16 kHz mono PCM with its padding, as pocketsphinx_batch reads it. */
export async function decodePadded(input: string, output: string): Promise<void> {
  await runTool("ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-i", input, "-af", `aresample=48000,${PAD},aresample=16000`, "-ac", "1", "-ar", "16000", "-f", "s16le", output], TIMEOUT_MS);
}

/** The recording as it is, 16 kHz mono 16-bit PCM without a header or padding, as bytes. */
export async function decodeToPcm(input: string, output: string): Promise<Buffer> {
  await runTool("ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-i", input, "-ac", "1", "-ar", "16000", "-f", "s16le", output], TIMEOUT_MS);
  return readFile(output);
}

/** One plain 16 kHz mono WAV of the recording, as bytes (for engines that take LINEAR16). */
export async function decodeToWav(input: string, output: string): Promise<void> {
  await runTool("ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-i", input, "-ac", "1", "-ar", "16000", "-c:a", "pcm_s16le", "-f", "wav", output], TIMEOUT_MS);
}
