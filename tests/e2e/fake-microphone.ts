// A microphone that says a word: an espeak-ng WAV for Chromium's fake audio capture
// (--use-file-for-fake-audio-capture), which reads it from the start each time a recording opens it.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";

/** A WAV of `word` in espeak-ng's `voice` ("en-us", "es-419"), a moment after the start, then quiet. */
export function microphoneSaying(word: string, voice = "en-us"): string {
  const dir = mkdtempSync(join(tmpdir(), "readbright-microphone-"));
  const said = join(dir, "said.wav");
  const wav = join(dir, "microphone.wav");
  execFileSync("espeak-ng", ["-v", voice, "-s", "140", "-w", said, word]);
  // The word a moment after the recording starts, then quiet: one word per recording.
  execFileSync("ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-i", said, "-af", "adelay=250,apad=whole_dur=6", "-ar", "48000", "-ac", "1", "-c:a", "pcm_s16le", wav]);
  return wav;
}

/** Launch options for a spec whose fake microphone says `word`. */
export function launchWithMicrophoneSaying(word: string, voice = "en-us") {
  return { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${microphoneSaying(word, voice)}`] };
}
