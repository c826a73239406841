import { describe, expect, it } from "vitest";
import { dashboardSubtitle, myTestsCopy, usersCopy } from "./page-copy";

describe("myTestsCopy", () => {
  it("calls a parent's page My Children, with its own empty state", () => {
    expect(myTestsCopy({ user_type: "parent", user_subtype: "parent" })).toEqual({
      title: "My Children",
      subtitle: "Track the tests your children have taken.",
      emptyTitle: "No test data yet!",
    });
  });

  it("calls it My Tests for everyone else, with a subtitle about whose tests they are", () => {
    const subtitles = (["individual", "school", "organization"] as const).map((user_type) => {
      const copy = myTestsCopy({ user_type, user_subtype: "unset" });
      expect(copy.title).toBe("My Tests");
      expect(copy.emptyTitle).toBe("No test results yet!");
      return copy.subtitle;
    });
    expect(subtitles).toEqual([
      "Track the tests you have taken.",
      "Track the tests your students have taken.",
      "Track the tests your clients have taken.",
    ]);
  });
});

describe("usersCopy", () => {
  it("is My Teachers for schools and My Professionals otherwise", () => {
    expect(usersCopy({ user_type: "school", user_subtype: "school_admin" })).toEqual({
      title: "My Teachers",
      subtitle: "Invite and manage your teachers",
      emptyTitle: "No teachers invited yet!",
    });
    expect(usersCopy({ user_type: "organization", user_subtype: "organization_admin" }).title).toBe("My Professionals");
  });
});

describe("dashboardSubtitle", () => {
  it("is the spec's for individuals and names whose tests they are for everyone else", () => {
    expect((["individual", "parent", "school", "organization"] as const).map((user_type) => dashboardSubtitle({ user_type }))).toEqual([
      "Track insights from the tests you have taken.",
      "Track insights from the tests your children have taken.",
      "Track insights from the tests your students have taken.",
      "Track insights from the tests your clients have taken.",
    ]);
  });
});
