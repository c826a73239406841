// Runs the real binaries (Debian's espeak-ng, ffmpeg, pocketsphinx, pocketsphinx-en-us; .ci/run installs them).
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSESSMENT_BANK } from "../../../content/bank";
import { evaluationCases } from "./evaluation";
import { dictionaryFor } from "./grammar";
import { lexicons, pocketsphinxAvailable, pocketsphinxRecognizer } from "./pocketsphinx-recognizer";

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

describe("pocketsphinxRecognizer", () => {
  it("is available where the tools and the model are installed", async () => {
    expect(await pocketsphinxAvailable()).toBe(true);
  });

  it("every phrase of every spoken item has a pronunciation", async () => {
    const phrases = evaluationCases(ASSESSMENT_BANK).map((c) => c.spoken);
    expect(() => dictionaryFor(phrases, [])).toThrow();
    const known = await lexicons();
    expect(() => dictionaryFor(phrases, known)).not.toThrow();
  });

  it("hears a word said into a webm recording, among the item's phrases, every time", async () => {
    const heard = await pocketsphinxRecognizer.recognize({ audio: await spoken("desk"), contentType: "audio/webm", phrases: ["deck", "desk", "disk", "debt"] });
    expect(heard).toEqual({ transcript: "desk", confidence: 1 });
  });

  it("rejects audio ffmpeg cannot decode", async () => {
    await expect(pocketsphinxRecognizer.recognize({ audio: Buffer.from("not audio"), contentType: "audio/webm", phrases: ["deck"] })).rejects.toThrow();
  });
});
