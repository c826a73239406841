// Offline recognition with Debian's pocketsphinx and pocketsphinx-en-us, constrained to a grammar of
// the item's phrases. Confidence is agreement across nudged copies of the recording (audio-decoder.ts).
import { constants } from "node:fs";
import { access, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pronunciationOf } from "../../../content/pronunciations";
import { decodeVariants } from "./audio-decoder";
import { agreement, dictionaryFor, dictionaryLookup, grammarWords, jsgfGrammar } from "./grammar";
import type { Lexicon } from "./grammar";
import type { SpeechRecognizer } from "./recognizer";
import { runTool, toolAvailable } from "./run-tool";

export const MODEL_DIR = "/usr/share/pocketsphinx/model/en-us";
const BINARY = "pocketsphinx_continuous";
const TIMEOUT_MS = 15_000;

let cmudict: Promise<Lexicon> | undefined;
function loadCmudict(): Promise<Lexicon> {
  cmudict ??= readFile(join(MODEL_DIR, "cmudict-en-us.dict"), "utf8").then(dictionaryLookup);
  return cmudict;
}

/** Every lexicon in the order they are asked: the bank's own words first, then CMUdict. */
export async function lexicons(): Promise<Lexicon[]> {
  return [pronunciationOf, await loadCmudict()];
}

/** An executable of that name on the PATH. */
async function onPath(binary: string, path = process.env.PATH ?? ""): Promise<boolean> {
  const found = await Promise.all(path.split(":").filter(Boolean).map((dir) => access(join(dir, binary), constants.X_OK).then(() => true, () => false)));
  return found.includes(true);
}

/**
 * Whether the tools and the model are installed, checked once per instance on its first recording.
 * Cheaply: running pocketsphinx to find out loaded its default language model and whole dictionary, a
 * third of a second of CPU per instance, and a class's first recordings start many at once (docs/
 * decisions/0027). A tool that is there but fails still fails safe: its recordings wait for a person.
 */
export async function pocketsphinxAvailable(): Promise<boolean> {
  const [ffmpeg, sphinx, model] = await Promise.all([
    toolAvailable("ffmpeg", ["-version"]),
    onPath(BINARY),
    access(join(MODEL_DIR, "en-us", "mdef"), constants.R_OK).then(() => true, () => false),
  ]);
  if (!ffmpeg || !sphinx || !model) return false;
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
