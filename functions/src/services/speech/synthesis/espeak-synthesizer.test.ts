// Runs the real espeak-ng binary, the local voice (`.ci/run` installs it: apt-get install espeak-ng).
import { describe, expect, it } from "vitest";
import { espeakAvailable, espeakSynthesizer } from "./espeak-synthesizer";
import { parseSpeech, toSsml } from "./pause-markers";
import { UNKNOWN_VOICE } from "./synthesizer";

describe("espeakSynthesizer", () => {
  it("finds espeak-ng on this machine", async () => {
    expect(await espeakAvailable()).toBe(true);
  });

  it("speaks SSML as WAV, and pauses make the audio longer", async () => {
    const plain = await espeakSynthesizer.synthesize(toSsml(parseSpeech("cat dog")), "en-us");
    const paused = await espeakSynthesizer.synthesize(toSsml(parseSpeech("cat [pause 0.75] dog")), "en-us");
    expect(plain.subarray(0, 4).toString("ascii")).toBe("RIFF");
    // 0.75 s of 22.05 kHz 16-bit mono is about 33 kB.
    expect(paused.length - plain.length).toBeGreaterThan(25_000);
  });
  it("refuses a voice it does not have with a 400", async () => {
    await expect(espeakSynthesizer.synthesize("<speak>hi</speak>", "xx-nonexistent")).rejects.toMatchObject({ status: 400, message: UNKNOWN_VOICE });
  });
});
