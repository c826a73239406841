import { describe, expect, it } from "vitest";
import { measureAudio } from "../../src/services/speech/recognition/audio-measures";
import { hasVoice } from "../../src/services/speech/recognition/measure-recording";
import { roomNoise, withNoise } from "./conditions";
import { noVoiceSound } from "./recordings";

const meanSquare = (x: Float32Array) => x.reduce((sum, v) => sum + v * v, 0) / x.length;

/** 16 kHz every third sample of 48 kHz audio: enough for the measures. */
const to16k = (x: Float32Array) => x.filter((_, i) => i % 3 === 0);

describe("withNoise", () => {
  it("adds noise at the signal-to-noise ratio asked, measured on the speech", () => {
    const tone = Float32Array.from({ length: 48_000 }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * i) / 48_000));
    const noisy = withNoise(tone, 12, 7);
    const noise = noisy.map((v, i) => v - (tone[i] as number));
    expect(10 * Math.log10(meanSquare(tone) / meanSquare(noise))).toBeCloseTo(12, 0);
  });
  it("is the same noise for the same seed, and another for another", () => {
    expect(roomNoise(100, 3)).toEqual(roomNoise(100, 3));
    expect(roomNoise(100, 3)).not.toEqual(roomNoise(100, 4));
  });
});

describe("the sounds with no voice", () => {
  it.each(["silence", "room noise", "hum", "taps", "breath"] as const)("%s holds no voice by the recogniser's own check", (sound) => {
    expect(hasVoice(measureAudio(to16k(noVoiceSound(sound, 11))))).toBe(false);
  });
});
