import { describe, expect, it, vi } from "vitest";
import type { ProfileFields } from "@readbright/domain/profile";
import { SCHOOL_ERRORS, assertMayRegisterSchool } from "./school-service";

vi.mock("../repositories/school-repository", () => ({ createSchoolForAdmin: vi.fn() }));

function profile(overrides: Partial<ProfileFields> = {}): ProfileFields {
  return {
    first_name: "Sam",
    last_name: "Lee",
    gender: null,
    date_of_birth: null,
    city: null,
    country: null,
    school: null,
    organization: null,
    email: "sam@example.com",
    user_type: "school",
    user_subtype: "school_admin",
    professional: null,
    ...overrides,
  };
}

describe("assertMayRegisterSchool", () => {
  it("lets a school admin without a school register one", () => {
    expect(() => assertMayRegisterSchool(profile())).not.toThrow();
    expect(() => assertMayRegisterSchool(profile({ first_name: null }))).not.toThrow();
  });

  it("refuses anyone else with a 403", () => {
    for (const other of [null, profile({ user_type: "parent", user_subtype: "parent" }), profile({ user_subtype: "school_user" })]) {
      expect(() => assertMayRegisterSchool(other)).toThrow(expect.objectContaining({ status: 403, message: SCHOOL_ERRORS.notSchoolAdmin }));
    }
  });

  it("refuses a second school with a 409", () => {
    expect(() => assertMayRegisterSchool(profile({ school: "s1" }))).toThrow(
      expect.objectContaining({ status: 409, message: "School already registered" }),
    );
  });
});
