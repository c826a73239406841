import { describe, expect, it } from "vitest";
import { CONSENT_MESSAGES, CONSENT_STATEMENTS, consentBasisOf, consentSchema } from "./consent";

describe("consentBasisOf", () => {
  it.each([
    ["a parent", { user_type: "parent", user_subtype: "parent" }, "guardian"],
    ["a school admin", { user_type: "school", user_subtype: "school_admin" }, "school_holds_consent"],
    ["a teacher", { user_type: "school", user_subtype: "school_user" }, "school_holds_consent"],
    ["an organization admin", { user_type: "organization", user_subtype: "organization_admin" }, "organization_holds_consent"],
    ["a professional", { user_type: "organization", user_subtype: "organization_user" }, "organization_holds_consent"],
    ["an individual", { user_type: "individual", user_subtype: "individual" }, "self"],
  ] as const)("asks %s to confirm as %s", (_who, user, basis) => {
    expect(consentBasisOf(user)).toBe(basis);
  });
});

describe("consentSchema", () => {
  it("accepts only a ticked box, refusing anything else with the basis's words", async () => {
    const schema = consentSchema("school_holds_consent");
    await expect(schema.validate(true)).resolves.toBe(true);
    for (const value of [false, undefined, null, "true", 1]) {
      await expect(schema.validate(value)).rejects.toThrow(CONSENT_MESSAGES.required.school_holds_consent);
    }
  });

  it("links every statement to the Privacy notice", () => {
    for (const { one, many } of Object.values(CONSENT_STATEMENTS)) {
      expect(one).toContain("Privacy notice");
      expect(many).toContain("Privacy notice");
    }
  });
});
