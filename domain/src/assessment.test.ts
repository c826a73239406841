import { describe, expect, it } from "vitest";
import { AGE_BANDS, assessmentForAge, assessmentId, GAP, readAloudText, RECORDING_HELP, subtypeLabel } from "./assessment";

describe("assessmentForAge", () => {
  it("picks the band an age falls in, edges included", () => {
    expect(assessmentForAge(5)).toBe("age-5-7");
    expect(assessmentForAge(7)).toBe("age-5-7");
    expect(assessmentForAge(8)).toBe("age-8-10");
    expect(assessmentForAge(10)).toBe("age-8-10");
    expect(assessmentForAge(11)).toBe("age-11-14");
    expect(assessmentForAge(14)).toBe("age-11-14");
    expect(assessmentForAge(15)).toBe("age-15-plus");
    expect(assessmentForAge(120)).toBe("age-15-plus");
  });
  it("has no band outside 5..120 or for an age that is not whole years", () => {
    for (const age of [4, 0, -1, 121, 7.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(assessmentForAge(age)).toBeNull();
  });
  it("covers every age from 5 to 120 exactly once", () => {
    for (let age = 5; age <= 120; age += 1) {
      expect(AGE_BANDS.filter((band) => age >= band.min_age && age <= band.max_age)).toHaveLength(1);
    }
  });
});

describe("assessmentId", () => {
  it("keeps the version in the id", () => {
    expect(assessmentId("age-8-10", 1)).toBe("age-8-10-v1");
  });
});

describe("readAloudText", () => {
  const question = { title: "Do these rhyme?", options: [{ title: "Yes" }, { title: "No" }, { title: "Maybe" }] };
  it("pauses 0.75 s after the title and 0.5 s between options", () => {
    expect(readAloudText(question)).toBe("Do these rhyme? [pause 0.75] Yes [pause 0.5] No [pause 0.5] Maybe");
  });
  it("reads only the title when the options must not be read", () => {
    expect(readAloudText(question, { readOptions: false })).toBe("Do these rhyme?");
  });
  it("reads only the title of a question without options", () => {
    expect(readAloudText({ title: "Say the word.", options: [] })).toBe("Say the word.");
  });
  it("says the missing word where the title shows the gap", () => {
    expect(readAloudText({ title: `Fill the gap: "The ${GAP} is hot."`, options: [] }, { gapWord: "sun" })).toBe('Fill the gap: "The sun is hot."');
  });
});

describe("help", () => {
  it("has five recording steps", () => {
    expect(RECORDING_HELP.map((step) => step.icon)).toEqual(["speaker", "replay", "mic_start", "mic_stop", "play"]);
  });
});

describe("subtypeLabel", () => {
  it("labels known subtypes and passes unknown ones through", () => {
    expect(subtypeLabel("rhyme")).toBe("Rhyme");
    expect(subtypeLabel("something_new")).toBe("something_new");
  });
});
