import { describe, expect, it } from "vitest";
import type { CallerProfile } from "../accounts/caller-profile";
import { canAccessParticipant } from "./participant-access";
import { accessProfileOf, scopeOf } from "../accounts/caller-scope";

function profile(fields: Partial<CallerProfile>): CallerProfile {
  return {
    uid: "me",
    first_name: null,
    last_name: null,
    gender: null,
    date_of_birth: null,
    school: null,
    organization: null,
    user_type: "parent",
    user_subtype: "parent",
    ...fields,
  };
}

describe("scopeOf", () => {
  it("gives each role its scope", () => {
    expect(scopeOf(profile({ user_type: "individual", user_subtype: "individual" }))).toEqual({ kind: "self", uid: "me" });
    expect(scopeOf(profile({}))).toEqual({ kind: "owner", uid: "me" });
    expect(scopeOf(profile({ user_type: "school", user_subtype: "school_user", school: "s1" }))).toEqual({ kind: "school", uid: "me", schoolId: "s1" });
    expect(scopeOf(profile({ user_type: "organization", user_subtype: "organization_user", organization: "boss" }))).toEqual({
      kind: "organization",
      uid: "me",
      organizationId: "boss",
    });
  });

  it("makes an organization admin's uid their organization until the profile names it", () => {
    expect(scopeOf(profile({ user_type: "organization", user_subtype: "organization_admin" }))).toEqual({ kind: "organization", uid: "me", organizationId: "me" });
    // A professional nobody invited has no organization: only what they own.
    expect(scopeOf(profile({ user_type: "organization", user_subtype: "organization_user" }))).toEqual({ kind: "owner", uid: "me" });
  });
});

describe("accessProfileOf", () => {
  it("lets an organization admin reach clients their professionals added", () => {
    const admin = accessProfileOf(profile({ user_type: "organization", user_subtype: "organization_admin" }));
    expect(canAccessParticipant(admin, { owner_uid: "colleague", school_id: null, organization_id: "me" })).toBe(true);
    expect(canAccessParticipant(admin, { owner_uid: "colleague", school_id: null, organization_id: "other" })).toBe(false);
  });
});
