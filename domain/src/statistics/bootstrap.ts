// A percentile bootstrap interval for the AUC, resampling each group from its own histogram (a
// stratified bootstrap: the numbers with and without the condition stay as observed). Seeded, so the
// same counts always give the same interval: a public figure must not move on a reload.
import { aucFromHistograms } from "./auc";
import type { Histogram } from "./auc";
import type { Interval } from "./wilson";

/** mulberry32: a small, fast, well-mixed 32-bit generator; enough for resampling, not for secrets. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** n draws from the histogram's people, with replacement, as a histogram of the same bins. */
export function resample(histogram: Histogram, random: () => number): number[] {
  const n = histogram.reduce((s, c) => s + c, 0);
  const cumulative: number[] = [];
  let running = 0;
  for (const count of histogram) cumulative.push((running += count));
  const drawn = histogram.map(() => 0);
  for (let i = 0; i < n; i++) {
    const person = Math.floor(random() * n);
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! > person) high = mid;
      else low = mid + 1;
    }
    drawn[low]! += 1;
  }
  return drawn;
}

/** The q-quantile of sorted values (linear between neighbours). */
export function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

export const BOOTSTRAP_ROUNDS = 2000;
export const BOOTSTRAP_SEED = 29;

/** The 2.5th and 97.5th percentiles of the AUC over `rounds` resamples; null when either group is empty. */
export function bootstrapAucInterval(withCondition: Histogram, without: Histogram, rounds = BOOTSTRAP_ROUNDS, seed = BOOTSTRAP_SEED): Interval | null {
  if (aucFromHistograms(withCondition, without) === null) return null;
  const random = seededRandom(seed);
  const aucs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const auc = aucFromHistograms(resample(withCondition, random), resample(without, random));
    if (auc !== null) aucs.push(auc);
  }
  aucs.sort((a, b) => a - b);
  return { low: quantile(aucs, 0.025), high: quantile(aucs, 0.975) };
}
