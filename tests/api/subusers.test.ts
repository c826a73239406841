// The admin's side of invites: an invite is a pending invitation and nothing more; the invitee joins only
// by accepting it (tests/api/invitations.test.ts). Removing a member takes them out at once.
import { describe, expect, it } from "vitest";
import { ERRORS, VALIDATION } from "@readbright/domain/messages";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { Profile } from "@readbright/domain/profile";
import { SUBUSER_MESSAGES } from "@readbright/domain/api/subusers";
import type { SubUserResponse } from "@readbright/domain/api/subusers";
import { PAGING_MESSAGES } from "@readbright/domain/api/paging";
import { onboardedUser, schoolAdmin } from "../fixtures/accounts";
import { api, apiJson } from "../fixtures/api";
import { csvFile, uploadCsv } from "../fixtures/csv-upload";
import { readDocument } from "../fixtures/firestore";
import { acceptInvite, authAccountByEmail } from "../fixtures/invites";
import { fillProfileInfo, onboard, PROFILE_INFO, SCHOOL } from "../fixtures/profiles";
import { createUser, signInAgain, uniqueEmail } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";

const PATH = "/api/subusers/";
const invite = (admin: TestUser, email: string) => apiJson<SubUserResponse & { error?: string }>(PATH, { token: admin.idToken, json: { email } });
const list = (admin: TestUser) => apiJson<SubUserResponse[]>(PATH, { token: admin.idToken });
const remove = async (admin: TestUser, id: string) => {
  const response = await api(`${PATH}${id}`, { method: "DELETE", token: admin.idToken });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
};
const profileOf = async (user: TestUser) => (await apiJson<Profile>("/api/profile/", { token: user.idToken })).body;

describe("POST /api/subusers/", () => {
  it("creates a pending invitation and no account: nobody joins anything until the invitee accepts", async () => {
    const admin = await schoolAdmin();
    const email = uniqueEmail("teacher");

    const { status, body } = await invite(admin, `  ${email.toUpperCase()} `);

    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String), first_name: null, last_name: null, user_email: email, invite_status: "Pending", kind: "invitation" });
    expect(await authAccountByEmail(email)).toBeNull();
    expect(await readDocument(`invitations/${body.id}`)).toMatchObject({
      email: { stringValue: email },
      status: { stringValue: "pending" },
      user_subtype: { stringValue: "school_user" },
      school_id: { stringValue: admin.schoolId },
      school_name: { stringValue: SCHOOL.name },
      invited_by: { stringValue: admin.uid },
      created_at: { timestampValue: expect.any(String) },
    });
  });

  it("makes one invitation of the same address invited twice", async () => {
    const admin = await schoolAdmin();
    const email = uniqueEmail("teacher");
    const first = await invite(admin, email);
    const again = await invite(admin, email);
    expect(again.body.id).toBe(first.body.id);
    expect((await list(admin)).body).toHaveLength(1);
  });

  it("lists the invitation as Pending, then the member Pending until they fill in their name, then Accepted", async () => {
    const admin = await schoolAdmin();
    const email = uniqueEmail("teacher");
    const { body: invited } = await invite(admin, email);
    expect((await list(admin)).body).toEqual([{ ...invited }]);

    const teacher = await acceptInvite(email, invited.id);
    expect(await profileOf(teacher)).toMatchObject({ user_subtype: "school_user", school: admin.schoolId, onboarding_state: "info" });
    expect((await list(admin)).body).toEqual([{ id: teacher.uid, first_name: null, last_name: null, user_email: email, invite_status: "Pending", kind: "member" }]);

    await fillProfileInfo(teacher);
    expect((await list(admin)).body).toEqual([
      { id: teacher.uid, first_name: PROFILE_INFO.first_name, last_name: PROFILE_INFO.last_name, user_email: email, invite_status: "Accepted", kind: "member" },
    ]);
  });

  it("lets the teacher who accepted read the school's students", async () => {
    const admin = await schoolAdmin();
    expect((await uploadCsv(admin, csvFile(["Ann Berg,03/01/2015,Female,4,B,,"]))).status).toBe(201);
    const { body: invited } = await invite(admin, uniqueEmail("teacher"));
    const teacher = await acceptInvite(invited.user_email, invited.id);

    const { status, body } = await apiJson<Participant[]>("/api/participants/", { token: teacher.idToken });

    expect(status).toBe(200);
    expect(body.map((p) => p.name)).toEqual(["Ann Berg"]);
  });

  it("keeps a member's type: set-type is refused", async () => {
    const admin = await schoolAdmin();
    const { body: invited } = await invite(admin, uniqueEmail("teacher"));
    const teacher = await acceptInvite(invited.user_email, invited.id);
    const json = { user_type: "school", user_subtype: "school_admin", professional: null };
    expect(await apiJson("/api/profile/set-type/", { token: teacher.idToken, json })).toEqual({ status: 409, body: { error: "Profile type is already set" } });
  });

  it("answers an address that has an account exactly as one that has none, and changes nothing about the account", async () => {
    const admin = await schoolAdmin();
    const existing = await onboardedUser("parent");
    const before = await profileOf(existing);
    const stranger = uniqueEmail("nobody");

    const known = await invite(admin, existing.email);
    const unknown = await invite(admin, stranger);
    // Same status, same shape: only the address and the fresh id differ.
    const shape = ({ status, body }: { status: number; body: SubUserResponse }) => ({ status, body: { ...body, id: "id", user_email: "address" } });
    expect(shape(known)).toEqual(shape(unknown));
    expect(known.status).toBe(201);

    expect(await profileOf(existing)).toEqual(before);
    expect(await authAccountByEmail(stranger)).toBeNull();
    // The holder of the existing account sees it in their own app, and can say no.
    expect((await apiJson<{ id: string }[]>("/api/invitations/", { token: existing.idToken })).body.map((i) => i.id)).toEqual([known.body.id]);
  });

  it("limits an admin to 30 invitations an hour, sent 15 at a time: the 31st and later are 429, another admin is not held up", async () => {
    const admin = await schoolAdmin();
    const statuses: number[] = [];
    for (let wave = 0; wave < 3; wave += 1) {
      const sent = await Promise.all(Array.from({ length: wave === 2 ? 5 : 15 }, () => invite(admin, uniqueEmail("wave"))));
      statuses.push(...sent.map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(await invite(admin, uniqueEmail("late"))).toEqual({ status: 429, body: { error: SUBUSER_MESSAGES.tooManyInvitations } });
    expect((await list(admin)).body).toHaveLength(30);
    expect((await invite(await schoolAdmin(), uniqueEmail("other"))).status).toBe(201);
    // Each wave may start up to 15 function workers; on a busy 2-core machine that alone has taken a minute.
  }, 150_000);

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
    const teacher = await acceptInvite(invited.user_email, invited.id);

    for (const user of [parent, individual, schoolless, teacher]) {
      expect((await invite(user, uniqueEmail("nobody"))).status).toBe(403);
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
    const professional = await acceptInvite(invited.user_email, invited.id);

    expect(await profileOf(professional)).toMatchObject({ user_type: "organization", user_subtype: "organization_user", organization: admin.uid, school: null });
    const clients = await apiJson<Participant[]>("/api/participants/", { token: professional.idToken });
    expect(clients.body.map((p) => p.name)).toEqual(["Cy Dahl"]);
    expect((await list(admin)).body.map((u) => u.id)).toEqual([professional.uid]);
  });
});

describe("DELETE /api/subusers/{id}", () => {
  it("withdraws a pending invitation: its link can no longer join", async () => {
    const admin = await schoolAdmin();
    const { body: invited } = await invite(admin, uniqueEmail("teacher"));

    expect((await api(`${PATH}${invited.id}`, { method: "DELETE", token: admin.idToken })).status).toBe(204);

    expect(await readDocument(`invitations/${invited.id}`)).toBeNull();
    expect((await list(admin)).body).toEqual([]);
    await expect(acceptInvite(invited.user_email, invited.id)).rejects.toThrow(/answered 404/);
  });

  it("takes a removed teacher out at once: their unexpired token is refused, and signed in again they see none of the school", async () => {
    const admin = await schoolAdmin();
    const { body: invited } = await invite(admin, uniqueEmail("teacher"));
    const teacher = await acceptInvite(invited.user_email, invited.id);
    await fillProfileInfo(teacher);
    // A student the teacher registered: the school's, not the teacher's.
    const registered = await apiJson<Participant>("/api/participants/", { token: teacher.idToken, json: { name: "Ola Berg", gender: "female", date_of_birth: "2016-03-01", grade: "4", section: "B", consent: true } });
    expect(registered.status).toBe(201);
    // Revocation counts in whole seconds of sign-in time: a token signed in during the very second of the
    // removal would pass the check (the membership below still keeps it out). Real sessions are older.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    expect((await remove(admin, teacher.uid)).status).toBe(204);

    // The token issued before the removal: revoked.
    expect(await apiJson("/api/participants/", { token: teacher.idToken })).toEqual({ status: 401, body: { error: ERRORS.unauthenticated } });
    // Signed in again, the account is theirs and belongs nowhere.
    const again = await signInAgain(teacher);
    expect(await profileOf(again)).toMatchObject({ school: null, user_type: "unset", user_subtype: "unset", first_name: PROFILE_INFO.first_name, onboarding_state: "type" });
    expect((await apiJson<Participant[]>("/api/participants/", { token: again.idToken })).body).toEqual([]);
    expect((await apiJson(`/api/participants/${registered.body.id}`, { token: again.idToken })).status).toBe(404);
    expect((await apiJson<unknown[]>("/api/assessment-results/", { token: again.idToken })).body).toEqual([]);
    // The school keeps its student, and its list no longer names the teacher.
    expect((await apiJson<Participant[]>("/api/participants/", { token: admin.idToken })).body.map((p) => p.id)).toContain(registered.body.id);
    expect((await list(admin)).body).toEqual([]);
  });

  it("does not let another admin remove someone they did not invite", async () => {
    const admin = await schoolAdmin();
    const other = await schoolAdmin();
    const { body: invited } = await invite(admin, uniqueEmail("teacher"));
    const teacher = await acceptInvite(invited.user_email, invited.id);

    for (const id of [invited.id, teacher.uid, admin.uid]) expect(await remove(other, id)).toEqual({ status: 404, body: { error: "User not found" } });
    expect(await remove(admin, admin.uid)).toEqual({ status: 404, body: { error: "User not found" } });
    expect(await profileOf(teacher)).toMatchObject({ school: admin.schoolId });
  });
});

describe("GET /api/subusers/?limit=&cursor=", () => {
  it("pages the admin's members, then open invitations, to the same list the plain array gives, with the total", async () => {
    const admin = await schoolAdmin();
    const invited: SubUserResponse[] = [];
    for (let i = 0; i < 4; i += 1) invited.push((await invite(admin, uniqueEmail(`teacher${i}`))).body);
    const joined = invited[2]!;
    await acceptInvite(joined.user_email, joined.id);
    const whole = (await list(admin)).body;
    expect(whole).toHaveLength(4);
    expect(whole[0]).toMatchObject({ user_email: joined.user_email, kind: "member" });

    const page = (cursor?: string) =>
      apiJson<{ items: SubUserResponse[]; next_cursor: string | null; total: number }>(`${PATH}?limit=3${cursor ? `&cursor=${cursor}` : ""}`, { token: admin.idToken });
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 4, next_cursor: expect.any(String) });
    const second = await page(first.body.next_cursor!);
    expect(second.body).toMatchObject({ total: 4, next_cursor: null });
    expect([...first.body.items, ...second.body.items]).toEqual(whole);
  });

  it("refuses a bad limit or cursor with the paging messages, and a non-admin as before", async () => {
    const admin = await schoolAdmin();
    expect(await apiJson(`${PATH}?limit=0`, { token: admin.idToken })).toMatchObject({ status: 400, body: { error: PAGING_MESSAGES.limitInvalid } });
    expect(await apiJson(`${PATH}?limit=2&cursor=nope`, { token: admin.idToken })).toMatchObject({ status: 400, body: { error: PAGING_MESSAGES.cursorInvalid } });
    const parent = await onboardedUser("parent");
    expect((await apiJson(`${PATH}?limit=2`, { token: parent.idToken })).status).toBe(403);
  });
});
