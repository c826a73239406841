// A percentile bootstrap interval for the AUC, resampling each group from its own histogram (a
// stratified bootstrap: the numbers with and without the condition stay as observed). Seeded, so the
// same counts always give the same interval: a public figure must not move on a reload.
import { aucFromHistograms } from "./auc";
import type { Histogram } from "./auc";
import type { Interval } from "./wilson";
import { normal, seededRandom } from "./random";

/**
 * A Binomial(n, p) draw in time that does not grow with n: exact for small n or a small mean (Bernoulli
 * draws, or inversion of the distribution), the normal approximation once both n p and n (1 - p) reach
 * 10, where it is close enough for a percentile interval.
 */
export function binomial(n: number, p: number, random: () => number): number {
  if (n <= 0 || p <= 0) return 0;
  if (p >= 1) return n;
  if (n <= 40) {
    let hits = 0;
    for (let i = 0; i < n; i++) if (random() < p) hits++;
    return hits;
  }
  if (n * p < 10) {
    // Inversion (Kachitvichyanukul & Schmeiser's BINV): walks the distribution from 0, about n p steps.
    const q = 1 - p;
    const s = p / q;
    const a = (n + 1) * s;
    let r = q ** n;
    let u = random();
    let x = 0;
    while (u > r && x < n) {
      u -= r;
      x++;
      r *= a / x - s;
    }
    return x;
  }
  if (n * (1 - p) < 10) return n - binomial(n, 1 - p, random);
  const drawn = Math.round(n * p + Math.sqrt(n * p * (1 - p)) * normal(random));
  return Math.min(n, Math.max(0, drawn));
}

/**
 * As many draws as the histogram holds, from its people with replacement, as a histogram of the same bins:
 * a multinomial draw, bin by bin (each bin a binomial of what is left), so a resample costs the same
 * whether the histogram holds a hundred people or a million.
 */
export function resample(histogram: Histogram, random: () => number): number[] {
  let left = histogram.reduce((s, c) => s + c, 0);
  let weightLeft = left;
  return histogram.map((count) => {
    if (left === 0 || count === 0) return 0;
    const drawn = count >= weightLeft ? left : binomial(left, count / weightLeft, random);
    left -= drawn;
    weightLeft -= count;
    return drawn;
  });
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
