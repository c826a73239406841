import { describe, expect, it } from "vitest";
import { PROFILE_TYPE_MESSAGES, resolveProfileType } from "./profile-type";

describe("resolveProfileType", () => {
  it("accepts the four tile mappings", () => {
    expect(resolveProfileType({ user_type: "individual", user_subtype: "individual" })).toEqual({
      user_type: "individual",
      user_subtype: "individual",
      professional: null,
    });
    expect(resolveProfileType({ user_type: "parent", user_subtype: "parent", professional: null }).user_subtype).toBe("parent");
    expect(resolveProfileType({ user_type: "school", user_subtype: "school_admin" }).user_subtype).toBe("school_admin");
    expect(
      resolveProfileType({ user_type: "organization", user_subtype: "organization_admin", professional: "special_education_needs_teacher" }),
    ).toEqual({ user_type: "organization", user_subtype: "organization_admin", professional: "special_education_needs_teacher" });
  });
  it("refuses any other combination", () => {
    const bad = [
      { user_type: "unset", user_subtype: "unset" },
      { user_type: "school", user_subtype: "school_user" },
      { user_type: "parent", user_subtype: "individual" },
      { user_type: "individual", user_subtype: "individual", professional: "inclusion_specialist" },
      { user_type: "organization", user_subtype: "organization_user", professional: "inclusion_specialist" },
    ] as const;
    for (const input of bad) {
      expect(() => resolveProfileType(input)).toThrow(PROFILE_TYPE_MESSAGES.unsupported);
    }
  });
  it("asks an organization to clarify the professional role", () => {
    expect(() => resolveProfileType({ user_type: "organization", user_subtype: "organization_admin" })).toThrow(
      PROFILE_TYPE_MESSAGES.professionalRequired,
    );
  });
});
