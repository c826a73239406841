// Spearman's rank correlation: Pearson's r of the ranks, ties given their average rank.
import { pearson } from "./correlation";

export function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i += 1) result[order[i]!.index] = rank;
    start = end + 1;
  }
  return result;
}

export function spearman(x: readonly number[], y: readonly number[]): number | null {
  if (x.length !== y.length) throw new Error("spearman: the two lists differ in length");
  const rx = ranks(x);
  const ry = ranks(y);
  return pearson(rx, ry);
}
