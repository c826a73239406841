import { describe, expect, it } from "vitest";
import { ENGLISH_BANK } from "../../src/content/bank";
import { heardCorrectly } from "../../src/content/grade-answer";
import { evaluationCases, NO_VOICE_SOUNDS } from "./cases";
import { ITEM_PHRASES } from "./evaluation-phrases";

const spokenItems = ENGLISH_BANK.flatMap((a) => a.questions.filter((q) => q.question_type === "recording").map((q) => ({ item: `${a.id}:${q.id}`, key: q.key })));

describe("the evaluation's phrases", () => {
  it.each(spokenItems.map((s) => [s.item, s]))("say to %s at least five real words that are not its answer, some close and some far, and a made-up one", (_item, { item, key }) => {
    const extra = ITEM_PHRASES[item]!;
    expect(extra.close.length).toBeGreaterThanOrEqual(2);
    expect(extra.far.length).toBeGreaterThanOrEqual(2);
    expect(extra.close.length + extra.far.length).toBeGreaterThanOrEqual(5);
    for (const said of [...extra.close, ...extra.far, extra.madeUp]) expect(heardCorrectly(said, key.accepted)).toBe(false);
  });

  it("cover every spoken item of the bank and nothing else", () => {
    expect(Object.keys(ITEM_PHRASES).sort()).toEqual(spokenItems.map((s) => s.item).sort());
  });
});

describe("evaluationCases", () => {
  const cases = evaluationCases(ENGLISH_BANK).filter((c) => c.item === "age-5-7-v1:307");

  it("says the item's answer, each foil, the prompt, unrelated words, a made-up word and a child's non-answers, each once", () => {
    expect(cases.filter((c) => c.kind !== "no-voice").map((c) => [c.spoken, c.kind, c.right])).toEqual([
      ["ball", "answer", true],
      ["football", "foil", false],
      ["foot", "foil", false],
      ["fall", "foil", false],
      ["bell", "foil", false],
      ["bull", "close", false],
      ["bowl", "close", false],
      ["doll", "close", false],
      ["garden", "far", false],
      ["window", "far", false],
      ["seven", "far", false],
      ["dall", "made-up", false],
      ["I don't know", "non-answer", false],
      ["um", "non-answer", false],
      ["Amara", "non-answer", false],
    ]);
  });

  it("adds recordings with no voice at all", () => {
    expect(cases.filter((c) => c.kind === "no-voice").map((c) => c.spoken)).toEqual([...NO_VOICE_SOUNDS]);
  });

  it("counts the prompt said back as right where the prompt is the answer", () => {
    const bim = evaluationCases(ENGLISH_BANK).filter((c) => c.item === "age-5-7-v1:311");
    expect(bim.find((c) => c.spoken === "bim")).toMatchObject({ kind: "answer", right: true });
  });
});
