// Agreement between two raters on a yes/no mark (the machine and a person): observed agreement and
// Cohen's kappa (Cohen 1960), which takes out the agreement their two rates of "yes" would give by chance.

/** A 2 x 2 table: the first word is rater A's mark, the second rater B's. */
export interface TwoByTwo {
  yesYes: number;
  yesNo: number;
  noYes: number;
  noNo: number;
}

export const total = (t: TwoByTwo): number => t.yesYes + t.yesNo + t.noYes + t.noNo;

/** The share of items both raters marked the same; null for an empty table. */
export function observedAgreement(t: TwoByTwo): number | null {
  const n = total(t);
  return n > 0 ? (t.yesYes + t.noNo) / n : null;
}

/**
 * (po - pe) / (1 - pe). null for an empty table, and when chance alone gives full agreement (both raters
 * always said the same one word): kappa is not defined there.
 */
export function cohensKappa(t: TwoByTwo): number | null {
  const n = total(t);
  if (n <= 0) return null;
  const po = (t.yesYes + t.noNo) / n;
  const aYes = (t.yesYes + t.yesNo) / n;
  const bYes = (t.yesYes + t.noYes) / n;
  const pe = aYes * bYes + (1 - aYes) * (1 - bYes);
  return pe >= 1 ? null : (po - pe) / (1 - pe);
}
