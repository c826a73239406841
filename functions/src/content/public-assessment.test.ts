import { describe, expect, it } from "vitest";
import { ASSESSMENT_BANK } from "./bank";
import { toPublicAssessment } from "./public-assessment";

describe("toPublicAssessment", () => {
  it("drops every answer key and keeps the public fields", () => {
    for (const assessment of ASSESSMENT_BANK) {
      const shown = toPublicAssessment(assessment);
      expect(shown.language).toBe(assessment.language);
      expect(JSON.stringify(shown)).not.toMatch(/"(key|accepted|option_ids|speech)":/);
      expect(shown.questions).toHaveLength(assessment.questions.length);
      expect(Object.keys(shown).sort()).toEqual(["id", "language", "max_age", "min_age", "questions", "title", "version"]);
      const { key: _key, speech: _speech, ...rest } = assessment.questions[0]!;
      expect(shown.questions[0]).toEqual(rest);
    }
  });
});
