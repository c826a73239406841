// The Wilson score interval for a proportion (Wilson 1927; method 3 of Newcombe 1998, no continuity
// correction): it never leaves [0, 1] and keeps its coverage near 95 % at small n and near 0 or 1.

export interface Interval {
  low: number;
  high: number;
}

/** z for a two-sided 95 % interval. */
export const Z_95 = 1.959963984540054;

/** The interval for `successes` of `n`; null when n is 0 (nothing to estimate). */
export function wilsonInterval(successes: number, n: number, z: number = Z_95): Interval | null {
  if (!(n > 0) || successes < 0 || successes > n) return null;
  const p = successes / n;
  const z2 = z * z;
  const centre = p + z2 / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const denominator = 1 + z2 / n;
  // At 0 or n successes one limit is exactly 0 or 1; the formula gives it up to rounding.
  return {
    low: successes === 0 ? 0 : (centre - spread) / denominator,
    high: successes === n ? 1 : (centre + spread) / denominator,
  };
}
