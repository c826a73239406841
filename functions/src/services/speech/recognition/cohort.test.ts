import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ENGLISH_BANK } from "../../../content/bank";
import shipped from "../../../content/speech-cohorts.json";
import { bankCohorts, cohortOf, dictionaryPronunciations, phoneDistance, phrasePronunciations } from "./cohort";
import { lexicons, MODEL_DIR } from "./pocketsphinx-recognizer";

describe("phoneDistance", () => {
  it("counts the phones to change, add or take away", () => {
    expect(phoneDistance(["AE", "T"], ["K", "AE", "T"], 2)).toBe(1);
    expect(phoneDistance(["AE", "T"], ["AE", "N", "T"], 2)).toBe(1);
    expect(phoneDistance(["B", "AO", "L"], ["D", "AA", "L"], 2)).toBe(2);
    expect(phoneDistance(["AE", "T"], ["AE", "T"], 0)).toBe(0);
  });
  it("stops once it is past the reach", () => {
    expect(phoneDistance(["AE", "T"], ["B", "L", "AE", "N", "K", "IH", "T"], 1)).toBe(2);
  });
});

describe("cohortOf", () => {
  const dictionary = ["at AE T", "bat B AE T", "ant AE N T", "ate EY T", "add AE D", "at's AE T S", "a.m. EY EH M", "bed B EH D", "cat K AE T", "tack T AE K"].join("\n");
  it("is every real word one phone from the answer, by pronunciation, without the item's own phrases", () => {
    expect(cohortOf([["AE", "T"]], new Set(["AE T", "K AE T"]), dictionaryPronunciations(dictionary))).toEqual(["AE D", "AE N T", "B AE T", "EY T"]);
  });
  it("reaches two phones from a long answer", () => {
    const long = ["P", "L", "IH", "M", "AH", "T"];
    expect(cohortOf([long], new Set(), dictionaryPronunciations("planet P L AE N AH T\nplummet P L AH M AH T\nlimit L IH M IH T"))).toEqual(["L IH M IH T", "P L AE N AH T", "P L AH M AH T"]);
  });
});

describe("the shipped cohorts", () => {
  it("spell every phrase of a spoken item in phones", async () => {
    expect(phrasePronunciations("cat map", await lexicons())).toEqual([["K", "AE", "T", "M", "AE", "P"]]);
  });
  it("are what CMUdict gives for the bank today (npm run eval:speech -- --calibrate rebuilds them)", { timeout: 60_000 }, async () => {
    const dictionary = await readFile(join(MODEL_DIR, "cmudict-en-us.dict"), "utf8");
    expect(shipped).toEqual(bankCohorts(ENGLISH_BANK, dictionary, await lexicons()));
  });
});
