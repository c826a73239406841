import { describe, expect, it } from "vitest";
import type { ValidityFlag } from "./validity";
import { VALIDITY_CODES } from "./validity";
import { validityCell, validityExplanation, validityLabel } from "./validity-words";

const flag = (code: ValidityFlag["code"], section: ValidityFlag["section"], figures: Record<string, number>): ValidityFlag => ({ code, section, figures });

describe("the words of the validity flags", () => {
  it("give every flag a sentence that starts 'Check this result' and says what to do", () => {
    for (const code of VALIDITY_CODES) {
      const text = validityExplanation(flag(code, "memory", {}));
      expect(text).toMatch(/^Check this result: /);
      expect(text).toMatch(/(testing again|test again)/i);
    }
  });

  it("put each flag's figures in words", () => {
    expect(validityExplanation(flag("too_fast", null, { median_ms: 280, answers: 24, floor_ms: 450 }))).toBe(
      "Check this result: the answers came faster than the questions can be read (half of them in under 0.3 seconds). Consider testing again.",
    );
    expect(validityExplanation(flag("incomplete", "phonological_awareness", { answered: 2, questions: 9 }))).toBe(
      "Check this result: only 2 of the 9 questions in Phonological Awareness were answered. Consider testing again.",
    );
    expect(validityExplanation(flag("interrupted", "spatial_awareness", { gap_minutes: 45 }))).toContain("paused for 45 minutes before Spatial Awareness");
    expect(validityExplanation(flag("interrupted", "memory", { gap_minutes: 60 * 50 }))).toContain("paused for 2 days before Memory");
  });

  it("label a flag with its section for lists and the export, and leave a clean result's cell empty", () => {
    expect(validityLabel(flag("at_chance", "spatial_awareness", {}))).toBe("At chance (Spatial Awareness)");
    expect(validityCell([flag("unheard", null, {}), flag("incomplete", "memory", {})])).toBe("Unheard; Incomplete (Memory)");
    expect(validityCell([])).toBe("");
    expect(validityCell(null)).toBe("");
  });
});
