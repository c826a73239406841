import { describe, expect, it } from "vitest";
import { agreement, dictionaryFor, jsgfGrammar, MissingPronunciationError, parseDictionary } from "./grammar";

describe("jsgfGrammar", () => {
  it("lists each phrase once, in the words the dictionary spells", () => {
    expect(jsgfGrammar(["Ball", "fall!", "ball", "cat map"])).toBe("#JSGF V1.0;\ngrammar answer;\npublic <answer> = ball | fall | cat map;\n");
  });
  it("refuses an empty grammar", () => {
    expect(() => jsgfGrammar([" "])).toThrow();
  });
});

describe("dictionaryFor", () => {
  const ours = (word: string) => (word === "bim" ? ["B IH M"] : undefined);
  const cmu = (word: string) => ({ bin: ["B IH N"], read: ["R IY D", "R EH D"] })[word];
  it("takes the bank's own pronunciation first and numbers alternates", () => {
    expect(dictionaryFor(["bim", "bin", "read"], [ours, cmu])).toBe("bim B IH M\nbin B IH N\nread R IY D\nread(2) R EH D\n");
  });
  it("names every word no lexicon knows", () => {
    expect(() => dictionaryFor(["blorp", "bin", "zarg"], [ours, cmu])).toThrow(new MissingPronunciationError(["blorp", "zarg"]));
  });
});

describe("parseDictionary", () => {
  it("reads CMUdict lines, alternates and comments", () => {
    const dict = parseDictionary(";;; comment\nread R IY D\nread(2) R EH D\nbat B AE T # a note\n");
    expect(dict.get("read")).toEqual(["R IY D", "R EH D"]);
    expect(dict.get("bat")).toEqual(["B AE T"]);
  });
});

describe("agreement", () => {
  it("is the phrase most decodes heard and the share that heard it", () => {
    expect(agreement(["ball", "ball", "fall", "ball", null])).toEqual({ transcript: "ball", confidence: 0.6 });
  });
  it("is nothing, at no confidence, when most heard nothing", () => {
    expect(agreement([null, null, "ball"])).toEqual({ transcript: null, confidence: 0 });
    expect(agreement([])).toEqual({ transcript: null, confidence: 0 });
  });
});
