import { describe, expect, it } from "vitest";
import { dependsOnAuth } from "./auth-dependent-paths";

describe("dependsOnAuth", () => {
  it("covers the auth screens and every signed-in page", () => {
    for (const path of ["/login", "/register", "/reset-password", "/verify-email", "/profile-type", "/dashboard/settings", "/dashboard/testing-now"]) {
      expect(dependsOnAuth(path), path).toBe(true);
    }
  });

  it("leaves the public pages free to render at once", () => {
    for (const path of ["/", "/about", "/dyslexia", "/contact-us", "/participants", "/school-search/", "/start-assessment/r1", "/nowhere"]) {
      expect(dependsOnAuth(path), path).toBe(false);
    }
  });
});
