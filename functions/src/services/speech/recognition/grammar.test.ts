import { describe, expect, it } from "vitest";
import { dictionaryFor, dictionaryLookup, MissingPronunciationError } from "./grammar";

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

describe("dictionaryLookup", () => {
  const lookup = dictionaryLookup(
    "a AH0\n;;; comment\nallies AE L AY Z\nallies' AE L AY Z\nallies(2) AH L AY Z\nbat B AE T # a note\nbatch B AE CH\nread R IY D\nread(2) R EH D\nreader R IY D ER\nzed(2) Z EH D\nzoo Z UW",
  );
  it("reads CMUdict lines, alternates and comments", () => {
    expect(lookup("read")).toEqual(["R IY D", "R EH D"]);
    expect(lookup("bat")).toEqual(["B AE T"]);
    expect(lookup("allies")).toEqual(["AE L AY Z", "AH L AY Z"]);
    expect(lookup("zed")).toEqual(["Z EH D"]);
  });
  it("finds the first and the last line, and only whole words", () => {
    expect(lookup("a")).toEqual(["AH0"]);
    expect(lookup("zoo")).toEqual(["Z UW"]);
    expect(lookup("batc")).toBeUndefined();
    expect(lookup("ead")).toBeUndefined();
    expect(lookup("reader")).toEqual(["R IY D ER"]);
  });
  it("knows nothing of words it does not hold, of comments or of empty words", () => {
    expect(lookup("blorp")).toBeUndefined();
    expect(lookup(";;;")).toBeUndefined();
    expect(lookup("")).toBeUndefined();
  });
});
