import { describe, expect, it } from "vitest";
import { VALIDATION } from "../messages";
import { PROFILE_MESSAGES, profilePatchSchema } from "../profile-schemas";
import { check as validate } from "../testing/check";
import { SET_TYPE_MESSAGES, setProfileTypeSchema } from "./profile";

describe("profilePatchSchema", () => {
  it("accepts a partial update, trimming text and stripping unknown fields", async () => {
    await expect(validate(profilePatchSchema, { first_name: "  Ann ", user_type: "school", school: "x" })).resolves.toEqual({ first_name: "Ann" });
  });
  it("accepts a full update", async () => {
    const full = { first_name: "Ann", last_name: "Lee", date_of_birth: "1985-03-01", gender: "female", city: "Oslo", country: "Norway" };
    await expect(validate(profilePatchSchema, full)).resolves.toEqual(full);
  });
  it.each([
    [{ first_name: "" }, VALIDATION.firstNameRequired],
    [{ last_name: "   " }, VALIDATION.lastNameRequired],
    [{ city: null }, VALIDATION.cityRequired],
    [{ first_name: 42 }, "First Name must be text"],
    [{ gender: "other" }, PROFILE_MESSAGES.genderInvalid],
    [{ date_of_birth: "01/02/2015" }, PROFILE_MESSAGES.dateOfBirthInvalid],
    [{ date_of_birth: "2015-02-30" }, PROFILE_MESSAGES.dateOfBirthInvalid],
    [{ date_of_birth: "2999-01-01" }, PROFILE_MESSAGES.dateOfBirthFuture],
    [{ date_of_birth: "" }, VALIDATION.dateOfBirthRequired],
    [{ country: "x".repeat(101) }, "Country must be at most 100 characters"],
  ])("refuses %j with %s", async (body, message) => {
    await expect(validate(profilePatchSchema, body)).rejects.toMatchObject({ status: 400, message });
  });
  it("reports the first field's message when several are wrong", async () => {
    await expect(validate(profilePatchSchema, { gender: "x", first_name: "" })).rejects.toMatchObject({ message: VALIDATION.firstNameRequired });
  });
});

describe("setProfileTypeSchema", () => {
  it("accepts known values, professional optional", async () => {
    await expect(validate(setProfileTypeSchema, { user_type: "parent", user_subtype: "parent" })).resolves.toMatchObject({
      user_type: "parent",
      user_subtype: "parent",
    });
  });
  it.each([
    [{ user_subtype: "parent" }, SET_TYPE_MESSAGES.userTypeRequired],
    [{ user_type: "teacher", user_subtype: "parent" }, SET_TYPE_MESSAGES.userTypeInvalid],
    [{ user_type: "parent" }, SET_TYPE_MESSAGES.userSubtypeRequired],
    [{ user_type: "organization", user_subtype: "organization_admin", professional: "wizard" }, SET_TYPE_MESSAGES.professionalInvalid],
  ])("refuses %j with %s", async (body, message) => {
    await expect(validate(setProfileTypeSchema, body)).rejects.toMatchObject({ status: 400, message });
  });
});
