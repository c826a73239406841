// Response times kept as counts in log-spaced bins, so a median needs no list of times. Bin 0 holds
// everything under FLOOR_MS; bin b (1..BINS−1) holds [FLOOR_MS·2^((b−1)/PER_DOUBLING), FLOOR_MS·2^(b/PER_DOUBLING)),
// the last bin everything from its lower edge up. Four bins per doubling: each bin spans a factor of
// 2^(1/4) ≈ 1.19, so a median interpolated within its bin (geometrically) is within ±9 % of the true one.

export const FLOOR_MS = 100;
export const PER_DOUBLING = 4;
/** 100 ms to about 105 s in 40 bins, plus bin 0 (under 100 ms) and the open last bin. */
export const BINS = 42;

export function lowerEdge(bin: number): number {
  return bin <= 0 ? 0 : FLOOR_MS * 2 ** ((bin - 1) / PER_DOUBLING);
}

export function upperEdge(bin: number): number {
  return FLOOR_MS * 2 ** (bin / PER_DOUBLING);
}

export function binOf(ms: number): number {
  if (!(ms >= FLOOR_MS)) return 0;
  const bin = Math.floor(Math.log2(ms / FLOOR_MS) * PER_DOUBLING) + 1;
  return Math.min(BINS - 1, bin);
}

/**
 * The median of the times counted in `counts` (bin -> count), interpolated geometrically within the bin
 * that holds the middle; null when nothing was counted.
 */
export function medianFromHistogram(counts: ReadonlyMap<number, number> | Readonly<Record<number, number>>): number | null {
  const entries = (counts instanceof Map ? [...counts.entries()] : Object.entries(counts).map(([bin, count]) => [Number(bin), count] as const))
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a - b);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  if (total <= 0) return null;
  const half = total / 2;
  let below = 0;
  for (const [bin, count] of entries) {
    if (below + count >= half) {
      const share = (half - below) / count;
      if (bin <= 0) return FLOOR_MS * share;
      const low = lowerEdge(bin);
      // The open last bin: report its lower edge, as nothing says how far above it the times went.
      if (bin >= BINS - 1) return low;
      return low * (upperEdge(bin) / low) ** share;
    }
    below += count;
  }
  return null;
}
