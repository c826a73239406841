import { describe, expect, it } from "vitest";
import { SCHOOL_MESSAGES, schoolSchema } from "./school-schemas";

const school = { name: "Greenfield Primary School", address: "12 Orchard Lane", city: "Bristol", country: "United Kingdom" };

async function errors(value: unknown): Promise<string[]> {
  try {
    await schoolSchema.validate(value, { abortEarly: false, stripUnknown: true });
    return [];
  } catch (err) {
    return (err as { errors: string[] }).errors;
  }
}

describe("schoolSchema", () => {
  it("requires name, address, city and country", async () => {
    expect(await errors({})).toEqual([
      SCHOOL_MESSAGES.nameRequired,
      SCHOOL_MESSAGES.addressRequired,
      SCHOOL_MESSAGES.cityRequired,
      SCHOOL_MESSAGES.countryRequired,
    ]);
    expect(await errors({ ...school, address: "   " })).toEqual([SCHOOL_MESSAGES.addressRequired]);
  });

  it("trims text, strips unknown fields and reads a blank or missing website as none", async () => {
    const cleaned = await schoolSchema.validate({ ...school, name: "  Greenfield  ", website: " ", admin_uid: "x" }, { stripUnknown: true });
    expect(cleaned).toEqual({ ...school, name: "Greenfield", website: null });
    expect(await schoolSchema.validate(school)).toEqual({ ...school, website: null });
  });

  it("accepts an http or https website", async () => {
    expect(await errors({ ...school, website: "https://greenfield.example/about" })).toEqual([]);
    expect(await errors({ ...school, website: "http://www.school.org" })).toEqual([]);
  });

  it.each(["greenfield.example", "ftp://files.school.org", "https://", "not a url", 42])("refuses the website %j", async (website) => {
    expect(await errors({ ...school, website })).toEqual([SCHOOL_MESSAGES.websiteInvalid]);
  });

  it("caps lengths and refuses values that are not text", async () => {
    expect(await errors({ ...school, name: "x".repeat(201) })).toEqual(["School Name must be at most 200 characters"]);
    expect(await errors({ ...school, city: 7 })).toEqual(["City must be text"]);
  });
});
