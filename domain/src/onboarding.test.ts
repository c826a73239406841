import { describe, expect, it } from "vitest";
import { mapProfileTile, onboardingState } from "./onboarding";

describe("onboardingState", () => {
  it("asks for a type while the user type or subtype is unset", () => {
    expect(onboardingState({ user_type: "unset", user_subtype: "unset" })).toBe("type");
    expect(onboardingState({ user_type: "parent", user_subtype: "unset", first_name: "Ann" })).toBe("type");
  });
  it("asks for profile info until there is a first name", () => {
    expect(onboardingState({ user_type: "parent", user_subtype: "parent" })).toBe("info");
  });
  it("asks a school admin without a school to register one", () => {
    expect(onboardingState({ user_type: "school", user_subtype: "school_admin", first_name: "Sam" })).toBe("school");
    expect(onboardingState({ user_type: "school", user_subtype: "school_admin", first_name: "Sam", school: "s1" })).toBe("complete");
  });
  it("is complete for other types with a first name", () => {
    expect(onboardingState({ user_type: "individual", user_subtype: "individual", first_name: "Ida" })).toBe("complete");
  });
});

describe("mapProfileTile", () => {
  it("maps each tile to the spec's type and subtype", () => {
    expect(mapProfileTile("school")).toEqual({ user_type: "school", user_subtype: "school_admin", professional: null });
    expect(mapProfileTile("dyslexia_professional", "inclusion_specialist")).toEqual({
      user_type: "organization",
      user_subtype: "organization_admin",
      professional: "inclusion_specialist",
    });
  });
});
