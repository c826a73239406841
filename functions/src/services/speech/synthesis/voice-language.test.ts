// Each engine reads a test's words in the test's language: espeak-ng's Latin American Spanish voice
// locally, Google's US Spanish standard voice deployed (decision 50).
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { TEST_LANGUAGES } from "@readbright/domain/test-language";
import { espeakSynthesizer } from "./espeak-synthesizer";
import { GOOGLE_DEFAULT_VOICES, GOOGLE_STANDARD_VOICES } from "./google-synthesizer";

describe("voices by language", () => {
  it("offers each language's default voice, Spanish in Spanish", () => {
    expect(espeakSynthesizer.defaultVoices).toEqual({ en: "en-us", es: "es-419" });
    expect(GOOGLE_DEFAULT_VOICES).toEqual({ en: "en-US-Standard-C", es: "es-US-Standard-A" });
    for (const language of TEST_LANGUAGES) {
      expect(espeakSynthesizer.voices).toContain(espeakSynthesizer.defaultVoices[language]);
      expect(GOOGLE_STANDARD_VOICES).toContain(GOOGLE_DEFAULT_VOICES[language]);
    }
    expect(GOOGLE_STANDARD_VOICES.filter((voice) => voice.startsWith("es-"))).toEqual(["es-US-Standard-A", "es-US-Standard-B", "es-US-Standard-C"]);
  });

  it("has espeak-ng's es-419 voice on this machine, and speaks Spanish with it", async () => {
    expect(execFileSync("espeak-ng", ["--voices=es"], { encoding: "utf8" })).toMatch(/\ses-419\s/);
    const audio = await espeakSynthesizer.synthesize("<speak>¿Riman «gato» y «pato»?</speak>", "es-419");
    expect(audio.subarray(0, 4).toString("ascii")).toBe("RIFF");
  });
});
