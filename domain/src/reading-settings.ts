// Reading settings: the choices, their defaults, and the CSS custom properties they set on the
// page's root. Plain TypeScript (no yup), so the web's first load can use it; why each default is what it
// is: docs/decisions/0030-reading-settings.md.

/**
 * The device copy in localStorage: `{ settings, style }`. `style` is readingSettingsStyle(settings), so the
 * pre-paint script in web/index.html only copies custom properties and never needs this module.
 */
export const READING_SETTINGS_STORAGE_KEY = "readbright.reading-settings";

export const TYPEFACES = ["default", "lexend", "atkinson", "opendyslexic"] as const;
export const TEXT_SIZES = ["standard", "large", "larger", "largest"] as const;
export const SPACINGS = ["standard", "wide", "wider"] as const;
export const LINE_SPACINGS = ["standard", "relaxed", "double"] as const;
export const TINTS = ["white", "cream", "pale_blue", "pale_yellow", "pale_green", "dark"] as const;

export type Typeface = (typeof TYPEFACES)[number];
export type TextSize = (typeof TEXT_SIZES)[number];
export type Spacing = (typeof SPACINGS)[number];
export type LineSpacing = (typeof LINE_SPACINGS)[number];
export type Tint = (typeof TINTS)[number];

/** Stored on the device and in the profile's `reading_settings` map. */
export interface ReadingSettings {
  typeface: Typeface;
  text_size: TextSize;
  /** Letter and word spacing together. */
  spacing: Spacing;
  line_spacing: LineSpacing;
  tint: Tint;
  /** On: no animation anywhere. Off: the device's own "reduce motion" setting still applies. */
  reduced_motion: boolean;
  /** When they were last changed (ms since 1970): the newer of the device's and the profile's copy wins. */
  updated_at: number;
}

export type ReadingChoices = Omit<ReadingSettings, "updated_at">;

export const DEFAULT_READING_SETTINGS: ReadingSettings = {
  typeface: "default",
  text_size: "standard",
  spacing: "standard",
  line_spacing: "standard",
  tint: "white",
  reduced_motion: false,
  updated_at: 0,
};

/** "Easier reading": the Done-when journey in one click (cream, OpenDyslexic, wider spacing, larger text). */
export const EASIER_READING: Partial<ReadingChoices> = {
  typeface: "opendyslexic",
  text_size: "large",
  spacing: "wider",
  line_spacing: "relaxed",
  tint: "cream",
};

export const TYPEFACE_LABELS: Record<Typeface, string> = {
  default: "Default (system sans serif)",
  lexend: "Lexend",
  atkinson: "Atkinson Hyperlegible",
  opendyslexic: "OpenDyslexic",
};
export const TEXT_SIZE_LABELS: Record<TextSize, string> = { standard: "Standard", large: "Large", larger: "Larger", largest: "Largest" };
export const SPACING_LABELS: Record<Spacing, string> = { standard: "Standard", wide: "Wide", wider: "Wider" };
export const LINE_SPACING_LABELS: Record<LineSpacing, string> = { standard: "1.5 (standard)", relaxed: "1.8", double: "2" };
export const TINT_LABELS: Record<Tint, string> = {
  white: "White",
  cream: "Cream",
  pale_blue: "Pale blue",
  pale_yellow: "Pale yellow",
  pale_green: "Pale green",
  dark: "Dark",
};

const SYSTEM_SANS = '"Segoe UI", system-ui, -apple-system, Roboto, Arial, sans-serif';
const FONT_STACKS: Record<Typeface, string> = {
  default: SYSTEM_SANS,
  lexend: `"Lexend", ${SYSTEM_SANS}`,
  atkinson: `"Atkinson Hyperlegible", ${SYSTEM_SANS}`,
  opendyslexic: `"OpenDyslexic", ${SYSTEM_SANS}`,
};
const TEXT_SCALES: Record<TextSize, string> = { standard: "100%", large: "112.5%", larger: "125%", largest: "150%" };
// "wider" is WCAG 1.4.12's text spacing (0.12em letters, 0.16em words) and a little more for words.
const LETTER_SPACINGS: Record<Spacing, string> = { standard: "0.01em", wide: "0.06em", wider: "0.12em" };
const WORD_SPACINGS: Record<Spacing, string> = { standard: "0.05em", wide: "0.12em", wider: "0.24em" };
const LINE_HEIGHTS: Record<LineSpacing, string> = { standard: "1.5", relaxed: "1.8", double: "2" };

/** The app's colour tokens (web/src/styles/global.css reads them); every tint keeps WCAG AA contrast. */
export interface Palette {
  bg: string;
  surface: string;
  mutedSurface: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  primaryStrong: string;
  primarySoft: string;
  onPrimary: string;
  success: string;
  danger: string;
  focus: string;
  /** The footer stays dark on every tint (light text, the yellow accent for focus). */
  footerBg: string;
  scheme: "light" | "dark";
}

// Light tints share the dark blue-grey text (#1d2a36, never pure black) and the blue links and buttons.
function light(bg: string, surface: string, mutedSurface: string, primarySoft: string): Palette {
  return {
    bg, surface, mutedSurface, primarySoft,
    text: "#1d2a36", textMuted: "#4a5866", border: "#8d99a6",
    primary: "#2c5a85", primaryStrong: "#1f4466", onPrimary: "#ffffff",
    success: "#2e7d4f", danger: "#b3261e", focus: "#b23a0b", footerBg: "#1d2a36", scheme: "light",
  };
}

export const PALETTES: Record<Tint, Palette> = {
  white: { ...light("#fbfaf6", "#ffffff", "#eef2f5", "#e3edf6"), border: "#c9d2da", focus: "#c2410c" },
  cream: light("#f8f1dc", "#fdf9ec", "#efe6cc", "#f0e3c0"),
  pale_blue: light("#e6f0f8", "#f4f8fc", "#d7e4ef", "#d3e2f0"),
  pale_yellow: light("#fcf6c8", "#fffbe3", "#f1e9b4", "#f3e9a6"),
  pale_green: light("#e5f3e4", "#f4faf3", "#d5e8d3", "#d6e6e6"),
  dark: {
    bg: "#121a22", surface: "#1b2630", mutedSurface: "#26333f", text: "#e8edf2", textMuted: "#b8c3cd", border: "#6b7a88",
    primary: "#8cc4f2", primaryStrong: "#b9dcf8", primarySoft: "#223a50", onPrimary: "#0d1620",
    success: "#7fd3a0", danger: "#ff9f96", focus: "#ffb070", footerBg: "#070b0f", scheme: "dark",
  },
};

/** The custom properties set on <html>: the pre-paint script in index.html and React both apply exactly these. */
export function readingSettingsStyle(settings: ReadingChoices): Record<string, string> {
  const p = PALETTES[settings.tint];
  return {
    "--font-body": FONT_STACKS[settings.typeface],
    "--reading-text-scale": TEXT_SCALES[settings.text_size],
    "--reading-letter-spacing": LETTER_SPACINGS[settings.spacing],
    "--reading-word-spacing": WORD_SPACINGS[settings.spacing],
    "--reading-line-height": LINE_HEIGHTS[settings.line_spacing],
    "--reading-color-scheme": p.scheme,
    "--color-bg": p.bg,
    "--color-surface": p.surface,
    "--color-muted-surface": p.mutedSurface,
    "--color-text": p.text,
    "--color-text-muted": p.textMuted,
    "--color-border": p.border,
    "--color-primary": p.primary,
    "--color-primary-strong": p.primaryStrong,
    "--color-primary-soft": p.primarySoft,
    "--color-on-primary": p.onPrimary,
    "--color-info": p.primary,
    "--color-success": p.success,
    "--color-danger": p.danger,
    "--color-focus": p.focus,
    "--color-footer-bg": p.footerBg,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Whatever was stored (an old version, a hand-edited value) read as settings: unknown values fall back to defaults. */
export function normaliseReadingSettings(value: unknown): ReadingSettings | null {
  if (!isRecord(value)) return null;
  const d = DEFAULT_READING_SETTINGS;
  return {
    typeface: pick(TYPEFACES, value.typeface, d.typeface),
    text_size: pick(TEXT_SIZES, value.text_size, d.text_size),
    spacing: pick(SPACINGS, value.spacing, d.spacing),
    line_spacing: pick(LINE_SPACINGS, value.line_spacing, d.line_spacing),
    tint: pick(TINTS, value.tint, d.tint),
    reduced_motion: value.reduced_motion === true,
    updated_at: typeof value.updated_at === "number" && Number.isFinite(value.updated_at) && value.updated_at >= 0 ? value.updated_at : 0,
  };
}

/** The settings to keep when a device copy and a profile copy meet: the one changed last. */
export function newerReadingSettings(device: ReadingSettings | null, profile: ReadingSettings | null): ReadingSettings | null {
  if (!device) return profile;
  if (!profile) return device;
  return profile.updated_at > device.updated_at ? profile : device;
}

/** True when two copies choose the same things (their times aside). */
export function sameReadingChoices(a: ReadingChoices, b: ReadingChoices): boolean {
  return (["typeface", "text_size", "spacing", "line_spacing", "tint", "reduced_motion"] as const).every((key) => a[key] === b[key]);
}
