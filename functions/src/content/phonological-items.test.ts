import { describe, expect, it } from "vitest";
import { rhyme, soundMatch } from "./es/phonological-items";
import { rhyme as englishRhyme } from "./en/phonological-items";

describe("a language's phonological builders", () => {
  it("ask in the language's words", () => {
    expect(rhyme(1, "cielo", "miedo", true, "asonante").title).toBe("¿Tienen rima asonante «cielo» y «miedo»?");
    expect(englishRhyme(1, "cat", "hat", true).title).toBe('Do "cat" and "hat" rhyme?');
  });
  it("refuse a kind of rhyme or a place of a sound the language has no words for", () => {
    expect(() => englishRhyme(1, "cárcel", "papel", false, "consonante")).toThrow(/No en wording for a consonante rhyme/);
    expect(() => soundMatch(1, "pan", "middle", ["sun", "cat"], "cat")).toThrow(/No es wording for a match of the middle sound/);
  });
});
