import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the first letter of the first and last name, in capitals", () => {
    expect(initials("Ada", "Lovelace")).toBe("AL");
    expect(initials("  éva ", "östberg")).toBe("ÉÖ");
  });

  it("copes with a missing name", () => {
    expect(initials("Ada", null)).toBe("A");
    expect(initials(null, "Lovelace")).toBe("L");
    expect(initials(null, undefined)).toBe("?");
    expect(initials("", " ", "A")).toBe("A");
  });

  it("keeps a letter outside the basic plane whole", () => {
    expect(initials("𝒜da", "Lee")).toBe("𝒜L");
  });
});
