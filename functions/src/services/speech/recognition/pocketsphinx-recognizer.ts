// Offline recognition with Debian's pocketsphinx and pocketsphinx-en-us. Each recording is decoded in one
// pocketsphinx_batch run, against a grammar of the item's phrases, the words that sound nearly like its
// answer, and a free loop of phones for anything else (listening-grammar.ts), once for each cost of that
// loop on a ladder. Confidence is the share of the ladder that heard the same thing: a phrase still heard
// when "something else" is cheap is a surer hearing than one heard only when it is dear.
import { constants } from "node:fs";
import { access, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pronunciationOf } from "../../../content/pronunciations";
import { decodePadded } from "./audio-decoder";
import { dictionaryFor, dictionaryLookup } from "./grammar";
import type { Lexicon } from "./grammar";
import { hypothesisOf, listeningGrammar } from "./listening-grammar";
import type { Hypothesis, ListeningGrammar } from "./listening-grammar";
import type { Recognition, SpeechRecognizer } from "./recognizer";
import { runTool, toolAvailable } from "./run-tool";

export const MODEL_DIR = "/usr/share/pocketsphinx/model/en-us";
const BINARY = "pocketsphinx_batch";
const TIMEOUT_MS = 15_000;
/**
 * The costs of entering the phone loop against a phrase (log10: 3 is a probability of 10^-3), cheapest
 * first: at 2 most of what is said is heard as "something else", at 9 little is. The calibration chooses
 * how far down the ladder a phrase must still be heard (docs/decisions/0033).
 */
export const OTHER_PENALTIES = [2, 3, 4, 6, 9] as const;

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
 * Cheaply: running pocketsphinx to find out loads its acoustic model, and a class's first recordings start
 * many at once (docs/decisions/0027). A tool that is there but fails still fails safe: its recordings
 * wait for a person.
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

/** The hypothesis of each line of a `-hypseg` file: "id S scale T total A ascr L lscr (frame ascr lscr word)* end". */
export function hypothesesOf(hypseg: string): Hypothesis[] {
  return hypseg
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const fields = line.trim().split(/\s+/);
      const words: string[] = [];
      for (let i = 9; i + 3 < fields.length; i += 4) words.push(fields[i + 3] as string);
      return hypothesisOf(words);
    });
}

/**
 * What the ladder heard (decodes cheapest loop first): the phrase the dearest loop let through, and how
 * much of the ladder heard that same phrase; or something else when even the dearest loop, or a word of
 * the cohort, explained the recording best. A systematic mishearing survives this, which is why marks are
 * limited to hearings the calibration found reliable (docs/decisions/0033).
 */
export function ladderHearing(hypotheses: readonly Hypothesis[]): Recognition {
  const dearest = hypotheses[hypotheses.length - 1];
  if (!dearest || !("phrase" in dearest)) {
    const others = hypotheses.filter((h) => h !== null && "other" in h).length;
    return { hearing: "other", transcript: null, confidence: hypotheses.length === 0 ? 0 : others / hypotheses.length };
  }
  const same = hypotheses.filter((h) => h !== null && "phrase" in h && h.phrase === dearest.phrase).length;
  return { hearing: "phrase", transcript: dearest.phrase, confidence: same / hypotheses.length };
}

export const pocketsphinxRecognizer: SpeechRecognizer = {
  name: "pocketsphinx",
  async recognize({ audio, phrases, cohort }) {
    const dir = await mkdtemp(join(tmpdir(), "readbright-asr-"));
    try {
      const input = join(dir, "recording");
      await writeFile(input, audio);
      const grammars = OTHER_PENALTIES.map((penalty) => listeningGrammar(phrases, cohort, penalty));
      await Promise.all([
        decodePadded(input, join(dir, "recording.raw")),
        ...grammars.map((g, i) => writeFile(join(dir, `answer-${i}.fsg`), g.fsg)),
        // Every grammar has the same words: the phrases', the cohort's and the phones'.
        lexicons().then((known) => writeFile(join(dir, "answer.dict"), dictionaryFor(phrases, known) + (grammars[0] as ListeningGrammar).extraDictionary)),
      ]);
      await writeFile(join(dir, "ctl"), grammars.map(() => "recording\n").join(""));
      await writeFile(join(dir, "fsgctl"), grammars.map((_, i) => `answer-${i}\n`).join(""));
      // -wip 1: every phone of the loop is a "word"; the usual insertion penalty would make "something
      // else" dearer the longer it is, where the loop's entry cost is the one on the ladder.
      await runTool(
        BINARY,
        ["-adcin", "yes", "-cepdir", dir, "-cepext", ".raw", "-ctl", join(dir, "ctl"), "-fsgctl", join(dir, "fsgctl"), "-fsgdir", dir, "-fsgext", ".fsg",
          "-dict", join(dir, "answer.dict"), "-hmm", join(MODEL_DIR, "en-us"), "-hypseg", join(dir, "hypseg"), "-remove_silence", "no", "-wip", "1.0", "-logfn", "/dev/null"],
        TIMEOUT_MS,
      );
      return ladderHearing(hypothesesOf(await readFile(join(dir, "hypseg"), "utf8")));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};
