import { describe, expect, it } from "vitest";
import { aucFromHistograms, hanleyMcNeilSe } from "./auc";
import { seededRandom } from "./random";

describe("aucFromHistograms", () => {
  // Hanley JA, McNeil BJ. The meaning and use of the area under a receiver operating characteristic (ROC)
  // curve. Radiology 1982;143:29-36, Table 1: 109 CT images rated 1 (definitely normal) to 5 (definitely
  // abnormal); 58 normal, 51 abnormal. Area 0.893, standard error 0.032.
  const normal = [33, 6, 6, 11, 2];
  const abnormal = [3, 2, 2, 11, 33];

  it("gives Hanley & McNeil's area 0.893 and standard error 0.032", () => {
    const auc = aucFromHistograms(abnormal, normal)!;
    expect(auc).toBeCloseTo(0.893, 3);
    expect(hanleyMcNeilSe(auc, 51, 58)).toBeCloseTo(0.032, 3);
  });

  it("is 1 for complete separation, 0.5 for the same histogram, and null without one group", () => {
    expect(aucFromHistograms([0, 0, 5], [5, 0, 0])).toBe(1);
    expect(aucFromHistograms([2, 3, 4], [2, 3, 4])).toBeCloseTo(0.5, 10);
    expect(aucFromHistograms([0, 0], [3, 1])).toBeNull();
  });

  it("recovers a known binormal AUC (simulation: separation 1 SD, AUC = Phi(1/sqrt 2) = 0.7602)", () => {
    const random = seededRandom(3);
    const normalDraw = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const bins = 200;
    const bin = (x: number) => Math.min(bins - 1, Math.max(0, Math.floor((x + 5) * 20)));
    const cases = new Array<number>(bins).fill(0);
    const controls = new Array<number>(bins).fill(0);
    for (let i = 0; i < 20_000; i++) {
      cases[bin(normalDraw() + 1)]! += 1;
      controls[bin(normalDraw())]! += 1;
    }
    expect(aucFromHistograms(cases, controls)!).toBeCloseTo(0.7602, 2);
  });
});
