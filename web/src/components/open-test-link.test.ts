import { describe, expect, it } from "vitest";
import { openTestAction } from "./open-test-link";

describe("openTestAction", () => {
  it("starts a test not started, continues one in progress, and offers nothing for the rest", () => {
    expect(["not_started", "in_progress", "completed", "abandoned"].map((status) => openTestAction(status as "completed"))).toEqual([
      "Start",
      "Continue",
      null,
      null,
    ]);
  });
});
