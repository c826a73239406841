// How a recording is degraded before the recogniser hears it, as a classroom would: clean; a child's
// voice (pitch and formants raised by a third); noise at 10 to 15 dB signal-to-noise; a telephone band
// (300 to 3,400 Hz, 8 kHz); a quiet recording (32 dB down). Then encoded as Chromium records (Opus in
// WebM). Noise is drawn from a seeded generator, so every run hears the same recordings.

export const CONDITIONS = ["clean", "child", "noise", "phone", "quiet"] as const;
export type Condition = (typeof CONDITIONS)[number];

/** The ffmpeg filter of each condition, on 48 kHz mono. */
export const FILTERS: Readonly<Record<Condition, string>> = {
  clean: "anull",
  child: "asetrate=48000*1.33,aresample=48000,atempo=0.7519",
  noise: "anull",
  phone: "highpass=f=300,lowpass=f=3400,aresample=8000,aresample=48000",
  quiet: "volume=-32dB",
};

export function seededRandom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    // xorshift32
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 0x100000000;
  };
}

/** Room-like noise (mostly low, some hiss), `samples` long. */
export function roomNoise(samples: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  const out = new Float32Array(samples);
  let low = 0;
  for (let i = 0; i < samples; i += 1) {
    const white = random() * 2 - 1;
    low = 0.97 * low + 0.03 * white;
    out[i] = 4 * low + 0.3 * white;
  }
  return out;
}

const meanSquare = (x: Float32Array, from = 0, to = x.length) => {
  let sum = 0;
  for (let i = from; i < to; i += 1) sum += (x[i] as number) ** 2;
  return to > from ? sum / (to - from) : 0;
};

/**
 * Speech plus noise at `snrDb`, the speech level taken over its 10 ms frames within 30 dB of the loudest
 * (so the silence around a word does not lower it).
 */
export function withNoise(speech: Float32Array, snrDb: number, seed: number): Float32Array {
  const frame = 480;
  const energies: number[] = [];
  for (let i = 0; i + frame <= speech.length; i += frame) energies.push(meanSquare(speech, i, i + frame));
  const loudest = Math.max(0, ...energies);
  const active = energies.filter((e) => e > loudest / 1000);
  const level = active.length ? active.reduce((a, b) => a + b, 0) / active.length : 0;
  const noise = roomNoise(speech.length, seed);
  const gain = Math.sqrt(level / Math.max(meanSquare(noise), 1e-12) / 10 ** (snrDb / 10));
  return Float32Array.from(speech, (v, i) => v + gain * (noise[i] as number));
}
