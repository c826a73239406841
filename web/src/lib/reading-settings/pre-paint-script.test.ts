// The inline script in index.html: allowed by the hosting CSP, and it puts the stored settings on <html>
// exactly as React does.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_READING_SETTINGS, EASIER_READING, READING_SETTINGS_STORAGE_KEY, readingSettingsStyle } from "@readbright/domain/reading-settings";
import { chooseReadingSettings, resetReadingSettings } from "./reading-settings-store";

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), "utf8");
const html = read("../../../index.html");
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string);

interface HostingHeaders { hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] } }
const csp = (JSON.parse(read("../../../../firebase.json")) as HostingHeaders).hosting.headers
  .flatMap((rule) => rule.headers).find((header) => header.key === "Content-Security-Policy")?.value ?? "";

const prePaintScript = inlineScripts.find((script) => script.includes(READING_SETTINGS_STORAGE_KEY)) ?? "";

function runPrePaintScript() {
  // The exact text the browser runs.
  new Function(prePaintScript)();
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute("style");
  document.documentElement.removeAttribute("data-reduced-motion");
});

describe("the pre-paint reading-settings script", () => {
  it("is in <head>, and the Content-Security-Policy allows it (and any other inline script) by its hash", () => {
    expect(html.indexOf(prePaintScript)).toBeGreaterThan(0);
    expect(html.indexOf(prePaintScript)).toBeLessThan(html.indexOf("</head>"));
    for (const script of inlineScripts) {
      expect(csp).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    }
    expect(csp).not.toContain("'unsafe-inline'");
  });

  it("puts what the settings panel saved on <html> before React starts", () => {
    chooseReadingSettings({ ...EASIER_READING, reduced_motion: true });
    document.documentElement.removeAttribute("style");
    document.documentElement.removeAttribute("data-reduced-motion");

    runPrePaintScript();

    const root = document.documentElement;
    const expected = readingSettingsStyle({ ...DEFAULT_READING_SETTINGS, ...EASIER_READING });
    for (const [name, value] of Object.entries(expected)) expect(root.style.getPropertyValue(name)).toBe(value);
    expect(root.hasAttribute("data-reduced-motion")).toBe(true);
    resetReadingSettings();
  });

  it("leaves the page alone when nothing or something broken is stored", () => {
    runPrePaintScript();
    localStorage.setItem(READING_SETTINGS_STORAGE_KEY, "{not json");
    runPrePaintScript();
    localStorage.setItem(READING_SETTINGS_STORAGE_KEY, JSON.stringify({ style: { "color: red; --x": "1", "--color-bg": "#f8f1dc" } }));
    runPrePaintScript();
    expect(document.documentElement.getAttribute("style")).toBe("--color-bg: #f8f1dc;");
  });
});
