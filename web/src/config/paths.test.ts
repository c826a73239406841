import { describe, expect, it } from "vitest";
import { paths } from "./paths";

describe("paths", () => {
  it("builds the spec's addresses", () => {
    expect(paths.home.href()).toBe("/");
    expect(paths.contactUs.href()).toBe("/contact-us");
    expect(paths.myTests.href()).toBe("/dashboard/my-tests");
    expect(paths.schoolSearch.href()).toBe("/school-search/");
  });

  it("adds only the query values that are given", () => {
    expect(paths.verifyEmail.href()).toBe("/verify-email");
    expect(paths.verifyEmail.href({ from: "registration" })).toBe("/verify-email?from=registration");
    expect(paths.resetPassword.href({ state: "newUser", oobCode: undefined })).toBe("/reset-password?state=newUser");
  });

  it("escapes assessment result ids", () => {
    expect(paths.assessment.href("r/1")).toBe("/assessment/r%2F1");
    expect(paths.startAssessment.href("abc")).toBe("/start-assessment/abc");
  });
});
