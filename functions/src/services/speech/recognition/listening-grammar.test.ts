import { describe, expect, it } from "vitest";
import { hypothesisOf, listeningGrammar, PHONES } from "./listening-grammar";

describe("listeningGrammar", () => {
  const { fsg, extraDictionary } = listeningGrammar(["Cat map", "map cat", "cat map!"], ["K AE T M AE T", "HH AE T M AE P"], 3);
  const transitions = fsg.split("\n").filter((l) => l.startsWith("TRANSITION"));

  it("spells each phrase once, word by word from the start state to the end state", () => {
    expect(transitions.slice(0, 4)).toEqual(["TRANSITION 0 3 1.0 cat", "TRANSITION 3 1 1.0 map", "TRANSITION 0 4 1.0 map", "TRANSITION 4 1 1.0 cat"]);
  });

  it("lets each word of the cohort compete as a whole, under a name no English word has", () => {
    expect(transitions).toContain("TRANSITION 0 1 1.0 _near0");
    expect(extraDictionary).toContain("_near1 HH AE T M AE P\n");
  });

  it("lets anything else through a loop of every phone, entered at the penalty", () => {
    expect(transitions).toContain("TRANSITION 0 2 1.000000e-3 _phone_aa");
    expect(transitions).toContain("TRANSITION 2 2 1.0 _phone_zh");
    expect(transitions.filter((t) => t.startsWith("TRANSITION 0 2 "))).toHaveLength(PHONES.length);
    expect(transitions).toContain("TRANSITION 2 1 1.0");
    expect(fsg).toMatch(/^FSG_BEGIN answer\nNUM_STATES 5\nSTART_STATE 0\nFINAL_STATE 1\n/);
  });

  it("refuses a grammar with no phrase", () => {
    expect(() => listeningGrammar([" "], [], 3)).toThrow();
  });
});

describe("hypothesisOf", () => {
  it("is the phrase when only its words were heard", () => {
    expect(hypothesisOf(["<s>", "<sil>", "cat", "(NULL)", "map(2)", "[NOISE]", "</s>"])).toEqual({ phrase: "cat map" });
  });
  it("is something else when a cohort word or a phone was heard", () => {
    expect(hypothesisOf(["_near12"])).toEqual({ other: true });
    expect(hypothesisOf(["_phone_d", "_phone_ao", "_phone_g"])).toEqual({ other: true });
  });
  it("is nothing when no word was heard", () => {
    expect(hypothesisOf(["<sil>"])).toBeNull();
  });
});
