// Pearson's r from sums, and the corrected point-biserial of an item (its correlation with the rest of
// its section, the item itself left out) from the sums a counter keeps: the item's n and correct count,
// the cross-product of the item with the rest (sum over people of x·(X − x)), and the section's n, sum
// and sum of squares of the total X.

export interface PairSums {
  n: number;
  sx: number;
  sy: number;
  sxx: number;
  syy: number;
  sxy: number;
}

/** Pearson's r; null when either variable does not vary (or n < 2). */
export function pearsonFromSums(s: PairSums): number | null {
  if (s.n < 2) return null;
  const cov = s.n * s.sxy - s.sx * s.sy;
  const vx = s.n * s.sxx - s.sx * s.sx;
  const vy = s.n * s.syy - s.sy * s.sy;
  if (vx <= 0 || vy <= 0) return null;
  return Math.max(-1, Math.min(1, cov / Math.sqrt(vx * vy)));
}

/** Pearson's r of two equally long lists of values, from their sums. */
export function pearson(x: readonly number[], y: readonly number[]): number | null {
  const sums: PairSums = { n: x.length, sx: 0, sy: 0, sxx: 0, syy: 0, sxy: 0 };
  x.forEach((a, i) => {
    const b = y[i] as number;
    sums.sx += a;
    sums.sy += b;
    sums.sxx += a * a;
    sums.syy += b * b;
    sums.sxy += a * b;
  });
  return pearsonFromSums(sums);
}

export interface ItemSums {
  n: number;
  /** People who got it right (x is 0 or 1, so this is also the sum of x squared). */
  correct: number;
  /** Sum over people of x · (section total − x). */
  xRest: number;
}

export interface SectionSums {
  n: number;
  /** Sum of section totals X. */
  sum: number;
  /** Sum of X squared. */
  sumSq: number;
}

/**
 * The item against the rest of its section: rest R = X − x, so sum R = sum X − correct, and
 * sum R² = sum X² − 2·sum xX + correct with sum xX = xRest + correct.
 */
export function correctedPointBiserial(item: ItemSums, section: SectionSums): number | null {
  if (item.n !== section.n) return null;
  const sumXx = item.xRest + item.correct;
  return pearsonFromSums({
    n: item.n,
    sx: item.correct,
    sxx: item.correct,
    sy: section.sum - item.correct,
    syy: section.sumSq - 2 * sumXx + item.correct,
    sxy: item.xRest,
  });
}

/** The uncorrected point-biserial (item against the whole total, itself included), for comparison with textbooks. */
export function pointBiserial(item: ItemSums, section: SectionSums): number | null {
  if (item.n !== section.n) return null;
  return pearsonFromSums({ n: item.n, sx: item.correct, sxx: item.correct, sy: section.sum, syy: section.sumSq, sxy: item.xRest + item.correct });
}
