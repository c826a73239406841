import { describe, expect, it } from "vitest";
import { check } from "./testing/check";
import {
  DEFAULT_READING_SETTINGS, EASIER_READING, PALETTES, TINTS, newerReadingSettings, normaliseReadingSettings, readingSettingsStyle,
} from "./reading-settings";
import type { Palette } from "./reading-settings";
import { profilePatchSchema } from "./profile-schemas";
import { READING_SETTINGS_MESSAGES } from "./reading-settings-schema";

// WCAG 2.2 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe("reading settings' CSS custom properties", () => {
  it("the defaults follow the BDA style guide: a sans serif, 1.5 line spacing, softened contrast", () => {
    const style = readingSettingsStyle(DEFAULT_READING_SETTINGS);
    expect(style["--font-body"]).toMatch(/sans-serif$/);
    expect(style["--reading-line-height"]).toBe("1.5");
    expect(style["--reading-text-scale"]).toBe("100%");
    expect(style["--color-text"]).not.toBe("#000000");
    expect(style["--color-bg"]).not.toBe("#ffffff");
  });
  it("Easier reading is cream, OpenDyslexic and wider spacing", () => {
    const style = readingSettingsStyle({ ...DEFAULT_READING_SETTINGS, ...EASIER_READING });
    expect(style["--font-body"]).toMatch(/^"OpenDyslexic", /);
    expect(style["--color-bg"]).toBe(PALETTES.cream.bg);
    expect(style["--reading-letter-spacing"]).toBe("0.12em");
    expect(style["--reading-word-spacing"]).toBe("0.24em");
  });
  it("the dark tint tells the browser so its form controls turn dark too", () => {
    expect(readingSettingsStyle({ ...DEFAULT_READING_SETTINGS, tint: "dark" })["--reading-color-scheme"]).toBe("dark");
  });
  it("every property is a custom property the pre-paint script accepts", () => {
    for (const key of Object.keys(readingSettingsStyle(DEFAULT_READING_SETTINGS))) expect(key).toMatch(/^--[a-z-]+$/);
  });
});

describe.each(TINTS)("the %s tint keeps WCAG AA contrast", (tint) => {
  const p: Palette = PALETTES[tint];
  it.each([
    ["text on the page", p.text, p.bg, 4.5],
    ["text on a card", p.text, p.surface, 4.5],
    ["muted text", p.textMuted, p.bg, 4.5],
    ["muted text on a card", p.textMuted, p.surface, 4.5],
    ["text on a muted surface", p.text, p.mutedSurface, 4.5],
    ["links on the page", p.primary, p.bg, 4.5],
    ["outline buttons", p.primary, p.surface, 4.5],
    ["a hovered button", p.primaryStrong, p.primarySoft, 4.5],
    ["primary buttons", p.onPrimary, p.primary, 4.5],
    ["a hovered primary button", p.onPrimary, p.primaryStrong, 4.5],
    ["danger buttons", p.onPrimary, p.danger, 4.5],
    ["the done badge", p.onPrimary, p.success, 4.5],
    ["the footer's text", "#f4f6f8", p.footerBg, 4.5],
    ["the footer's focus ring", "#f2c14e", p.footerBg, 3],
    ["errors", p.danger, p.surface, 4.5],
    ["success", p.success, p.surface, 4.5],
    ["the focus ring", p.focus, p.bg, 3],
    ["the focus ring on a card", p.focus, p.surface, 3],
  ])("%s", (_what, fg, bg, minimum) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(minimum);
  });
});

describe("reading settings read back from storage", () => {
  it("keeps known values and falls back to defaults for the rest", () => {
    expect(normaliseReadingSettings({ tint: "cream", typeface: "comic-sans", reduced_motion: "yes", updated_at: 5 })).toEqual({
      ...DEFAULT_READING_SETTINGS, tint: "cream", updated_at: 5,
    });
    expect(normaliseReadingSettings("cream")).toBeNull();
    expect(normaliseReadingSettings(null)).toBeNull();
  });
  it("the copy changed last wins", () => {
    const device = { ...DEFAULT_READING_SETTINGS, tint: "cream" as const, updated_at: 10 };
    const profile = { ...DEFAULT_READING_SETTINGS, tint: "dark" as const, updated_at: 20 };
    expect(newerReadingSettings(device, profile)).toBe(profile);
    expect(newerReadingSettings({ ...device, updated_at: 30 }, profile)?.tint).toBe("cream");
    expect(newerReadingSettings(null, profile)).toBe(profile);
    expect(newerReadingSettings(device, null)).toBe(device);
  });
});

describe("reading_settings in PATCH /api/profile/", () => {
  const valid = { ...DEFAULT_READING_SETTINGS, tint: "cream", updated_at: 1_700_000_000_000 };
  it("accepts complete settings", async () => {
    await expect(check(profilePatchSchema, { reading_settings: valid })).resolves.toEqual({ reading_settings: valid });
  });
  it("leaves them out of a patch that does not mention them", async () => {
    expect(await check(profilePatchSchema, { city: "Oslo" })).not.toHaveProperty("reading_settings");
  });
  it.each([
    [{ ...valid, tint: "purple" }, READING_SETTINGS_MESSAGES.tint],
    [{ ...valid, typeface: "Comic Sans" }, READING_SETTINGS_MESSAGES.typeface],
    [{ ...valid, text_size: 3 }, READING_SETTINGS_MESSAGES.textSize],
    [{ ...valid, reduced_motion: "true" }, READING_SETTINGS_MESSAGES.reducedMotion],
    [{ ...valid, updated_at: -1 }, READING_SETTINGS_MESSAGES.updatedAt],
    [{ tint: "cream" }, READING_SETTINGS_MESSAGES.typeface],
    ["cream", READING_SETTINGS_MESSAGES.notAnObject],
    [null, READING_SETTINGS_MESSAGES.notAnObject],
  ])("refuses %j", async (value, message) => {
    await expect(check(profilePatchSchema, { reading_settings: value })).rejects.toThrow(message);
  });
});
