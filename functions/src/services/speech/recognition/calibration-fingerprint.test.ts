import { describe, expect, it } from "vitest";
import { ENGLISH_BANK } from "../../../content/bank";
import calibration from "../../../content/speech-calibration.json";
import cohorts from "../../../content/speech-cohorts.json";
import { calibrationFingerprint } from "./calibration-fingerprint";

describe("the shipped speech calibration", () => {
  it("was made for the bank, the cohorts and the recogniser as they are (else: npm run eval:speech -- --calibrate)", () => {
    expect(calibration.fingerprint).toBe(calibrationFingerprint(ENGLISH_BANK, cohorts));
  });

  it("changes its fingerprint when a spoken item's foils change", () => {
    const changed = ENGLISH_BANK.map((a) => ({ ...a, questions: a.questions.map((q) => (q.question_type === "recording" ? { ...q, key: { ...q.key, foils: [...(q.key.foils ?? []), "extra"] } } : q)) }));
    expect(calibrationFingerprint(changed, cohorts)).not.toBe(calibrationFingerprint(ENGLISH_BANK, cohorts));
  });
});
