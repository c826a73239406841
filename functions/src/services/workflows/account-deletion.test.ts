import { describe, expect, it } from "vitest";
import { DELETE_ACCOUNT_MESSAGES as M } from "@readbright/domain/api/profile";
import { accountRole, checkConfirmation } from "./account-deletion";
import type { CallerProfile } from "../accounts/caller-profile";

const now = new Date("2026-11-24T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const user = { email: "Ann@Example.com", signedInAt: minutesAgo(1) };
const profile = (fields: Partial<CallerProfile>): CallerProfile => ({ uid: "u1", first_name: "Ann", last_name: "Lee", gender: null, date_of_birth: null, school: null, organization: null, user_type: "parent", user_subtype: "parent", ...fields });

describe("checkConfirmation", () => {
  it("lets through someone who signed in moments ago and typed their email, in any case", () => {
    expect(() => checkConfirmation(user, { confirm_email: " ann@example.COM " }, null, now)).not.toThrow();
  });

  it("asks for the password again after a few minutes, or when the sign-in time is unknown", () => {
    expect(() => checkConfirmation({ ...user, signedInAt: minutesAgo(6) }, { confirm_email: user.email }, null, now)).toThrow(M.recentSignIn);
    expect(() => checkConfirmation({ email: user.email }, { confirm_email: user.email }, null, now)).toThrow(M.recentSignIn);
  });

  it("refuses another email, and a school admin who did not type the school's name", () => {
    expect(() => checkConfirmation(user, { confirm_email: "someone@example.com" }, null, now)).toThrow(M.emailMismatch);
    expect(() => checkConfirmation(user, { confirm_email: user.email }, "Oak Primary", now)).toThrow(M.schoolNameMismatch);
    expect(() => checkConfirmation(user, { confirm_email: user.email, confirm_name: "oak primary" }, "Oak Primary", now)).not.toThrow();
  });
});

describe("accountRole", () => {
  it("takes the school or organization with its admin, only the membership with a member, and what an owner owns", () => {
    expect(accountRole(profile({ user_type: "school", user_subtype: "school_admin", school: "s1" }))).toEqual({ kind: "school_admin", schoolId: "s1" });
    expect(accountRole(profile({ user_type: "organization", user_subtype: "organization_admin" }))).toEqual({ kind: "organization_admin", organizationId: "u1" });
    expect(accountRole(profile({ user_type: "school", user_subtype: "school_user", school: "s1" }))).toEqual({ kind: "member" });
    expect(accountRole(profile({ user_type: "organization", user_subtype: "organization_user", organization: "o1" }))).toEqual({ kind: "member" });
    expect(accountRole(profile({}))).toEqual({ kind: "owner" });
  });
});
