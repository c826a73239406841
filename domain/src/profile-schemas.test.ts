import { describe, expect, it } from "vitest";
import { VALIDATION } from "./messages";
import { PROFILE_MESSAGES, profileInfoSchema, profilePatchSchema } from "./profile-schemas";

const info = { first_name: "Ann", last_name: "Lee", date_of_birth: "2015-03-01", gender: "female", city: "Oslo", country: "Norway" };

async function errors(schema: typeof profileInfoSchema | typeof profilePatchSchema, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (err) {
    return (err as { errors: string[] }).errors;
  }
}

describe("profileInfoSchema (the onboarding form)", () => {
  it("requires every field with the spec's messages", async () => {
    expect(await errors(profileInfoSchema, {})).toEqual([
      VALIDATION.firstNameRequired,
      VALIDATION.lastNameRequired,
      VALIDATION.dateOfBirthRequired,
      PROFILE_MESSAGES.genderRequired,
      VALIDATION.cityRequired,
      PROFILE_MESSAGES.countryRequired,
    ]);
  });
  it("accepts a complete profile", async () => {
    expect(await errors(profileInfoSchema, info)).toEqual([]);
  });
});

describe("profilePatchSchema (PATCH /api/profile/)", () => {
  it("lets fields be left out but not blanked", async () => {
    expect(await errors(profilePatchSchema, {})).toEqual([]);
    expect(await errors(profilePatchSchema, { city: "" })).toEqual([VALIDATION.cityRequired]);
  });
});
