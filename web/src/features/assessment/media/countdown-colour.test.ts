import { describe, expect, it } from "vitest";
import { countdownColour } from "./countdown-colour";

describe("countdownColour", () => {
  it.each([
    [1, "green"],
    [0.61, "green"],
    [0.6, "orange"],
    [0.31, "orange"],
    [0.3, "red"],
    [0.05, "red"],
    [0, "red"],
  ])("is %s of the time left -> %s", (remaining, colour) => {
    expect(countdownColour(remaining)).toBe(colour);
  });
});
