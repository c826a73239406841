// GET /api/evidence/mine/ on the emulators: a school's or a professional's own figures come from the
// counters of their own scope only, counts as they are, a section's mean and SD only from 30 results up;
// families and strangers get none.
import { describe, expect, it } from "vitest";
import type { OwnEvidenceResponse } from "@readbright/domain/api/evidence-mine";
import { OWN_EVIDENCE_MESSAGES } from "@readbright/domain/api/evidence-mine";
import { ownEvidenceResponse } from "@readbright/domain/api/responses/evidence-mine";
import { adminDb } from "../fixtures/admin";
import { api, apiJson } from "../fixtures/api";
import { onboardedUser, schoolAdmin } from "../fixtures/accounts";
import { screenedClient } from "../fixtures/screened-clients";

const ASSESSMENT = "age-8-10-v1";

/** Counters as the server keeps them, written straight into one shard of `scope`. */
async function seedCounters(scope: string, counts: Record<string, number>): Promise<void> {
  await adminDb().collection("statistics").doc(`${scope}~3`).set({ scope, counts }, { merge: true });
}

async function ownFigures(token: string): Promise<OwnEvidenceResponse> {
  const { status, body } = await apiJson<OwnEvidenceResponse>("/api/evidence/mine/", { token });
  expect(status).toBe(200);
  expect(() => ownEvidenceResponse.validateSync(body)).not.toThrow();
  return body;
}

describe("GET /api/evidence/mine/", () => {
  it("counts a professional's own completed tests, and shows no mean below 30 results", { timeout: 120_000 }, async () => {
    const professional = await onboardedUser("dyslexia_professional");
    expect((await ownFigures(professional.idToken)).assessments).toEqual([]);

    // A client added and screened through the API, as the professional's pages do.
    const { result } = await screenedClient(professional, "Ada Client", "low");

    const [mine] = (await ownFigures(professional.idToken)).assessments;
    expect(mine).toMatchObject({ assessment_id: result.assessment_id, completed: 1, flagged: 0 });
    expect(mine!.flags.every((flag) => flag.count === 0)).toBe(true);
    for (const section of mine!.sections) expect([section.n, section.mean, section.sd]).toEqual([1, null, null]);
  });

  it("shows a school's section mean and SD once 30 results stand behind them, and never another school's", async () => {
    const [school, other] = await Promise.all([schoolAdmin(), schoolAdmin()]);
    // 40 results in memory, scores summing to 200 (mean 5) with squares summing to 1,160 (SD 2).
    await seedCounters(`scope:school:${school.schoolId}:${ASSESSMENT}`, { "r.total": 45, "r.flagged": 5, "f.too_fast": 4, "f.at_chance": 1, "s.memory.n": 40, "s.memory.sum": 200, "s.memory.ss": 1160, "s.spatial_awareness.n": 12, "s.spatial_awareness.sum": 60, "s.spatial_awareness.ss": 330 });
    const [mine] = (await ownFigures(school.idToken)).assessments;
    expect(mine).toMatchObject({ assessment_id: ASSESSMENT, band_label: "Ages 8 to 10", language: "en", completed: 45, flagged: 5 });
    expect(mine!.flags.filter((flag) => flag.count > 0)).toEqual([
      { code: "too_fast", count: 4 },
      { code: "at_chance", count: 1 },
    ]);
    expect(mine!.sections.find((s) => s.section === "memory")).toEqual({ section: "memory", n: 40, mean: 5, sd: 2 });
    expect(mine!.sections.find((s) => s.section === "spatial_awareness")).toEqual({ section: "spatial_awareness", n: 12, mean: null, sd: null });
    expect((await ownFigures(other.idToken)).assessments).toEqual([]);
  });

  it("refuses a family with a clear message, and anyone signed out", async () => {
    const parent = await onboardedUser("parent");
    const refused = await apiJson<{ error: string }>("/api/evidence/mine/", { token: parent.idToken });
    expect(refused).toEqual({ status: 403, body: { error: OWN_EVIDENCE_MESSAGES.notForThisAccount } });
    expect((await api("/api/evidence/mine/")).status).toBe(401);
  });
});
