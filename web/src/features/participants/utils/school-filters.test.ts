import { describe, expect, it } from "vitest";
import { fakeResult } from "../../../testing/factories";
import { distinctValues, matchesFilters } from "./school-filters";

describe("school filters", () => {
  it("offers each grade once, from students and tests alike, in numeric order", () => {
    const students = [{ grade: "10", section: "A" }, { grade: "2", section: null }];
    const tests = [{ grade: "2", section: "B" }, { grade: "3", section: "" }];
    expect(distinctValues([students, tests], "grade").map((option) => option.value)).toEqual(["2", "3", "10"]);
    expect(distinctValues([students, tests], "section").map((option) => option.value)).toEqual(["A", "B"]);
  });

  it("keeps a test when its grade and section match, or the filter is blank", () => {
    const test = fakeResult({ participant: { id: "p1", name: "Mia", grade: "4", section: "B" } });
    expect(matchesFilters(test.participant, { grade: "", section: "" })).toBe(true);
    expect(matchesFilters(test.participant, { grade: "4", section: "B" })).toBe(true);
    expect(matchesFilters(test.participant, { grade: "4", section: "A" })).toBe(false);
    expect(matchesFilters(test.participant, { grade: "3", section: "" })).toBe(false);
  });
});
