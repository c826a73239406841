import { describe, expect, it } from "vitest";
import type { Profile } from "@readbright/domain/profile";
import type { School } from "@readbright/domain/school";
import { SCHOOL_MESSAGES } from "@readbright/domain/school-schemas";
import { apiJson } from "../fixtures/api";
import { readDocument } from "../fixtures/firestore";
import { onboard, SCHOOL } from "../fixtures/profiles";
import { schoolsOfAdmin } from "../fixtures/schools";
import { createUser } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";

const PATH = "/api/register-school/";

async function schoolAdmin(): Promise<TestUser> {
  const user = await createUser({ verified: true });
  const profile = await onboard(user, "school");
  expect(profile.onboarding_state).toBe("school");
  return user;
}

const register = (user: TestUser, json: unknown = SCHOOL) => apiJson<School & { error?: string }>(PATH, { token: user.idToken, json });

describe("POST /api/register-school/", () => {
  it("creates the school, links it to the admin's profile and completes onboarding", async () => {
    const user = await schoolAdmin();

    const { status, body } = await register(user, { ...SCHOOL, name: "  Fjord Primary School ", admin_uid: "someone-else", plan: "free" });

    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String), ...SCHOOL });
    const profile = (await apiJson<Profile>("/api/profile/", { token: user.idToken })).body;
    expect(profile).toMatchObject({ school: body.id, onboarding_state: "complete" });
    const stored = await readDocument(`schools/${body.id}`);
    expect(stored).toEqual({
      name: { stringValue: SCHOOL.name },
      address: { stringValue: SCHOOL.address },
      city: { stringValue: SCHOOL.city },
      country: { stringValue: SCHOOL.country },
      website: { stringValue: SCHOOL.website },
      admin_uid: { stringValue: user.uid },
      // The classes its students are in, for the dashboard's filters: none yet, and none left out.
      grades: { arrayValue: {} },
      sections: { arrayValue: {} },
      classes_listed: { booleanValue: true },
      created_at: { timestampValue: expect.any(String) },
      updated_at: { timestampValue: expect.any(String) },
    });
  });

  it("stores a missing or blank website as null", async () => {
    const user = await schoolAdmin();
    const { status, body } = await register(user, { ...SCHOOL, website: "  " });
    expect(status).toBe(201);
    expect(body.website).toBeNull();
    expect((await readDocument(`schools/${body.id}`))?.website).toEqual({ nullValue: null });
  });

  it("refuses a request without a token", async () => {
    expect(await apiJson(PATH, { json: SCHOOL })).toEqual({ status: 401, body: { error: "Authentication required" } });
  });

  it.each([
    ["a blank name", { ...SCHOOL, name: "" }, SCHOOL_MESSAGES.nameRequired],
    ["no address", { ...SCHOOL, address: undefined }, SCHOOL_MESSAGES.addressRequired],
    ["a website without http(s)", { ...SCHOOL, website: "fjord-primary.example" }, SCHOOL_MESSAGES.websiteInvalid],
    ["a city of 101 characters", { ...SCHOOL, city: "x".repeat(101) }, "City must be at most 100 characters"],
  ])("refuses %s with a 400 and the message, writing nothing", async (_case, json, message) => {
    const user = await schoolAdmin();
    expect(await register(user, json)).toEqual({ status: 400, body: { error: message } });
    expect(await schoolsOfAdmin(user.uid)).toEqual([]);
    expect((await apiJson<Profile>("/api/profile/", { token: user.idToken })).body.onboarding_state).toBe("school");
  });

  it("refuses anyone who is not a school admin with a 403, writing nothing", async () => {
    const parent = await createUser({ verified: true });
    await onboard(parent, "parent");
    const newcomer = await createUser({ verified: true }); // no profile document yet

    for (const user of [parent, newcomer]) {
      expect(await register(user)).toEqual({ status: 403, body: { error: "Only a school admin can register a school" } });
      expect(await schoolsOfAdmin(user.uid)).toEqual([]);
    }
    expect((await apiJson<Profile>("/api/profile/", { token: parent.idToken })).body.school).toBeNull();
  });

  it("registers a school only once", async () => {
    const user = await schoolAdmin();
    const first = await register(user);
    expect(first.status).toBe(201);

    expect(await register(user, { ...SCHOOL, name: "Another School" })).toEqual({ status: 409, body: { error: "School already registered" } });
    expect((await schoolsOfAdmin(user.uid)).map((school) => school.id)).toEqual([first.body.id]);
    expect((await apiJson<Profile>("/api/profile/", { token: user.idToken })).body.school).toBe(first.body.id);
  });

  it("lets only one of two simultaneous requests through", async () => {
    const user = await schoolAdmin();
    const results = await Promise.all([register(user, { ...SCHOOL, name: "First" }), register(user, { ...SCHOOL, name: "Second" })]);

    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    const schools = await schoolsOfAdmin(user.uid);
    expect(schools).toHaveLength(1);
    expect((await apiJson<Profile>("/api/profile/", { token: user.idToken })).body.school).toBe(schools[0]?.id);
  });
});
