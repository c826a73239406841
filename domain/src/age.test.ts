import { describe, expect, it } from "vitest";
import { ageInYears } from "./age";

describe("ageInYears", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  it("counts whole years, turning over on the birthday", () => {
    expect(ageInYears("2018-06-15", now)).toBe(8);
    expect(ageInYears("2018-06-16", now)).toBe(7);
    expect(ageInYears("2018-05-31", now)).toBe(8);
  });
  it("never goes below 0", () => {
    expect(ageInYears("2027-01-01", now)).toBe(0);
  });
});
