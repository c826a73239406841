// The local espeak-ng binary (Debian package espeak-ng): WAV on stdout, SSML with -m.
import { execFile } from "node:child_process";
import { HttpError } from "../../../core/http-error";
import { UNKNOWN_VOICE } from "./synthesizer";
import type { SpeechSynthesizer } from "./synthesizer";

const BINARY = "espeak-ng";
const TIMEOUT_MS = 30_000;
// 1000 characters of speech is about a minute: ~3 MB of 22 kHz 16-bit mono WAV.
const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;

interface EspeakOutput {
  stdout: Buffer;
  stderr: string;
}

// Arguments go to the binary directly, never through a shell, so text cannot inject commands.
function runEspeak(args: string[]): Promise<EspeakOutput> {
  return new Promise((resolve, reject) => {
    execFile(BINARY, args, { encoding: "buffer", timeout: TIMEOUT_MS, maxBuffer: MAX_OUTPUT_BYTES }, (err, stdout, stderr) => {
      const stderrText = stderr.toString("utf8");
      if (err) reject(Object.assign(err, { stderr: stderrText }));
      else resolve({ stdout, stderr: stderrText });
    });
  });
}

export async function espeakAvailable(): Promise<boolean> {
  try {
    await runEspeak(["--version"]);
    return true;
  } catch {
    return false;
  }
}

export const espeakSynthesizer: SpeechSynthesizer = {
  name: "espeak-ng",
  contentType: "audio/wav",
  extension: "wav",
  // es-419, Latin American Spanish: what most Spanish speakers in the schools this serves hear as neutral.
  defaultVoices: { en: "en-us", es: "es-419" },
  voices: ["en-us", "en-gb", "en-gb-x-rp", "en-gb-scotland", "es-419", "es"],
  async synthesize(ssml, voice) {
    try {
      const { stdout } = await runEspeak(["--stdout", "-m", "-v", voice, ssml]);
      if (stdout.length === 0) throw new Error("espeak-ng produced no audio");
      return stdout;
    } catch (err) {
      const stderr = (err as { stderr?: string }).stderr ?? "";
      if (/voice does not exist/i.test(stderr)) throw new HttpError(400, UNKNOWN_VOICE);
      throw err;
    }
  },
};
