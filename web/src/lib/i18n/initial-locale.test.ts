import { afterEach, describe, expect, it, vi } from "vitest";
import { initialLocale, referringLocale } from "./initial-locale";
import { LOCALE_STORAGE_KEY } from "./locales";

const ORIGIN = window.location.origin;

function arriveFrom(referrer: string) {
  vi.spyOn(document, "referrer", "get").mockReturnValue(referrer);
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the language a page opens in", () => {
  it("a public page: its address's, whatever the device chose", () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, "en");
    expect(initialLocale("/es/about")).toEqual({ locale: "es", remember: false });
    expect(initialLocale("/about")).toEqual({ locale: "en", remember: false });
  });

  it("an app page: the reader's choice first, wherever the reader came from", () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, "en");
    arriveFrom(`${ORIGIN}/es`);
    expect(initialLocale("/register")).toEqual({ locale: "en", remember: false });
  });

  it("an app page on a first visit, reached from a Spanish public page before it had started: Spanish, kept as the device's choice", () => {
    arriveFrom(`${ORIGIN}/es`);
    expect(initialLocale("/register")).toEqual({ locale: "es", remember: true });
    arriveFrom(`${ORIGIN}/es/about?x=1`);
    expect(initialLocale("/login")).toEqual({ locale: "es", remember: true });
  });

  it("an app page on a first visit from anywhere else: the browser's language", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US"]);
    for (const referrer of ["", `${ORIGIN}/`, `${ORIGIN}/about`, `${ORIGIN}/dashboard`, "https://elsewhere.example/es"]) {
      arriveFrom(referrer);
      expect(initialLocale("/register"), referrer).toEqual({ locale: "en", remember: false });
    }
  });
});

describe("referringLocale", () => {
  it("names the language of one of our public pages' addresses, nothing else", () => {
    expect(referringLocale("https://readbright.app/es/privacy", "https://readbright.app")).toBe("es");
    expect(referringLocale("https://readbright.app/privacy", "https://readbright.app")).toBeNull();
    expect(referringLocale("https://readbright.app/es/nowhere", "https://readbright.app")).toBeNull();
    expect(referringLocale("https://other.example/es", "https://readbright.app")).toBeNull();
    expect(referringLocale("not a url", "https://readbright.app")).toBeNull();
  });
});
