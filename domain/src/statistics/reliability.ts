// KR-20 (Kuder & Richardson, 1937) and the standard error of measurement, from the sums a counter keeps.
import type { Moments } from "./moments";
import { sd, variance } from "./moments";

/**
 * KR-20 = k/(k−1) · (1 − Σ p·q / var(X)), p each item's proportion correct, var(X) the variance of the
 * section totals (divided by n, as p·q is). Null for fewer than two items or totals that do not vary.
 */
export function kr20(proportions: readonly number[], totals: Moments): number | null {
  const k = proportions.length;
  const v = variance(totals);
  if (k < 2 || v === null || v <= 0) return null;
  const pq = proportions.reduce((sum, p) => sum + p * (1 - p), 0);
  return (k / (k - 1)) * (1 - pq / v);
}

/** SEM = SD · √(1 − reliability), in the section's score points; null without both (or a reliability below 0). */
export function sem(totals: Moments, reliability: number | null): number | null {
  const spread = sd(totals);
  if (spread === null || reliability === null) return null;
  return spread * Math.sqrt(Math.max(0, 1 - reliability));
}
