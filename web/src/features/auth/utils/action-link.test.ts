import { describe, expect, it } from "vitest";
import { actionCodeFor, readActionLink } from "./action-link";

const link = (query: string) => readActionLink(new URLSearchParams(query));

describe("readActionLink", () => {
  it("reads the mode and the action code", () => {
    expect(link("?mode=resetPassword&oobCode=abc")).toEqual({ mode: "resetPassword", oobCode: "abc", newUser: false });
  });

  it("treats an empty code as none", () => {
    expect(link("?mode=resetPassword&oobCode=").oobCode).toBeNull();
  });

  it("recognises an invited user from state=newUser, directly or inside continueUrl", () => {
    expect(link("?state=newUser&mode=resetPassword&oobCode=abc").newUser).toBe(true);
    const continueUrl = encodeURIComponent("https://app.example.com/reset-password?state=newUser");
    expect(link(`?mode=resetPassword&oobCode=abc&continueUrl=${continueUrl}`).newUser).toBe(true);
    expect(link("?mode=resetPassword&oobCode=abc&continueUrl=not%20a%20url").newUser).toBe(false);
  });
});

describe("actionCodeFor", () => {
  it("gives the code only for its own mode", () => {
    expect(actionCodeFor(link("?mode=resetPassword&oobCode=abc"), "resetPassword")).toBe("abc");
    expect(actionCodeFor(link("?oobCode=abc"), "resetPassword")).toBe("abc");
    expect(actionCodeFor(link("?mode=recoverEmail&oobCode=abc"), "resetPassword")).toBeNull();
    expect(actionCodeFor(link("?mode=resetPassword"), "resetPassword")).toBeNull();
  });
});
