// The audio measures of a recording (audio-measures.ts), decoded with ffmpeg; and whether it holds a voice.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeToPcm } from "./audio-decoder";
import { measureAudio, samplesOf } from "./audio-measures";
import type { AudioMeasures } from "./audio-measures";

/**
 * The least voice a recording must hold to be listened to: a short word said quickly has a few
 * hundredths of a second of voiced sound. Below it the recording is silence or noise, which a grammar
 * would map onto its nearest phrase. Set on the evaluation's recordings: no silence, noise, tapping,
 * breathing or hum passes, and under 2 % of the spoken ones are stopped (they wait for a person).
 */
export const MIN_VOICED_MS = 30;
export const MIN_ACTIVE_MS = 60;
/**
 * A median pitch at the top of the search range (500 Hz) is the ringing of a tap on the microphone, not a
 * voice: a speaking child's median sits well below it. In the evaluation every tapping recording had one,
 * and 1.5 % of the spoken ones (mostly raised to a child's pitch, where the pitch tracker slips onto a
 * formant); those wait for a person.
 */
export const MAX_VOICE_PITCH_HZ = 480;

export function hasVoice(measures: AudioMeasures): boolean {
  return measures.voiced_ms >= MIN_VOICED_MS && measures.active_ms >= MIN_ACTIVE_MS && measures.pitch_hz < MAX_VOICE_PITCH_HZ;
}

/** The measures of a recording in any format ffmpeg reads; rejects when it cannot decode it. */
export async function measureRecording(audio: Buffer): Promise<AudioMeasures> {
  const dir = await mkdtemp(join(tmpdir(), "readbright-measure-"));
  try {
    const input = join(dir, "recording");
    await writeFile(input, audio);
    return measureAudio(samplesOf(await decodeToPcm(input, join(dir, "recording.raw"))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Measures, or null when ffmpeg cannot decode the audio (then it is still listened to, but never marked). */
export async function measureOrNull(audio: Buffer, onError: (err: Error) => void = () => {}): Promise<AudioMeasures | null> {
  try {
    return await measureRecording(audio);
  } catch (err) {
    onError(err as Error);
    return null;
  }
}
