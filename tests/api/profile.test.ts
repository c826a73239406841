import { describe, expect, it } from "vitest";
import { VALIDATION } from "@readbright/domain/messages";
import type { Profile } from "@readbright/domain/profile";
import { PROFILE_MESSAGES } from "@readbright/domain/profile-schemas";
import { READING_SETTINGS_MESSAGES } from "@readbright/domain/reading-settings-schema";
import { apiJson } from "../fixtures/api";
import { readDocument } from "../fixtures/firestore";
import { createUser } from "../fixtures/users";

const info = { first_name: "Ann", last_name: "Lee", date_of_birth: "1985-03-01", gender: "female", city: "Oslo", country: "Norway" };

describe("GET /api/profile/", () => {
  it("creates the profile on first read, with the type unset", async () => {
    const user = await createUser();
    const { status, body } = await apiJson<Profile>("/api/profile/", { token: user.idToken });
    expect(status).toBe(200);
    const unfilled = ["first_name", "last_name", "gender", "date_of_birth", "city", "country", "school", "organization", "professional", "reading_settings", "language"];
    const blank = Object.fromEntries(unfilled.map((field) => [field, null]));
    expect(body).toEqual({ id: user.uid, ...blank, email: user.email, user_type: "unset", user_subtype: "unset", onboarding_state: "type" });
    const stored = await readDocument(`profiles/${user.uid}`);
    expect(stored).toMatchObject({ user_type: { stringValue: "unset" }, email: { stringValue: user.email } });
    expect(stored?.created_at).toHaveProperty("timestampValue");
  });
  it("refuses a request without a token", async () => {
    expect((await apiJson("/api/profile/")).status).toBe(401);
  });
});

describe("PATCH /api/profile/", () => {
  it("saves the fields, storing the date of birth as a UTC midnight timestamp", async () => {
    const user = await createUser();
    const patched = await apiJson<Profile>("/api/profile/", { method: "PATCH", token: user.idToken, json: { ...info, user_type: "school" } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ ...info, user_type: "unset" });
    expect((await apiJson<Profile>("/api/profile", { token: user.idToken })).body).toMatchObject(info);
    const stored = await readDocument(`profiles/${user.uid}`);
    expect(stored?.date_of_birth).toEqual({ timestampValue: "1985-03-01T00:00:00Z" });
  });
  it("updates only the fields sent", async () => {
    const user = await createUser();
    await apiJson("/api/profile/", { method: "PATCH", token: user.idToken, json: info });
    const { body } = await apiJson<Profile>("/api/profile/", { method: "PATCH", token: user.idToken, json: { city: "Bergen" } });
    expect(body).toMatchObject({ ...info, city: "Bergen" });
  });
  it.each([
    [{ gender: "robot" }, PROFILE_MESSAGES.genderInvalid],
    [{ date_of_birth: "03/01/2015" }, PROFILE_MESSAGES.dateOfBirthInvalid],
    [{ first_name: "  " }, VALIDATION.firstNameRequired],
  ])("refuses %j with a 400 and the message", async (json, message) => {
    const user = await createUser();
    expect(await apiJson("/api/profile/", { method: "PATCH", token: user.idToken, json })).toEqual({ status: 400, body: { error: message } });
  });
  it("refuses an account holder born less than 16 years ago, as the Privacy page says: an individual born in 2019 does not onboard", async () => {
    const user = await createUser();
    await apiJson("/api/profile/set-type/", { method: "POST", token: user.idToken, json: { user_type: "individual", user_subtype: "individual", professional: null } });
    expect(await apiJson("/api/profile/", { method: "PATCH", token: user.idToken, json: { ...info, date_of_birth: "2019-06-01" } })).toEqual({ status: 400, body: { error: PROFILE_MESSAGES.tooYoung } });
    const today = new Date().toISOString().slice(0, 10);
    const sixteenTomorrow = new Date(Date.parse(`${Number(today.slice(0, 4)) - 16}${today.slice(4)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await apiJson("/api/profile/", { method: "PATCH", token: user.idToken, json: { ...info, date_of_birth: sixteenTomorrow } })).status).toBe(400);
    expect((await apiJson<Profile>("/api/profile/", { token: user.idToken })).body.onboarding_state).toBe("info");
    const sixteenToday = `${Number(today.slice(0, 4)) - 16}${today.slice(4)}`;
    const adult = await apiJson<Profile>("/api/profile/", { method: "PATCH", token: user.idToken, json: { ...info, date_of_birth: sixteenToday === `${Number(today.slice(0, 4)) - 16}-02-29` ? `${Number(today.slice(0, 4)) - 17}-01-01` : sixteenToday } });
    expect(adult.status).toBe(200);
  });
});

describe("POST /api/profile/set-type/", () => {
  it("sets a tile's type and moves onboarding from type to info to complete", async () => {
    const user = await createUser();
    const token = user.idToken;
    expect((await apiJson<Profile>("/api/profile/", { token })).body.onboarding_state).toBe("type");
    const typed = await apiJson<Profile>("/api/profile/set-type/", { token, json: { user_type: "parent", user_subtype: "parent", professional: null } });
    expect(typed).toMatchObject({ status: 200, body: { user_type: "parent", user_subtype: "parent", onboarding_state: "info" } });
    const filled = await apiJson<Profile>("/api/profile/", { method: "PATCH", token, json: info });
    expect(filled.body.onboarding_state).toBe("complete");
  });
  it("asks a school admin without a school to register one", async () => {
    const user = await createUser();
    await apiJson("/api/profile/set-type/", { token: user.idToken, json: { user_type: "school", user_subtype: "school_admin" } });
    const { body } = await apiJson<Profile>("/api/profile/", { method: "PATCH", token: user.idToken, json: info });
    expect(body.onboarding_state).toBe("school");
  });
  it("lets the type be chosen again before profile info, and fixes it after", async () => {
    const user = await createUser();
    const token = user.idToken;
    await apiJson("/api/profile/set-type/", { token, json: { user_type: "parent", user_subtype: "parent", professional: null } });
    const changed = await apiJson<Profile>("/api/profile/set-type/", { token, json: { user_type: "individual", user_subtype: "individual", professional: null } });
    expect(changed.body.user_type).toBe("individual");
    await apiJson("/api/profile/", { method: "PATCH", token, json: info });
    const refused = await apiJson("/api/profile/set-type/", { token, json: { user_type: "school", user_subtype: "school_admin", professional: null } });
    expect(refused).toEqual({ status: 409, body: { error: "Profile type is already set" } });
    expect((await apiJson<Profile>("/api/profile/", { token })).body).toMatchObject({ user_type: "individual", onboarding_state: "complete" });
  });
  it("keeps the professional kind of an organization", async () => {
    const user = await createUser();
    const json = { user_type: "organization", user_subtype: "organization_admin", professional: "inclusion_specialist" };
    expect((await apiJson<Profile>("/api/profile/set-type/", { token: user.idToken, json })).body).toMatchObject(json);
  });
  it.each([
    { user_type: "school", user_subtype: "school_user" },
    { user_type: "parent", user_subtype: "individual" },
    { user_type: "organization", user_subtype: "organization_admin" },
    { user_type: "unset", user_subtype: "unset" },
    { user_type: "individual" },
  ])("refuses %j with a 400", async (json) => {
    const user = await createUser();
    const { status, body } = await apiJson("/api/profile/set-type/", { token: user.idToken, json });
    expect(status).toBe(400);
    expect(body.error).toEqual(expect.any(String));
    expect((await apiJson<Profile>("/api/profile/", { token: user.idToken })).body.user_type).toBe("unset");
  });
});

describe("PATCH /api/profile/ with reading_settings (issue 17)", () => {
  const settings = {
    typeface: "opendyslexic", text_size: "large", spacing: "wider", line_spacing: "relaxed", tint: "cream", reduced_motion: true, updated_at: 1_764_000_000_000,
  };
  it("keeps the account's reading settings as a map beside the other fields, and gives them back", async () => {
    const user = await createUser();
    await apiJson("/api/profile/", { method: "PATCH", token: user.idToken, json: info });
    const saved = await apiJson<Profile>("/api/profile/", { method: "PATCH", token: user.idToken, json: { reading_settings: settings } });
    expect(saved).toMatchObject({ status: 200, body: { ...info, reading_settings: settings } });
    expect((await apiJson<Profile>("/api/profile/", { token: user.idToken })).body.reading_settings).toEqual(settings);
    const stored = await readDocument(`profiles/${user.uid}`);
    expect(stored?.reading_settings).toMatchObject({ mapValue: { fields: { tint: { stringValue: "cream" }, reduced_motion: { booleanValue: true } } } });
  });
  it("replaces them whole on the next change", async () => {
    const user = await createUser();
    await apiJson("/api/profile/", { method: "PATCH", token: user.idToken, json: { reading_settings: settings } });
    const next = { ...settings, tint: "dark", reduced_motion: false, updated_at: settings.updated_at + 1 };
    const { body } = await apiJson<Profile>("/api/profile/", { method: "PATCH", token: user.idToken, json: { reading_settings: next } });
    expect(body.reading_settings).toEqual(next);
  });
  it.each([
    [{ ...settings, tint: "purple" }, READING_SETTINGS_MESSAGES.tint],
    [{ ...settings, typeface: "Comic Sans" }, READING_SETTINGS_MESSAGES.typeface],
    [{ ...settings, text_size: "huge" }, READING_SETTINGS_MESSAGES.textSize],
    [{ ...settings, spacing: 2 }, READING_SETTINGS_MESSAGES.spacing],
    [{ ...settings, reduced_motion: "yes" }, READING_SETTINGS_MESSAGES.reducedMotion],
    [{ ...settings, updated_at: "yesterday" }, READING_SETTINGS_MESSAGES.updatedAt],
    [{ tint: "cream" }, READING_SETTINGS_MESSAGES.typeface],
    ["cream", READING_SETTINGS_MESSAGES.notAnObject],
    [null, READING_SETTINGS_MESSAGES.notAnObject],
  ])("refuses reading_settings %j with a 400 and the message, saving nothing", async (readingSettings, message) => {
    const user = await createUser();
    const refused = await apiJson("/api/profile/", { method: "PATCH", token: user.idToken, json: { city: "Oslo", reading_settings: readingSettings } });
    expect(refused).toEqual({ status: 400, body: { error: message } });
    expect((await apiJson<Profile>("/api/profile/", { token: user.idToken })).body).toMatchObject({ city: null, reading_settings: null });
  });
});

describe("PATCH /api/profile/ with language (issue 31)", () => {
  it("keeps the account's language and gives it back, as a plain field Firestore's console shows", async () => {
    const user = await createUser();
    const saved = await apiJson<Profile>("/api/profile/", { method: "PATCH", token: user.idToken, json: { language: "es" } });
    expect(saved).toMatchObject({ status: 200, body: { language: "es" } });
    expect((await apiJson<Profile>("/api/profile/", { token: user.idToken })).body.language).toBe("es");
    expect((await readDocument(`profiles/${user.uid}`))?.language).toEqual({ stringValue: "es" });
    const back = await apiJson<Profile>("/api/profile/", { method: "PATCH", token: user.idToken, json: { language: "en" } });
    expect(back.body.language).toBe("en");
  });
  it.each([["fr"], ["ES"], [""], [1], [null], [["es"]]])("refuses language %j with a 400 and the message, saving nothing", async (language) => {
    const user = await createUser();
    const refused = await apiJson("/api/profile/", { method: "PATCH", token: user.idToken, json: { city: "Oslo", language } });
    expect(refused).toEqual({ status: 400, body: { error: PROFILE_MESSAGES.languageInvalid } });
    expect((await apiJson<Profile>("/api/profile/", { token: user.idToken })).body).toMatchObject({ city: null, language: null });
  });
});
