import { describe, expect, it } from "vitest";
import { newStudentCode, normalizeStudentCode, STUDENT_CODE_ALPHABET, STUDENT_CODE_LENGTH } from "./student-code";

describe("newStudentCode", () => {
  it("makes six characters from the unambiguous alphabet", () => {
    for (let i = 0; i < 50; i += 1) {
      const code = newStudentCode();
      expect(code).toHaveLength(STUDENT_CODE_LENGTH);
      for (const char of code) expect(STUDENT_CODE_ALPHABET).toContain(char);
    }
    expect(newStudentCode(() => 0)).toBe("222222");
  });
  it("never uses characters that look alike", () => {
    for (const char of ["0", "O", "1", "I", "L"]) expect(STUDENT_CODE_ALPHABET).not.toContain(char);
  });
});

describe("normalizeStudentCode", () => {
  it("ignores case and surrounding spaces", () => {
    expect(normalizeStudentCode(" ab3k9z ")).toBe("AB3K9Z");
  });
  it("refuses what cannot be a code", () => {
    for (const typed of ["", "AB3K9", "AB3K9ZZ", "AB0K9Z", "../../x", "AB3K9Z/"]) expect(normalizeStudentCode(typed)).toBeNull();
  });
});
