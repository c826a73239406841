import { describe, expect, it, vi } from "vitest";
import { profileFields } from "../testing/profile-fields";
import { SUBUSER_ERRORS, inviterOf } from "./subuser-service";

vi.mock("../repositories/profile-repository", () => ({ findProfile: vi.fn() }));
vi.mock("../repositories/subuser-repository", () => ({}));

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (err) {
    return { status: (err as { status: number }).status, message: (err as Error).message };
  }
  throw new Error("expected a refusal");
}

describe("inviterOf", () => {
  it("makes a school admin's invitee a school user of the same school", () => {
    expect(inviterOf("admin", profileFields({ school: "s1" }))).toEqual({
      invitee: { user_type: "school", user_subtype: "school_user", school: "s1", organization: null },
      adminChanges: {},
    });
  });

  it("makes an organization admin's invitee an organization user of the admin's organization", () => {
    const admin = profileFields({ user_type: "organization", user_subtype: "organization_admin", organization: "admin" });
    expect(inviterOf("admin", admin).invitee).toEqual({ user_type: "organization", user_subtype: "organization_user", school: null, organization: "admin" });
    expect(inviterOf("admin", admin).adminChanges).toEqual({});
  });

  it("stores the organization on an older organization admin's profile that lacks it", () => {
    const admin = profileFields({ user_type: "organization", user_subtype: "organization_admin" });
    expect(inviterOf("admin", admin)).toMatchObject({ invitee: { organization: "admin" }, adminChanges: { organization: "admin" } });
  });

  it("refuses a school admin without a school, and anyone who is not an admin", () => {
    expect(refusal(() => inviterOf("u", profileFields()))).toEqual({ status: 403, message: SUBUSER_ERRORS.noSchool });
    for (const subtype of ["school_user", "organization_user", "parent", "individual", "unset"] as const) {
      expect(refusal(() => inviterOf("u", profileFields({ user_subtype: subtype, school: "s1" })))).toEqual({ status: 403, message: SUBUSER_ERRORS.notAdmin });
    }
    expect(refusal(() => inviterOf("u", null)).status).toBe(403);
  });
});
