// The area under the ROC curve from two histograms of a score (Hanley & McNeil 1982): the chance that
// a case with the condition scores on the "condition" side of one without it, ties counting one half
// (the Mann-Whitney U over n1 x n0). From histograms, so it needs the bins, never the people.

/** Counts per bin, bins in increasing order of the score. */
export type Histogram = readonly number[];

const sum = (h: Histogram) => h.reduce((s, c) => s + c, 0);

/**
 * AUC when a HIGHER bin means the condition is more likely; null when either group is empty. For a
 * score where lower means more likely (ReadBright's risk score: a lower weighted accuracy is a higher
 * risk), pass the histograms reversed.
 */
export function aucFromHistograms(withCondition: Histogram, without: Histogram): number | null {
  const n1 = sum(withCondition);
  const n0 = sum(without);
  if (n1 <= 0 || n0 <= 0) return null;
  let below = 0; // cases without the condition in bins below the current one
  let wins = 0;
  const bins = Math.max(withCondition.length, without.length);
  for (let bin = 0; bin < bins; bin++) {
    const cases = withCondition[bin] ?? 0;
    const controls = without[bin] ?? 0;
    wins += cases * (below + controls / 2);
    below += controls;
  }
  return wins / (n1 * n0);
}

/** The standard error of Hanley & McNeil 1982 (their equation 1), for comparison with their tables. */
export function hanleyMcNeilSe(auc: number, n1: number, n0: number): number {
  const q1 = auc / (2 - auc);
  const q2 = (2 * auc * auc) / (1 + auc);
  return Math.sqrt((auc * (1 - auc) + (n1 - 1) * (q1 - auc * auc) + (n0 - 1) * (q2 - auc * auc)) / (n1 * n0));
}
