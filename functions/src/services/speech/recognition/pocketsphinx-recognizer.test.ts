// Runs the real binaries (Debian's espeak-ng, ffmpeg, pocketsphinx, pocketsphinx-en-us; .ci/run installs them).
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGLISH_BANK } from "../../../content/bank";
import cohorts from "../../../content/speech-cohorts.json";
import { dictionaryFor } from "./grammar";
import { hypothesesOf, ladderHearing, lexicons, pocketsphinxAvailable, pocketsphinxRecognizer } from "./pocketsphinx-recognizer";

const run = promisify(execFile);
let dir: string;

async function spoken(text: string): Promise<Buffer> {
  const wav = join(dir, "said.wav");
  const webm = join(dir, "said.webm");
  await run("espeak-ng", ["-v", "en-us", "-s", "120", "-w", wav, text]);
  await run("ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-i", wav, "-c:a", "libopus", webm]);
  return readFile(webm);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "readbright-asr-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// Ages 15 and over, question 306: "desk" without its third sound is "deck".
const DECK = { phrases: ["deck", "desk", "disk", "debt"], cohort: cohorts["age-15-plus-v1:306"] };

describe("pocketsphinxRecognizer", () => {
  it("is available where the tools and the model are installed", async () => {
    expect(await pocketsphinxAvailable()).toBe(true);
  });

  it("every phrase of every spoken item has a pronunciation", async () => {
    const phrases = ENGLISH_BANK.flatMap((a) => a.questions.filter((q) => q.question_type === "recording").flatMap((q) => [...(q.key.accepted ?? []).slice(0, 1), ...(q.key.foils ?? [])]));
    expect(() => dictionaryFor(phrases, [])).toThrow();
    const known = await lexicons();
    expect(() => dictionaryFor(phrases, known)).not.toThrow();
  });

  it("hears one of the item's phrases said into a webm recording, the same every time", async () => {
    const audio = await spoken("desk");
    const first = await pocketsphinxRecognizer.recognize({ audio, contentType: "audio/webm", ...DECK });
    expect(first).toMatchObject({ hearing: "phrase", transcript: "desk" });
    // Confidence is the share of the five-step ladder that heard the phrase.
    expect([0.2, 0.4, 0.6, 0.8, 1]).toContain(first.confidence);
    expect(await pocketsphinxRecognizer.recognize({ audio, contentType: "audio/webm", ...DECK })).toEqual(first);
  }, 20_000);

  it("hears a word the item does not list as something else, not as its nearest phrase", async () => {
    for (const word of ["garden", "paper", "neck"]) {
      expect(await pocketsphinxRecognizer.recognize({ audio: await spoken(word), contentType: "audio/webm", ...DECK })).toMatchObject({ hearing: "other", transcript: null });
    }
  }, 30_000);

  it("rejects audio ffmpeg cannot decode", async () => {
    await expect(pocketsphinxRecognizer.recognize({ audio: Buffer.from("not audio"), contentType: "audio/webm", ...DECK })).rejects.toThrow();
  });
});

describe("hypothesesOf", () => {
  it("reads each decode's words, silences and fillers left out, alternates named as their word", () => {
    const hypseg = [
      "variant-0 S 0 T -2197 A -1523 L -674 0 -251 -337 <sil> 14 -986 0 desk(2) 34 -286 -337 <sil> 96",
      "variant-1 S 0 T -2284 A -1377 L -907 0 -375 -337 <sil> 18 -610 -233 _phone_uw 34 -392 -337 <sil> 97",
      "variant-2 S 0 T -2284 A -1377 L -907 0 -375 -337 <sil> 18 -610 -233 _near3 34 -392 -337 <sil> 97",
      "variant-3 S 0 T 0 A 0 L 0 0",
      "variant-4 S 0 T -2 A -1 L -1 0 -3 0 cat 10 -3 0 (NULL) 20 -3 0 map 30",
    ].join("\n");
    expect(hypothesesOf(hypseg)).toEqual([{ phrase: "desk" }, { other: true }, { other: true }, null, { phrase: "cat map" }]);
  });
});

describe("ladderHearing", () => {
  it("is the phrase the dearest loop let through, as sure as the share of the ladder that heard it", () => {
    expect(ladderHearing([{ other: true }, { other: true }, { phrase: "desk" }, { phrase: "desk" }, { phrase: "desk" }])).toEqual({ hearing: "phrase", transcript: "desk", confidence: 0.6 });
    expect(ladderHearing([{ phrase: "desk" }, { phrase: "desk" }, { phrase: "desk" }, { phrase: "desk" }, { phrase: "desk" }])).toEqual({ hearing: "phrase", transcript: "desk", confidence: 1 });
    expect(ladderHearing([{ other: true }, { other: true }, { other: true }, { phrase: "disk" }, { phrase: "desk" }])).toEqual({ hearing: "phrase", transcript: "desk", confidence: 0.2 });
  });
  it("is something else when even the dearest loop, or a word of the cohort, explained it best", () => {
    expect(ladderHearing([{ other: true }, { other: true }, { other: true }, { other: true }, { other: true }])).toEqual({ hearing: "other", transcript: null, confidence: 1 });
    expect(ladderHearing([{ phrase: "desk" }, { other: true }, null, null, null])).toEqual({ hearing: "other", transcript: null, confidence: 0.2 });
    expect(ladderHearing([])).toEqual({ hearing: "other", transcript: null, confidence: 0 });
  });
});
