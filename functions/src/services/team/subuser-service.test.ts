import { describe, expect, it, vi } from "vitest";
import { profileFields } from "../../../test-support/profile-fields";
import { SUBUSER_ERRORS, displayName, invitationRow, inviterOf, memberRow } from "./subuser-service";
import { refusal } from "../../../test-support/refusal";

vi.mock("../accounts/members", () => ({ findProfile: vi.fn() }));
vi.mock("./repositories/invitation-repository", () => ({}));

describe("inviterOf", () => {
  it("makes a school admin's invitee a school user of the same school", () => {
    expect(inviterOf("admin", profileFields({ school: "s1" }))).toEqual({ user_type: "school", user_subtype: "school_user", school: "s1", organization: null });
  });

  it("makes an organization admin's invitee an organization user of the admin's organization", () => {
    const admin = profileFields({ user_type: "organization", user_subtype: "organization_admin", organization: "admin" });
    expect(inviterOf("admin", admin)).toEqual({ user_type: "organization", user_subtype: "organization_user", school: null, organization: "admin" });
  });

  it("takes an older organization admin's uid as the organization when their profile does not name it", () => {
    const admin = profileFields({ user_type: "organization", user_subtype: "organization_admin" });
    expect(inviterOf("admin", admin).organization).toBe("admin");
  });

  it("refuses a school admin without a school, and anyone who is not an admin", () => {
    expect(refusal(() => inviterOf("u", profileFields()))).toEqual({ status: 403, message: SUBUSER_ERRORS.noSchool });
    for (const subtype of ["school_user", "organization_user", "parent", "individual", "unset"] as const) {
      expect(refusal(() => inviterOf("u", profileFields({ user_subtype: subtype, school: "s1" })))).toEqual({ status: 403, message: SUBUSER_ERRORS.notAdmin });
    }
    expect(refusal(() => inviterOf("u", null))).toMatchObject({ status: 403 });
  });
});

describe("the Users page's rows", () => {
  it("shows a pending invitation as Pending and a declined one as Declined", () => {
    expect(invitationRow({ id: "i1", email: "t@example.com", status: "pending" })).toEqual({
      id: "i1",
      first_name: null,
      last_name: null,
      user_email: "t@example.com",
      invite_status: "Pending",
      kind: "invitation",
    });
    expect(invitationRow({ id: "i1", email: "t@example.com", status: "declined" })).toMatchObject({ invite_status: "Declined", kind: "invitation" });
  });

  it("shows a member as Accepted once they have a first name, Pending before (spec)", () => {
    expect(memberRow({ uid: "u1", fields: profileFields({ first_name: "Tom", last_name: "Ash", email: "tom@example.com" }) })).toEqual({
      id: "u1",
      first_name: "Tom",
      last_name: "Ash",
      user_email: "tom@example.com",
      invite_status: "Accepted",
      kind: "member",
    });
    expect(memberRow({ uid: "u1", fields: profileFields({ first_name: null, last_name: null }) })).toMatchObject({ invite_status: "Pending", kind: "member" });
  });

  it("names an admin by their name, or by their email while they have none", () => {
    expect(displayName(profileFields({ first_name: "Sam", last_name: "Lee" }))).toBe("Sam Lee");
    expect(displayName(profileFields({ first_name: null, last_name: null, email: "sam@example.com" }))).toBe("sam@example.com");
  });
});
