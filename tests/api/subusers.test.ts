import { describe, expect, it } from "vitest";
import { ERRORS, VALIDATION } from "@readbright/domain/messages";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { Profile } from "@readbright/domain/profile";
import { onboardedUser, schoolAdmin } from "../fixtures/accounts";
import { api, apiJson } from "../fixtures/api";
import { csvFile, uploadCsv } from "../fixtures/csv-upload";
import { readDocument } from "../fixtures/firestore";
import { acceptInvite, authAccount } from "../fixtures/invites";
import { onboard, PROFILE_INFO } from "../fixtures/profiles";
import { createUser, uniqueEmail } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";

interface SubUserBody {
  id: string;
  first_name: string | null;
  last_name: string | null;
  user_email: string;
  invite_status?: string;
  error?: string;
}

const PATH = "/api/subusers/";
const invite = (admin: TestUser, email: string) => apiJson<SubUserBody>(PATH, { token: admin.idToken, json: { email } });
const list = (admin: TestUser) => apiJson<SubUserBody[]>(PATH, { token: admin.idToken });
const profileOf = async (user: TestUser) => (await apiJson<Profile>("/api/profile/", { token: user.idToken })).body;

describe("POST /api/subusers/", () => {
  it("creates the teacher's Auth account and a profile in the admin's school", async () => {
    const admin = await schoolAdmin();
    const email = uniqueEmail("teacher");

    const { status, body } = await invite(admin, `  ${email.toUpperCase()} `);

    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String), first_name: null, last_name: null, user_email: email, invite_status: "Pending" });
    const account = await authAccount(body.id);
    expect(account).toMatchObject({ email, emailVerified: false });
    expect(account?.passwordHash).toBeUndefined();
    expect(await readDocument(`profiles/${body.id}`)).toMatchObject({
      email: { stringValue: email },
      user_type: { stringValue: "school" },
      user_subtype: { stringValue: "school_user" },
      school: { stringValue: admin.schoolId },
      invited_by: { stringValue: admin.uid },
      first_name: { nullValue: null },
    });
  });

  it("lists the invitee as Pending until they set a password and fill in their name, then Accepted", async () => {
    const admin = await schoolAdmin();
    const email = uniqueEmail("teacher");
    const { body: invited } = await invite(admin, email);
    expect((await list(admin)).body).toEqual([{ id: invited.id, first_name: null, last_name: null, user_email: email, invite_status: "Pending" }]);

    const teacher = await acceptInvite(email);
    expect(teacher.uid).toBe(invited.id);
    // Following the emailed link proved the address.
    expect((await apiJson("/api/user/", { token: teacher.idToken })).body).toMatchObject({ email_verified: true });
    expect(await profileOf(teacher)).toMatchObject({ user_subtype: "school_user", school: admin.schoolId, onboarding_state: "info" });
    const patched = await apiJson<Profile>("/api/profile/", { method: "PATCH", token: teacher.idToken, json: PROFILE_INFO });
    expect(patched.body).toMatchObject({ first_name: PROFILE_INFO.first_name, onboarding_state: "complete", school: admin.schoolId });

    expect((await list(admin)).body).toEqual([
      { id: invited.id, first_name: PROFILE_INFO.first_name, last_name: PROFILE_INFO.last_name, user_email: email, invite_status: "Accepted" },
    ]);
  });

  it("lets the invited teacher read the school's students", async () => {
    const admin = await schoolAdmin();
    expect((await uploadCsv(admin, csvFile(["Ann Berg,03/01/2015,Female,4,B,,"]))).status).toBe(201);
    const { body: invited } = await invite(admin, uniqueEmail("teacher"));
    const teacher = await acceptInvite(invited.user_email);

    const { status, body } = await apiJson<Participant[]>("/api/participants/", { token: teacher.idToken });

    expect(status).toBe(200);
    expect(body.map((p) => p.name)).toEqual(["Ann Berg"]);
  });

  it("keeps an invitee's type: set-type is refused", async () => {
    const admin = await schoolAdmin();
    const { body: invited } = await invite(admin, uniqueEmail("teacher"));
    const teacher = await acceptInvite(invited.user_email);
    const json = { user_type: "school", user_subtype: "school_admin", professional: null };
    expect(await apiJson("/api/profile/set-type/", { token: teacher.idToken, json })).toEqual({ status: 409, body: { error: "Profile type is already set" } });
  });

  it("refuses an address that already has an account with the spec's message", async () => {
    const admin = await schoolAdmin();
    const existing = await createUser();
    const email = uniqueEmail("teacher");
    expect((await invite(admin, email)).status).toBe(201);

    for (const taken of [email, existing.email]) {
      expect(await invite(admin, taken)).toEqual({ status: 400, body: { error: ERRORS.emailExists } });
    }
    expect((await list(admin)).body).toHaveLength(1);
  });

  it("refuses an invalid address", async () => {
    const admin = await schoolAdmin();
    expect(await invite(admin, "not-an-address")).toEqual({ status: 400, body: { error: VALIDATION.emailInvalid } });
    expect(await invite(admin, "")).toEqual({ status: 400, body: { error: VALIDATION.emailRequired } });
  });

  it("refuses anyone but a school admin with a school or an organization admin", async () => {
    const parent = await onboardedUser("parent");
    const individual = await onboardedUser("individual");
    const schoolless = await createUser({ verified: true });
    await onboard(schoolless, "school");
    const admin = await schoolAdmin();
    const { body: invited } = await invite(admin, uniqueEmail("teacher"));
    const teacher = await acceptInvite(invited.user_email);

    for (const user of [parent, individual, schoolless, teacher]) {
      const email = uniqueEmail("nobody");
      expect((await invite(user, email)).status).toBe(403);
      expect((await list(user)).status).toBe(403);
    }
    expect(await apiJson(PATH, { json: { email: uniqueEmail() } })).toEqual({ status: 401, body: { error: ERRORS.unauthenticated } });
  });

  it("lets an organization admin invite a professional who shares the organization's clients", async () => {
    const admin = await onboardedUser("dyslexia_professional");
    expect((await profileOf(admin)).organization).toBe(admin.uid);
    expect((await uploadCsv(admin, csvFile(["Cy Dahl,07/04/2014,Male,,,,"]))).status).toBe(201);

    const { status, body: invited } = await invite(admin, uniqueEmail("pro"));
    expect(status).toBe(201);
    const professional = await acceptInvite(invited.user_email);

    expect(await profileOf(professional)).toMatchObject({ user_type: "organization", user_subtype: "organization_user", organization: admin.uid, school: null });
    const clients = await apiJson<Participant[]>("/api/participants/", { token: professional.idToken });
    expect(clients.body.map((p) => p.name)).toEqual(["Cy Dahl"]);
    expect((await list(admin)).body.map((u) => u.id)).toEqual([invited.id]);
  });
});

describe("DELETE /api/subusers/{id}", () => {
  it("removes the invitee's Auth account and profile", async () => {
    const admin = await schoolAdmin();
    const { body: invited } = await invite(admin, uniqueEmail("teacher"));

    const response = await api(`${PATH}${invited.id}`, { method: "DELETE", token: admin.idToken });

    expect(response.status).toBe(204);
    expect(await authAccount(invited.id)).toBeNull();
    expect(await readDocument(`profiles/${invited.id}`)).toBeNull();
    expect((await list(admin)).body).toEqual([]);
  });

  it("does not let another admin remove someone they did not invite", async () => {
    const admin = await schoolAdmin();
    const other = await schoolAdmin();
    const { body: invited } = await invite(admin, uniqueEmail("teacher"));

    expect(await apiJson(`${PATH}${invited.id}`, { method: "DELETE", token: other.idToken })).toEqual({ status: 404, body: { error: "User not found" } });
    expect(await authAccount(invited.id)).not.toBeNull();
    expect(await apiJson(`${PATH}${admin.uid}`, { method: "DELETE", token: admin.idToken })).toEqual({ status: 404, body: { error: "User not found" } });
  });
});
