import { describe, expect, it, vi } from "vitest";
import { INVITATION_MESSAGES } from "@readbright/domain/api/invitations";
import type { StoredInvitation } from "./repositories/invitation-repository";
import { profileFields } from "../../../test-support/profile-fields";
import { assertOpenFor, mayJoin, presentInvitation } from "./invitation-service";
import { refusal } from "../../../test-support/refusal";

vi.mock("./repositories/invitation-repository", () => ({}));
vi.mock("../accounts/members", () => ({}));

const invitation: StoredInvitation = {
  id: "inv1",
  email: "tom@example.com",
  user_type: "school",
  user_subtype: "school_user",
  school: "s1",
  organization: null,
  invited_by: "admin",
  inviter_name: "Sam Lee",
  school_name: "Hill School",
  status: "pending",
  member_uid: null,
  created_ms: Date.UTC(2026, 10, 1),
};
const tom = { uid: "u1", email: "Tom@Example.com", emailVerified: true };

describe("assertOpenFor", () => {
  it("hands the invitee their pending invitation, whatever the case of their address", () => {
    expect(assertOpenFor(tom, invitation)).toBe(invitation);
  });

  it("answers the same 404 for a missing invitation, someone else's, and one already answered", () => {
    const notFound = { status: 404, message: INVITATION_MESSAGES.notFound };
    expect(refusal(() => assertOpenFor(tom, null))).toEqual(notFound);
    expect(refusal(() => assertOpenFor({ ...tom, email: "eve@example.com" }, invitation))).toEqual(notFound);
    expect(refusal(() => assertOpenFor({ ...tom, email: null }, { ...invitation, email: "" }))).toEqual(notFound);
    expect(refusal(() => assertOpenFor(tom, { ...invitation, status: "accepted" }))).toEqual(notFound);
    expect(refusal(() => assertOpenFor(tom, { ...invitation, status: "declined" }))).toEqual(notFound);
  });
});

describe("mayJoin", () => {
  it("lets a new account join: no profile yet, or a type still being chosen", () => {
    expect(mayJoin(null)).toBe(true);
    expect(mayJoin(profileFields({ user_type: "unset", user_subtype: "unset", first_name: null }))).toBe(true);
    expect(mayJoin(profileFields({ user_type: "parent", user_subtype: "parent", first_name: null }))).toBe(true);
  });

  it("never changes an account its owner set up or that already belongs somewhere", () => {
    expect(mayJoin(profileFields({ user_type: "parent", user_subtype: "parent", first_name: "Pat" }))).toBe(false);
    expect(mayJoin(profileFields({ first_name: null, school: "s2" }))).toBe(false);
    expect(mayJoin(profileFields({ first_name: null, user_type: "school", user_subtype: "school_user" }))).toBe(false);
    expect(mayJoin(profileFields({ first_name: null, user_type: "organization", user_subtype: "organization_user" }))).toBe(false);
  });
});

describe("presentInvitation", () => {
  it("says who invited, to what, and when, and nothing about the address", () => {
    expect(presentInvitation(invitation)).toEqual({
      id: "inv1",
      role: "teacher",
      school_name: "Hill School",
      inviter_name: "Sam Lee",
      invited_at: "2026-11-01T00:00:00.000Z",
    });
    expect(presentInvitation({ ...invitation, user_type: "organization", user_subtype: "organization_user", school: null, school_name: null, organization: "admin" }).role).toBe("professional");
  });
});
