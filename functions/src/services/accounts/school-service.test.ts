import { describe, expect, it, vi } from "vitest";
import { profileFields } from "../../../test-support/profile-fields";
import { SCHOOL_ERRORS, assertMayRegisterSchool } from "./school-service";

vi.mock("./repositories/school-repository", () => ({ createSchoolForAdmin: vi.fn() }));

describe("assertMayRegisterSchool", () => {
  it("lets a school admin without a school register one", () => {
    expect(() => assertMayRegisterSchool(profileFields())).not.toThrow();
    expect(() => assertMayRegisterSchool(profileFields({ first_name: null }))).not.toThrow();
  });

  it("refuses anyone else with a 403", () => {
    for (const other of [null, profileFields({ user_type: "parent", user_subtype: "parent" }), profileFields({ user_subtype: "school_user" })]) {
      expect(() => assertMayRegisterSchool(other)).toThrow(expect.objectContaining({ status: 403, message: SCHOOL_ERRORS.notSchoolAdmin }));
    }
  });

  it("refuses a second school with a 409", () => {
    expect(() => assertMayRegisterSchool(profileFields({ school: "s1" }))).toThrow(
      expect.objectContaining({ status: 409, message: "School already registered" }),
    );
  });
});
