import { describe, expect, it } from "vitest";
import { ENGLISH_SPATIAL } from "./en/spatial-items";
import { isTurnOf, spatialItems } from "./spatial-items";

const { direction, samePair, turnedPair } = spatialItems(ENGLISH_SPATIAL);

const answerTitle = (q: ReturnType<typeof direction>) => q.options.find((o) => o.id === q.key.option_ids?.[0])?.title;

describe("isTurnOf", () => {
  it("is true for the same figure turned, false once flipped or for another figure", () => {
    expect(isTurnOf("fig-a-r0", "fig-a-r270")).toBe(true);
    expect(isTurnOf("fig-a-m90", "fig-a-m0")).toBe(true);
    expect(isTurnOf("fig-a-r0", "fig-a-m0")).toBe(false);
    expect(isTurnOf("fig-a-r0", "fig-b-r0")).toBe(false);
  });
});

describe("direction", () => {
  it("names where an arrow points after its turns", () => {
    expect(answerTitle(direction(1, "left"))).toBe("Left");
    expect(answerTitle(direction(1, "up", [1]))).toBe("Right");
    expect(answerTitle(direction(1, "right", [3]))).toBe("Up");
    expect(answerTitle(direction(1, "down", [-1]))).toBe("Right");
    expect(answerTitle(direction(1, "up", [-1, 2]))).toBe("Right");
  });
  it("says the turns in the title", () => {
    expect(direction(1, "up", [-1, 2]).title).toBe("This arrow makes a quarter turn anticlockwise, then a half turn. Which way does it point now?");
    expect(() => direction(1, "up", [5])).toThrow(/No wording/);
  });
});

describe("pairs", () => {
  const answer = (q: ReturnType<typeof samePair>) => q.options.find((o) => o.id === q.key.option_ids?.[0])?.title;
  it("are the same only when identical, and turned only when not flipped", () => {
    expect(answer(samePair(1, "pair-a-r0-r0"))).toBe("Yes");
    expect(answer(samePair(1, "pair-b-r0-r90"))).toBe("No");
    expect(answer(turnedPair(1, "pair-b-r0-r90"))).toBe("Yes");
    expect(answer(turnedPair(1, "pair-a-r0-m90"))).toBe("No");
  });
});
