import { describe, expect, it } from "vitest";
import { measureAudio, SAMPLE_RATE, samplesOf } from "./audio-measures";

/** A seeded generator, so the noise is the same on every run. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

const seconds = (s: number) => Math.round(s * SAMPLE_RATE);

/** A voiced sound: a 150 Hz buzz with harmonics, 0.5 s on, inside 0.4 s of quiet either side. */
function vowel(amplitude: number, pitch = 150, noise = 0.0005): Float32Array {
  const rnd = random(1);
  const out = new Float32Array(seconds(1.3));
  for (let i = 0; i < out.length; i += 1) {
    const t = i / SAMPLE_RATE;
    const on = t >= 0.4 && t < 0.9;
    const buzz = on ? [1, 0.5, 0.3, 0.2, 0.1].reduce((sum, a, k) => sum + a * Math.sin(2 * Math.PI * pitch * (k + 1) * t), 0) / 2.1 : 0;
    out[i] = amplitude * buzz + noise * (rnd() * 2 - 1);
  }
  return out;
}

function whiteNoise(amplitude: number): Float32Array {
  const rnd = random(7);
  return Float32Array.from({ length: seconds(1.3) }, () => amplitude * (rnd() * 2 - 1));
}

describe("measureAudio", () => {
  it("finds a voice, its pitch, its level and how far it stands above the floor", () => {
    const m = measureAudio(vowel(0.3));
    expect(m.voiced_ms).toBeGreaterThanOrEqual(400);
    expect(m.active_ms).toBeGreaterThanOrEqual(450);
    expect(m.active_ms).toBeLessThanOrEqual(600);
    expect(m.pitch_hz).toBeGreaterThan(140);
    expect(m.pitch_hz).toBeLessThan(160);
    expect(m.level_db).toBeGreaterThan(-20);
    expect(m.snr_db).toBeGreaterThan(40);
  });

  it("hears a higher voice as higher", () => {
    expect(measureAudio(vowel(0.3, 300)).pitch_hz).toBeGreaterThan(280);
  });

  it("finds no voice in steady noise however loud, nor in silence", () => {
    const noisy = measureAudio(whiteNoise(0.3));
    expect(noisy.voiced_ms).toBeLessThan(50);
    expect(noisy.snr_db).toBeLessThan(6);
    expect(measureAudio(new Float32Array(seconds(1)))).toMatchObject({ active_ms: 0, voiced_ms: 0 });
    expect(measureAudio(whiteNoise(0.0003)).voiced_ms).toBeLessThan(50);
  });

  it("tells a quiet recording by its level, not by a missing voice", () => {
    const quiet = measureAudio(vowel(0.005, 150, 0.0001));
    expect(quiet.voiced_ms).toBeGreaterThanOrEqual(400);
    expect(quiet.level_db).toBeLessThan(-45);
  });

  it("tells a telephone band by its missing high frequencies", () => {
    const hiss = measureAudio(Float32Array.from(vowel(0.3), (v, i) => v + 0.05 * Math.sin((2 * Math.PI * 5000 * i) / SAMPLE_RATE) * (i > seconds(0.4) && i < seconds(0.9) ? 1 : 0)));
    const band = measureAudio(vowel(0.3));
    expect(hiss.high_band_db).toBeGreaterThan(band.high_band_db + 20);
  });
});

describe("samplesOf", () => {
  it("reads 16-bit little-endian PCM into [-1, 1]", () => {
    const pcm = Buffer.alloc(6);
    pcm.writeInt16LE(-32768, 0);
    pcm.writeInt16LE(16384, 2);
    pcm.writeInt16LE(0, 4);
    expect(Array.from(samplesOf(pcm))).toEqual([-1, 0.5, 0]);
  });
});
