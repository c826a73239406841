import { describe, expect, it } from "vitest";
import { VALIDATION } from "./messages";
import { isAtLeastYearsOld } from "./profile";
import { PROFILE_MESSAGES, profileInfoSchema, profilePatchSchema } from "./profile-schemas";

const info = { first_name: "Ann", last_name: "Lee", date_of_birth: "1985-03-01", gender: "female", city: "Oslo", country: "Norway" };

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

describe("an account holder's age", () => {
  it("is at least 16 on the day of the 16th birthday, not the day before", () => {
    expect(isAtLeastYearsOld("2010-11-27", 16, "2026-11-27")).toBe(true);
    expect(isAtLeastYearsOld("2010-11-28", 16, "2026-11-27")).toBe(false);
    expect(isAtLeastYearsOld("2019-01-01", 16, "2026-11-27")).toBe(false);
  });
  it("refuses a profile date of birth under 16 with the message, and takes an adult's", async () => {
    await expect(profilePatchSchema.validate({ date_of_birth: "2019-06-01" })).rejects.toThrow(PROFILE_MESSAGES.tooYoung);
    await expect(profilePatchSchema.validate({ date_of_birth: "1990-06-01" })).resolves.toEqual({ date_of_birth: "1990-06-01" });
  });
});
