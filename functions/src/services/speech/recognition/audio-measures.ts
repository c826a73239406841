// What a recording sounds like before anyone listens for words: is there a voice in it at all, how loud,
// how noisy, how wide its band and how high its pitch. Silence and noise never reach a grammar (which
// would map them onto its nearest phrase), and conditions the evaluation found unreliable are told apart
// from the audio itself (docs/decisions/0033). Pure arithmetic on 16 kHz mono samples.

export const SAMPLE_RATE = 16_000;
const FRAME = 320; // 20 ms
const HOP = 160; // 10 ms
const MIN_LAG = Math.floor(SAMPLE_RATE / 500); // pitch up to 500 Hz
const MAX_LAG = Math.ceil(SAMPLE_RATE / 70); // and down to 70 Hz
const DIGITAL_SILENCE_DB = -90;

export interface AudioMeasures {
  /** Milliseconds of frames well above the recording's own noise floor. */
  active_ms: number;
  /** Milliseconds of frames with a voice's periodicity (a pitch between 70 and 500 Hz). */
  voiced_ms: number;
  /** Mean level of the active frames, dB below full scale. */
  level_db: number;
  /** Active level over the noise floor (10th percentile of frames), dB. */
  snr_db: number;
  /** Energy above 3.6 kHz over all energy, in the active frames, dB (telephone audio has none). */
  high_band_db: number;
  /** Median pitch of the voiced frames, Hz; 0 when none. */
  pitch_hz: number;
}

const db = (power: number) => (power > 0 ? 10 * Math.log10(power) : -Infinity);

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return -Infinity;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))))] as number;
}

/** Second-order high-pass (RBJ biquad) at `cutoff` Hz. */
function highPass(x: Float32Array, cutoff: number): Float32Array {
  const w = (2 * Math.PI * cutoff) / SAMPLE_RATE;
  const alpha = Math.sin(w) / Math.SQRT2;
  const cos = Math.cos(w);
  const a0 = 1 + alpha;
  const b0 = (1 + cos) / 2 / a0;
  const b1 = -(1 + cos) / a0;
  const a1 = (-2 * cos) / a0;
  const a2 = (1 - alpha) / a0;
  const y = new Float32Array(x.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < x.length; i += 1) {
    const v = x[i] as number;
    const out = b0 * v + b1 * x1 + b0 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = v;
    y2 = y1;
    y1 = out;
    y[i] = out;
  }
  return y;
}

/** The pitch of one frame in Hz if it is periodic enough to be a voice, else 0. Pre-emphasised so low rumble is not a pitch. */
function framePitch(x: Float32Array, start: number): number {
  const end = Math.min(x.length, start + FRAME + MAX_LAG);
  const n = end - start - MAX_LAG;
  if (n < FRAME / 2) return 0;
  const r = new Float32Array(MAX_LAG + 1);
  let best = 0;
  for (let lag = MIN_LAG; lag <= MAX_LAG; lag += 1) {
    let xy = 0;
    let xx = 0;
    let yy = 0;
    for (let i = start; i < start + n; i += 1) {
      const a = x[i] as number;
      const b = x[i + lag] as number;
      xy += a * b;
      xx += a * a;
      yy += b * b;
    }
    r[lag] = xx > 0 && yy > 0 ? xy / Math.sqrt(xx * yy) : 0;
    best = Math.max(best, r[lag] as number);
  }
  if (best < 0.6) return 0;
  // The shortest period that is nearly as strong as the best: a periodic signal repeats at every multiple
  // of its period too, and those multiples are not its pitch.
  for (let lag = MIN_LAG; lag <= MAX_LAG; lag += 1) {
    const v = r[lag] as number;
    if (v >= 0.85 * best && v >= (r[lag - 1] ?? 0) && v >= (r[lag + 1] ?? 0)) return SAMPLE_RATE / lag;
  }
  return 0;
}

/** Measures of 16 kHz mono samples scaled to [-1, 1]. */
export function measureAudio(samples: Float32Array): AudioMeasures {
  const emphasised = new Float32Array(samples.length);
  for (let i = 1; i < samples.length; i += 1) emphasised[i] = (samples[i] as number) - 0.95 * (samples[i - 1] as number);
  const high = highPass(samples, 3600);
  const frames: { start: number; energy: number; high: number }[] = [];
  for (let start = 0; start + FRAME <= samples.length; start += HOP) {
    let e = 0;
    let h = 0;
    for (let i = start; i < start + FRAME; i += 1) {
      e += (samples[i] as number) ** 2;
      h += (high[i] as number) ** 2;
    }
    const energy = db(e / FRAME);
    // Digital silence (padding, a muted track) is no floor: it would make any sound look like speech.
    if (energy > DIGITAL_SILENCE_DB) frames.push({ start, energy, high: h / FRAME });
  }
  const none: AudioMeasures = { active_ms: 0, voiced_ms: 0, level_db: -Infinity, snr_db: 0, high_band_db: -Infinity, pitch_hz: 0 };
  if (frames.length === 0) return none;
  const sorted = frames.map((f) => f.energy).sort((a, b) => a - b);
  const floor = percentile(sorted, 0.1);
  const active = frames.filter((f) => f.energy >= Math.max(floor + 10, -60));
  if (active.length === 0) return { ...none, snr_db: percentile(sorted, 0.95) - floor };
  const power = active.reduce((sum, f) => sum + 10 ** (f.energy / 10), 0) / active.length;
  const highPower = active.reduce((sum, f) => sum + f.high, 0) / active.length;
  const pitches = active.map((f) => framePitch(emphasised, f.start)).filter((p) => p > 0).sort((a, b) => a - b);
  return {
    active_ms: active.length * 10,
    voiced_ms: pitches.length * 10,
    level_db: db(power),
    snr_db: db(power) - floor,
    high_band_db: db(highPower) - db(power),
    pitch_hz: pitches.length > 0 ? percentile(pitches, 0.5) : 0,
  };
}

/** 16-bit little-endian PCM bytes as samples in [-1, 1]. */
export function samplesOf(pcm: Buffer): Float32Array {
  const out = new Float32Array(Math.floor(pcm.length / 2));
  for (let i = 0; i < out.length; i += 1) out[i] = pcm.readInt16LE(i * 2) / 32768;
  return out;
}
