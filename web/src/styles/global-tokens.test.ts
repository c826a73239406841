// global.css's :root values are what a page shows before any reading settings exist (no JavaScript, first
// visit): they must be the defaults the settings panel calls "White", or Reset would change the page.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEFAULT_READING_SETTINGS, readingSettingsStyle } from "@readbright/domain/reading-settings";

const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "global.css"), "utf8");
const rootBlock = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
const declared = new Map([...rootBlock.matchAll(/(--[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1] as string, (m[2] as string).trim()]));

describe("global.css's colour tokens", () => {
  it("are the default reading settings' colours", () => {
    const defaults = Object.entries(readingSettingsStyle(DEFAULT_READING_SETTINGS)).filter(([name]) => declared.has(name));
    expect(defaults.length).toBeGreaterThan(12);
    for (const [name, value] of defaults) expect(`${name}: ${declared.get(name)}`).toBe(`${name}: ${value}`);
  });
});
