import { describe, expect, it } from "vitest";
import { withCarriedQuery } from "./carry-query";

const at = (pathname: string, search = "") => ({ pathname, search });

describe("withCarriedQuery", () => {
  it("carries the current query string to a new path", () => {
    expect(withCarriedQuery("/register", at("/", "?ref=school"))).toBe("/register?ref=school");
  });

  it("keeps a target's own query string", () => {
    expect(withCarriedQuery("/verify-email?from=registration", at("/register", "?ref=school"))).toBe(
      "/verify-email?from=registration",
    );
  });

  it("does not carry to the current path", () => {
    expect(withCarriedQuery("/about", at("/about", "?tab=team"))).toBe("/about");
    expect(withCarriedQuery("/school-search/", at("/school-search", "?id=7"))).toBe("/school-search/");
  });

  it("does not carry when turned off", () => {
    expect(withCarriedQuery("/", at("/dashboard", "?child=3"), false)).toBe("/");
  });

  it("changes nothing when there is no query string", () => {
    expect(withCarriedQuery("/login", at("/", ""))).toBe("/login");
  });

  it("puts the query string before a hash", () => {
    expect(withCarriedQuery("/dyslexia#signs", at("/", "?ref=ad"))).toBe("/dyslexia?ref=ad#signs");
  });
});
