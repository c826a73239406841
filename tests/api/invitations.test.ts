// The invitee's side: only whoever signs in with the invited address sees an invitation, and nobody joins
// a school or organization but by accepting it. Someone who registers, or whose address is invited
// without their asking, may decline and keeps an ordinary account of their own choosing.
import { describe, expect, it } from "vitest";
import { INVITATION_MESSAGES } from "@readbright/domain/api/invitations";
import type { InvitationResponse } from "@readbright/domain/api/invitations";
import type { SubUserResponse } from "@readbright/domain/api/subusers";
import type { Profile } from "@readbright/domain/profile";
import { onboardedUser, schoolAdmin } from "../fixtures/accounts";
import { apiJson } from "../fixtures/api";
import { readDocument } from "../fixtures/firestore";
import { authAccount, choosePassword, followInvitationLink, myInvitations, sendInvitationEmail } from "../fixtures/invites";
import { fillProfileInfo, setProfileType, SCHOOL } from "../fixtures/profiles";
import { createUser, uniqueEmail } from "../fixtures/users";
import type { TestUser } from "../fixtures/users";

const invite = async (admin: TestUser, email: string) => (await apiJson<SubUserResponse>("/api/subusers/", { token: admin.idToken, json: { email } })).body;
const accept = (user: TestUser, id: string) => apiJson<Profile & { error?: string }>(`/api/invitations/${id}/accept/`, { method: "POST", token: user.idToken });
const decline = (user: TestUser, id: string, json: unknown = {}) => apiJson<{ account_deleted?: boolean; error?: string }>(`/api/invitations/${id}/decline/`, { token: user.idToken, json });
const statusOf = async (id: string) => (await readDocument(`invitations/${id}`))?.status;
const profileOf = async (user: TestUser) => (await apiJson<Profile>("/api/profile/", { token: user.idToken })).body;
const NOT_FOUND = { status: 404, body: { error: INVITATION_MESSAGES.notFound } };

/** A school admin invites a new address, and the invitation's email is sent. */
async function emailedInvitation(name: string) {
  const admin = await schoolAdmin();
  const email = uniqueEmail(name);
  const invitation = await invite(admin, email);
  await sendInvitationEmail(email, invitation.id);
  return { admin, email, invitation };
}

describe("someone who registers with an invited address", () => {
  it("sees the invitation, may decline it, and is left an ordinary account with no school", async () => {
    const admin = await schoolAdmin();
    const email = uniqueEmail("victim");
    const invitation = await invite(admin, email);
    // They never asked to join: they register on their own and verify their address.
    const victim = await createUser({ verified: true, email });

    const [card] = await myInvitations(victim);
    expect(card).toEqual<InvitationResponse>({ id: invitation.id, role: "teacher", school_name: SCHOOL.name, inviter_name: expect.any(String), invited_at: expect.any(String) });
    expect(await decline(victim, invitation.id)).toEqual({ status: 200, body: { account_deleted: false } });

    expect(await myInvitations(victim)).toEqual([]);
    expect(await profileOf(victim)).toMatchObject({ school: null, organization: null, user_type: "unset", onboarding_state: "type" });
    expect(await accept(victim, invitation.id)).toEqual(NOT_FOUND);
    expect((await apiJson("/api/participants/", { token: victim.idToken })).body).toEqual([]);
    // An ordinary account of their own choosing, and the admin sees the answer.
    expect((await setProfileType(victim, "parent")).onboarding_state).toBe("info");
    const rows = (await apiJson<SubUserResponse[]>("/api/subusers/", { token: admin.idToken })).body;
    expect(rows).toEqual([{ ...invitation, invite_status: "Declined", kind: "invitation" }]);
  });

  it("declines what is pending by choosing a profile type of their own", async () => {
    const admin = await schoolAdmin();
    const email = uniqueEmail("teacher");
    const invitation = await invite(admin, email);
    const user = await createUser({ verified: true, email });

    await setProfileType(user, "individual");

    expect(await statusOf(invitation.id)).toEqual({ stringValue: "declined" });
    expect(await profileOf(user)).toMatchObject({ user_type: "individual", school: null });
  });

  it("may accept instead, and joins the school", async () => {
    const admin = await schoolAdmin();
    const email = uniqueEmail("teacher");
    const invitation = await invite(admin, email);
    const user = await createUser({ verified: true, email });

    const { status, body } = await accept(user, invitation.id);

    expect(status).toBe(200);
    expect(body).toMatchObject({ user_type: "school", user_subtype: "school_user", school: admin.schoolId, onboarding_state: "info" });
    expect(await statusOf(invitation.id)).toEqual({ stringValue: "accepted" });
    expect(await readDocument(`profiles/${user.uid}`)).toMatchObject({ invited_by: { stringValue: admin.uid } });
  });

  it("cannot join with an account already set up: the invitation stays pending and the account as it was", async () => {
    const admin = await schoolAdmin();
    const email = uniqueEmail("teacher");
    const invitation = await invite(admin, email);
    const user = await createUser({ verified: true, email });
    await fillProfileInfo(user);
    const before = await profileOf(user);

    expect(await accept(user, invitation.id)).toEqual({ status: 409, body: { error: INVITATION_MESSAGES.alreadySetUp } });

    expect(await profileOf(user)).toEqual(before);
    expect(await statusOf(invitation.id)).toEqual({ stringValue: "pending" });
  });
});

describe("the emailed link", () => {
  it("signs the invitee in with the address verified; Accept after choosing a password joins", async () => {
    const { admin, email, invitation } = await emailedInvitation("teacher");

    const linked = await followInvitationLink(email);
    // A person reads the page before choosing a password: the change then revokes a session of an earlier
    // second, which is what the fixture's signing in again (as the page does) must get past.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const invitee = await choosePassword(linked);
    expect((await apiJson("/api/user/", { token: invitee.idToken })).body).toMatchObject({ email_verified: true });
    expect((await myInvitations(invitee)).map((i) => i.id)).toEqual([invitation.id]);
    expect((await accept(invitee, invitation.id)).body).toMatchObject({ school: admin.schoolId, onboarding_state: "info" });
    // Accepting again: it is no longer pending.
    expect(await accept(invitee, invitation.id)).toEqual(NOT_FOUND);
  });

  it("Decline with delete_account leaves nothing of the account the link made", async () => {
    const { email, invitation } = await emailedInvitation("stranger");
    const invitee = await followInvitationLink(email);
    await profileOf(invitee); // the app reads the profile on arrival, which makes one

    expect(await decline(invitee, invitation.id, { delete_account: true })).toEqual({ status: 200, body: { account_deleted: true } });

    expect(await authAccount(invitee.uid)).toBeNull();
    expect(await readDocument(`profiles/${invitee.uid}`)).toBeNull();
    expect(await statusOf(invitation.id)).toEqual({ stringValue: "declined" });
  });

  it("delete_account never deletes an account that was set up", async () => {
    const admin = await schoolAdmin();
    const email = uniqueEmail("teacher");
    const invitation = await invite(admin, email);
    const user = await createUser({ verified: true, email });
    await apiJson("/api/profile/", { method: "PATCH", token: user.idToken, json: { first_name: "Kim" } });

    expect(await decline(user, invitation.id, { delete_account: true })).toEqual({ status: 200, body: { account_deleted: false } });
    expect(await authAccount(user.uid)).not.toBeNull();
  });
});

describe("anyone else", () => {
  it("neither sees nor answers an invitation to another address; it stays pending", async () => {
    const admin = await schoolAdmin();
    const invitation = await invite(admin, uniqueEmail("teacher"));
    const stranger = await createUser({ verified: true });
    const colleague = await onboardedUser("parent");

    for (const user of [stranger, colleague, admin]) {
      expect(await myInvitations(user)).toEqual([]);
      expect(await accept(user, invitation.id)).toEqual(NOT_FOUND);
      expect(await decline(user, invitation.id, { delete_account: true })).toEqual(NOT_FOUND);
    }
    expect(await statusOf(invitation.id)).toEqual({ stringValue: "pending" });
    expect(await profileOf(stranger)).toMatchObject({ school: null });
  });

  it("must verify the address first, and be signed in", async () => {
    const admin = await schoolAdmin();
    const email = uniqueEmail("teacher");
    const invitation = await invite(admin, email);
    const unverified = await createUser({ verified: false, email });

    expect((await apiJson("/api/invitations/", { token: unverified.idToken })).status).toBe(403);
    expect((await accept(unverified, invitation.id)).status).toBe(403);
    expect((await apiJson(`/api/invitations/${invitation.id}/accept/`, { method: "POST" })).status).toBe(401);
    expect(await statusOf(invitation.id)).toEqual({ stringValue: "pending" });
  });
});

describe("two schools invite the same address", () => {
  it("accepting one declines the other: an account belongs to one school", async () => {
    const [first, second] = await Promise.all([schoolAdmin(), schoolAdmin()]);
    const email = uniqueEmail("teacher");
    const one = await invite(first, email);
    const two = await invite(second, email);
    const user = await createUser({ verified: true, email });
    expect((await myInvitations(user)).map((i) => i.id)).toEqual([one.id, two.id]);

    expect((await accept(user, two.id)).body).toMatchObject({ school: second.schoolId });

    expect(await statusOf(one.id)).toEqual({ stringValue: "declined" });
    expect(await accept(user, one.id)).toEqual(NOT_FOUND);
  });
});
