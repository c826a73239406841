// Means and spreads from sums (n, sum of x, sum of x squared), so that a figure never needs the values
// again. Variances divide by n (the population's): KR-20's item variances p·q do too, and the two must
// agree (decision 0042).

export interface Moments {
  n: number;
  sum: number;
  sumSq: number;
}

export function momentsOf(values: readonly number[]): Moments {
  let sum = 0;
  let sumSq = 0;
  for (const value of values) {
    sum += value;
    sumSq += value * value;
  }
  return { n: values.length, sum, sumSq };
}

export function mean(m: Moments): number | null {
  return m.n > 0 ? m.sum / m.n : null;
}

/** Divides by n; never below 0 (sums of large integers can round a zero spread a hair under it). */
export function variance(m: Moments): number | null {
  if (m.n <= 0) return null;
  const average = m.sum / m.n;
  return Math.max(0, m.sumSq / m.n - average * average);
}

export function sd(m: Moments): number | null {
  const v = variance(m);
  return v === null ? null : Math.sqrt(v);
}
