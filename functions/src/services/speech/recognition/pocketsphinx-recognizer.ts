// Offline recognition with Debian's pocketsphinx and pocketsphinx-en-us, constrained to a grammar of
// the item's phrases. Confidence is agreement across nudged copies of the recording (audio-decoder.ts).
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pronunciationOf } from "../../../content/pronunciations";
import { decodeVariants } from "./audio-decoder";
import { agreement, dictionaryFor, grammarWords, jsgfGrammar, parseDictionary } from "./grammar";
import type { Lexicon } from "./grammar";
import type { SpeechRecognizer } from "./recognizer";
import { runTool, toolAvailable } from "./run-tool";

export const MODEL_DIR = "/usr/share/pocketsphinx/model/en-us";
const BINARY = "pocketsphinx_continuous";
const TIMEOUT_MS = 15_000;

let cmudict: Promise<Map<string, string[]>> | undefined;
function loadCmudict(): Promise<Map<string, string[]>> {
  cmudict ??= readFile(join(MODEL_DIR, "cmudict-en-us.dict"), "utf8").then(parseDictionary);
  return cmudict;
}

/** Every lexicon in the order they are asked: the bank's own words first, then CMUdict. */
export async function lexicons(): Promise<Lexicon[]> {
  const dict = await loadCmudict();
  return [pronunciationOf, (word) => dict.get(word)];
}

export async function pocketsphinxAvailable(): Promise<boolean> {
  const [ffmpeg, sphinx] = await Promise.all([toolAvailable("ffmpeg", ["-version"]), toolAvailable(BINARY, ["-infile", "/dev/null", "-logfn", "/dev/null"])]);
  if (!ffmpeg || !sphinx) return false;
  try {
    await loadCmudict();
    return true;
  } catch {
    return false;
  }
}

async function decode(wav: string, grammar: string, dict: string): Promise<string | null> {
  const { stdout } = await runTool(
    BINARY,
    ["-infile", wav, "-hmm", join(MODEL_DIR, "en-us"), "-jsgf", grammar, "-dict", dict, "-remove_silence", "no", "-logfn", "/dev/null"],
    TIMEOUT_MS,
  );
  const heard = grammarWords(stdout.replace(/\s+/g, " ")).join(" ");
  return heard === "" ? null : heard;
}

export const pocketsphinxRecognizer: SpeechRecognizer = {
  name: "pocketsphinx",
  async recognize({ audio, phrases }) {
    const dir = await mkdtemp(join(tmpdir(), "readbright-asr-"));
    try {
      const input = join(dir, "recording");
      const grammar = join(dir, "answer.jsgf");
      const dict = join(dir, "answer.dict");
      await Promise.all([
        writeFile(input, audio),
        writeFile(grammar, jsgfGrammar(phrases)),
        writeFile(dict, dictionaryFor(phrases, await lexicons())),
      ]);
      const variants = await decodeVariants(input, dir);
      const heard = await Promise.all(variants.map((wav) => decode(wav, grammar, dict)));
      return agreement(heard);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};
