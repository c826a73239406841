import { describe, expect, it } from "vitest";
import { DEFAULT_TEST_LANGUAGE, isTestLanguage, LANGUAGE_MESSAGES, storedLanguage, testLanguageField } from "./test-language";

describe("test languages", () => {
  it("knows English and Spanish, English by default", () => {
    expect(DEFAULT_TEST_LANGUAGE).toBe("en");
    expect(isTestLanguage("en")).toBe(true);
    expect(isTestLanguage("es")).toBe(true);
    for (const value of ["EN", "es-419", "fr", "", " es", null, undefined, 1, ["es"]]) expect(isTestLanguage(value)).toBe(false);
  });

  it("reads a document stored before languages as English", () => {
    expect(storedLanguage(undefined)).toBe("en");
    expect(storedLanguage(null)).toBe("en");
    expect(storedLanguage("es")).toBe("es");
  });

  it("accepts only the exact codes in a request, and nothing as 'not chosen'", () => {
    const field = testLanguageField();
    expect(field.validateSync("es")).toBe("es");
    expect(field.validateSync(undefined)).toBeUndefined();
    for (const bad of ["ES", "es-419", "spanish", "", 3, ["es"], null]) {
      expect(() => field.validateSync(bad), String(bad)).toThrow(LANGUAGE_MESSAGES.invalid);
    }
  });
});
