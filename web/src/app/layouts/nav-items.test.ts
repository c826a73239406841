import { describe, expect, it } from "vitest";
import type { Profile } from "@readbright/domain/profile";
import { managesUsers } from "@readbright/domain/profile";
import { i18n } from "@lingui/core";
import { dashboardNavItems } from "./nav-items";

type Who = Pick<Profile, "user_type" | "user_subtype">;

const labels = (who: Who) => dashboardNavItems(who).map((item) => `${i18n._(item.label)} ${item.to}`);

describe("dashboardNavItems", () => {
  it.each<[string, Who, string[]]>([
    [
      "an individual Dashboard, My Tests and Settings",
      { user_type: "individual", user_subtype: "individual" },
      ["Dashboard /dashboard", "My Tests /dashboard/my-tests", "Settings /dashboard/settings"],
    ],
    [
      "a parent My Children on the tests page",
      { user_type: "parent", user_subtype: "parent" },
      ["Dashboard /dashboard", "My Children /dashboard/my-tests", "Settings /dashboard/settings"],
    ],
    [
      "a school admin My Teachers on the users page, Testing now and Activity",
      { user_type: "school", user_subtype: "school_admin" },
      [
        "Dashboard /dashboard",
        "My Teachers /dashboard/users",
        "My Tests /dashboard/my-tests",
        "Testing now /dashboard/testing-now",
        "Activity /dashboard/activity",
        "Settings /dashboard/settings",
      ],
    ],
    [
      "a teacher Testing now beside My Tests",
      { user_type: "school", user_subtype: "school_user" },
      ["Dashboard /dashboard", "My Tests /dashboard/my-tests", "Testing now /dashboard/testing-now", "Settings /dashboard/settings"],
    ],
    [
      "an organization admin My Professionals on the users page, and Activity",
      { user_type: "organization", user_subtype: "organization_admin" },
      ["Dashboard /dashboard", "My Professionals /dashboard/users", "My Tests /dashboard/my-tests", "Activity /dashboard/activity", "Settings /dashboard/settings"],
    ],
  ])("gives %s", (_, who, expected) => {
    expect(labels(who)).toEqual(expected);
  });

  it.each([
    ["organization", "organization_user"],
    ["unset", "unset"],
  ] as const)("gives other subtypes (%s/%s) Dashboard, My Tests and Settings", (user_type, user_subtype) => {
    expect(dashboardNavItems({ user_type, user_subtype }).map((item) => i18n._(item.label))).toEqual(["Dashboard", "My Tests", "Settings"]);
  });

  it("marks only the dashboard as matching its exact address", () => {
    expect(dashboardNavItems({ user_type: "parent", user_subtype: "parent" }).map((item) => item.end ?? false)).toEqual([true, false, false]);
  });
});

describe("managesUsers", () => {
  it("is true only for school and organization admins", () => {
    expect(managesUsers({ user_subtype: "school_admin" })).toBe(true);
    expect(managesUsers({ user_subtype: "organization_admin" })).toBe(true);
    expect(managesUsers({ user_subtype: "school_user" })).toBe(false);
    expect(managesUsers({ user_subtype: "parent" })).toBe(false);
  });
});
