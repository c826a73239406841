import { describe, expect, it } from "vitest";
import { expectedGuesses, formatStudentCode, newStudentCode, normalizeStudentCode, STUDENT_CODE_ALPHABET, STUDENT_CODE_LENGTH } from "./student-code";

describe("newStudentCode", () => {
  it("makes nine characters from the unambiguous alphabet", () => {
    for (let i = 0; i < 50; i += 1) {
      const code = newStudentCode((max) => Math.floor(Math.random() * max));
      expect(code).toHaveLength(STUDENT_CODE_LENGTH);
      for (const char of code) expect(STUDENT_CODE_ALPHABET).toContain(char);
    }
    expect(newStudentCode(() => 0)).toBe("222222222");
  });
  it("never uses characters that look alike", () => {
    for (const char of ["0", "O", "1", "I", "L"]) expect(STUDENT_CODE_ALPHABET).not.toContain(char);
  });
});

describe("normalizeStudentCode", () => {
  it("ignores case, spaces and the dashes between groups", () => {
    expect(normalizeStudentCode(" k7m-q2x-9pt ")).toBe("K7MQ2X9PT");
    expect(normalizeStudentCode("K7M Q2X 9PT")).toBe("K7MQ2X9PT");
  });
  it("refuses what cannot be a code, old six-character ones included", () => {
    for (const typed of ["", "AB3K9Z", "K7MQ2X9P", "K7MQ2X9PTT", "K7M-Q2X-0PT", "../../x", "K7MQ2X9PT/"]) expect(normalizeStudentCode(typed)).toBeNull();
  });
});

describe("formatStudentCode", () => {
  it("groups a code in threes for reading", () => {
    expect(formatStudentCode("K7MQ2X9PT")).toBe("K7M-Q2X-9PT");
    expect(formatStudentCode("not a code")).toBe("not a code");
  });
});

describe("expectedGuesses", () => {
  it("needs over a billion guesses to hit one of 10,000 open tests", () => {
    expect(expectedGuesses(10_000)).toBeGreaterThan(1e9);
  });
});
