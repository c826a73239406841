import { describe, expect, it } from "vitest";
import { ASSESSMENT_BANK } from "./bank";
import { toPublicAssessment } from "./public-assessment";
import { assessmentDocuments, seedAssessmentBank } from "./seed";

describe("toPublicAssessment", () => {
  it("drops every answer key and keeps the public fields", () => {
    for (const assessment of ASSESSMENT_BANK) {
      const shown = toPublicAssessment(assessment);
      expect(JSON.stringify(shown)).not.toMatch(/"(key|accepted|option_ids)":/);
      expect(shown.questions).toHaveLength(assessment.questions.length);
      expect(Object.keys(shown).sort()).toEqual(["id", "max_age", "min_age", "questions", "title", "version"]);
      const { key: _key, ...rest } = assessment.questions[0]!;
      expect(shown.questions[0]).toEqual(rest);
    }
  });
});

describe("seedAssessmentBank", () => {
  it("writes one public document per assessment version, keyed by its id", async () => {
    const written = new Map<string, Record<string, unknown>>();
    const count = await seedAssessmentBank({ set: async (path, data) => void written.set(path, data) });
    expect(count).toBe(ASSESSMENT_BANK.length);
    expect([...written.keys()].sort()).toEqual(ASSESSMENT_BANK.map((a) => `assessments/${a.id}`).sort());
    const first = written.get(`assessments/${ASSESSMENT_BANK[0]!.id}`);
    expect(first).toMatchObject({ id: ASSESSMENT_BANK[0]!.id, band: ASSESSMENT_BANK[0]!.band, version: 1 });
    expect(JSON.stringify([...written.values()])).not.toMatch(/"(key|accepted)":/);
  });
  it("writes nothing Firestore refuses (undefined values)", () => {
    const hasUndefined = (value: unknown): boolean =>
      value === undefined || (typeof value === "object" && value !== null && Object.values(value).some(hasUndefined));
    for (const document of assessmentDocuments()) expect(hasUndefined(document.data), document.path).toBe(false);
  });
});
