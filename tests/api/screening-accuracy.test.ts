// Screening accuracy from live outcomes (decision 45): a dyslexia professional records the outcomes of
// 40 clients' diagnostic assessments; the counts kept per assessment give the figures with intervals.
import { describe, expect, it } from "vitest";
import type { RiskLevel } from "@readbright/domain/enums";
import { screenAccuracy } from "@readbright/domain/statistics/accuracy";
import { aucFromHistograms } from "@readbright/domain/statistics/auc";
import { apiJson } from "../fixtures/api";
import { organizationAdmin } from "../fixtures/participant-accounts";
import { setProfileScope } from "../fixtures/participants";
import { screenedClient } from "../fixtures/screened-clients";
import type { Client } from "../fixtures/screened-clients";
import { changeIn, countsOf } from "../fixtures/statistics";
import { todayIsoDate } from "@readbright/domain/profile";

const SCOPE = "accuracy:age-8-10-v1";

// 20 identified (12 High, 6 Medium, 2 Low), 16 not identified (3 High, 5 Medium, 8 Low), 4 inconclusive.
const PLAN: [outcome: string, level: RiskLevel, count: number][] = [
  ["identified", "high", 12],
  ["identified", "medium", 6],
  ["identified", "low", 2],
  ["not_identified", "high", 3],
  ["not_identified", "medium", 5],
  ["not_identified", "low", 8],
  ["inconclusive", "medium", 4],
];

describe("screening accuracy", () => {
  it("counts 40 clients' outcomes against their screenings: enough for every figure, with intervals", async () => {
    const org = await organizationAdmin();
    await setProfileScope(org.uid, { organization: org.uid });
    const planned = PLAN.flatMap(([outcome, level, count]) => Array.from({ length: count }, (_, i) => ({ outcome, level, name: `${outcome} ${level} ${i}` })));
    expect(planned).toHaveLength(40);
    const clients: (Client & { outcome: string })[] = [];
    // A few at a time: two cores serve the emulators and this test.
    for (let start = 0; start < planned.length; start += 5) {
      const batch = planned.slice(start, start + 5);
      clients.push(...(await Promise.all(batch.map(async ({ outcome, level, name }) => ({ ...(await screenedClient(org, name, level)), outcome })))));
    }

    const before = await countsOf(SCOPE);
    for (const client of clients) {
      const { status } = await apiJson(`/api/participants/${client.participantId}/diagnostic-outcome/`, {
        token: org.idToken,
        json: { outcome: client.outcome, assessed_on: todayIsoDate(), instrument: "Diagnostic battery" },
      });
      expect(status).toBe(200);
    }
    const moved = changeIn(before, await countsOf(SCOPE));
    expect(moved).toMatchObject({
      "identified.n": 20, "identified.high": 12, "identified.medium": 6, "identified.low": 2,
      "not_identified.n": 16, "not_identified.high": 3, "not_identified.medium": 5, "not_identified.low": 8,
      "inconclusive.n": 4,
    });
    expect(moved["inconclusive.high"]).toBeUndefined();

    // The histograms hold every decided client once, at the score their test gave.
    const histogram = (outcome: string) => Array.from({ length: 101 }, (_, bin) => moved[`${outcome}.s${100 - bin}`] ?? 0);
    const cases = histogram("identified");
    const controls = histogram("not_identified");
    expect(cases.reduce((s, c) => s + c, 0)).toBe(20);
    expect(controls.reduce((s, c) => s + c, 0)).toBe(16);

    // The figures the evidence shows (statistics/accuracy.ts computes them from these same counts).
    const high = screenAccuracy({ truePositive: 12, falseNegative: 8, falsePositive: 3, trueNegative: 13 });
    expect(high.sensitivity.value).toBeCloseTo(0.6, 10);
    expect(high.specificity.value).toBeCloseTo(13 / 16, 10);
    for (const figure of [high.sensitivity, high.specificity, high.ppv, high.npv]) {
      expect(figure.interval!.low).toBeLessThan(figure.value!);
      expect(figure.interval!.high).toBeGreaterThan(figure.value!);
    }
    // Every High scores below every Medium, and every Medium below every Low: the AUC follows from the levels.
    const wins = 12 * (16 - 3) + 12 * 3 * 0.5 + 6 * 8 + 6 * 5 * 0.5 + 2 * 8 * 0.5;
    expect(aucFromHistograms(cases, controls)).toBeCloseTo(wins / (20 * 16), 10);
  }, 600_000);
});
