// The exact distribution of a count of independent successes with unequal chances (the Poisson-binomial
// distribution), by the usual recurrence over the trials: after trial i, P(k) = P(k) (1 - p_i) + P(k-1) p_i.
// Exact up to floating point for the few dozen questions of a section; with equal chances it is the binomial.

/** P(X = k) for k = 0..n, X the number of successes of trials with these chances (each in [0, 1]). */
export function poissonBinomialPmf(chances: readonly number[]): number[] {
  let pmf = [1];
  for (const p of chances) {
    if (!(p >= 0 && p <= 1)) throw new RangeError(`a chance must be from 0 to 1, not ${p}`);
    const next = new Array<number>(pmf.length + 1).fill(0);
    pmf.forEach((mass, k) => {
      next[k] = (next[k] ?? 0) + mass * (1 - p);
      next[k + 1] = (next[k + 1] ?? 0) + mass * p;
    });
    pmf = next;
  }
  return pmf;
}

/** P(X >= k): the one-sided p-value of observing k or more successes by chance alone. */
export function poissonBinomialUpperTail(chances: readonly number[], k: number): number {
  if (k <= 0) return 1;
  const pmf = poissonBinomialPmf(chances);
  let tail = 0;
  for (let i = pmf.length - 1; i >= k; i -= 1) tail += pmf[i] ?? 0;
  return Math.min(1, tail);
}
