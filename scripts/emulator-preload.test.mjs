// The Storage emulator's stand-in answers only for the deny-all storage.rules: any other ruleset must be
// refused at start-up rather than enforced wrongly.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const { isDenyAll } = createRequire(import.meta.url)("./emulator-preload.cjs");
const ours = readFileSync(new URL("../storage.rules", import.meta.url), "utf8");

describe("isDenyAll", () => {
  it("accepts the project's storage.rules, comments and spacing aside", () => {
    expect(isDenyAll(ours)).toBe(true);
    expect(isDenyAll(`/* header */\n${ours.replace(/\n/g, "\n\n  ")}`)).toBe(true);
  });

  it("refuses rules that let a client in", () => {
    expect(isDenyAll(ours.replace("if false", "if request.auth != null"))).toBe(false);
    expect(isDenyAll(ours.replace("allow read, write: if false;", "allow read: if true;"))).toBe(false);
  });

  it("refuses rules with a second match, even one that denies", () => {
    const extra = ours.replace("match /{allPaths=**} {", "match /public/{file} { allow read: if true; }\n    match /{allPaths=**} {");
    expect(isDenyAll(extra)).toBe(false);
  });
});
