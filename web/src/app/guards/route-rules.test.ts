import { describe, expect, it } from "vitest";
import type { OnboardingState } from "@readbright/domain/onboarding";
import { decideRoute } from "./route-rules";
import type { GuardInput } from "./route-rules";

/** Where someone ends up: the redirect target, "render", or "wait for auth/profile". */
function outcome(at: string, who: Omit<GuardInput, "pathname" | "search">): string {
  const url = new URL(at, "http://localhost");
  const decision = decideRoute({ ...who, pathname: url.pathname, search: url.search });
  if (decision.type === "redirect") return decision.to;
  return decision.type === "wait" ? `wait for ${decision.for}` : "render";
}

const initialising = { auth: "initialising", emailVerified: false } as const;
const visitor = { auth: "signed-out", emailVerified: false } as const;
const unverified = { auth: "signed-in", emailVerified: false } as const;
const verified = (onboardingState?: OnboardingState) => ({ auth: "signed-in", emailVerified: true, onboardingState }) as const;

const PUBLIC_PAGES = ["/", "/about", "/dyslexia", "/contact-us", "/participants", "/school-search/", "/start-assessment/r1", "/test", "/nowhere"];
const SIGNED_IN_PAGES = [
  "/verify-email",
  "/profile-type",
  "/profile-info",
  "/school-onboarding",
  "/dashboard",
  "/dashboard/my-tests",
  "/dashboard/users",
  "/dashboard/settings",
];

describe("email action links", () => {
  it.each(["/", "/login", "/dashboard", "/about"])("sends a reset link on %s to reset-password with its query", (path) => {
    for (const who of [initialising, visitor, unverified, verified("complete")]) {
      expect(outcome(`${path}?mode=resetPassword&oobCode=abc&apiKey=k`, who)).toBe("/reset-password?mode=resetPassword&oobCode=abc&apiKey=k");
    }
  });

  it.each(["/", "/register", "/reset-password", "/profile-type"])("sends a verification link on %s to verify-email with its query", (path) => {
    for (const who of [initialising, visitor, unverified, verified("type")]) {
      expect(outcome(`${path}?mode=verifyEmail&oobCode=abc`, who)).toBe("/verify-email?mode=verifyEmail&oobCode=abc");
    }
  });

  it("lets the verification link work for anyone once auth has started, so the code is not lost on the way to log in", () => {
    const link = "/verify-email?mode=verifyEmail&oobCode=abc";
    expect(outcome(link, initialising)).toBe("wait for auth");
    for (const who of [visitor, unverified, verified(), verified("type"), verified("complete")]) {
      expect(outcome(link, who)).toBe("render");
    }
  });

  it("lets the reset link work for anyone", () => {
    for (const who of [visitor, unverified, verified("complete")]) {
      expect(outcome("/reset-password?mode=resetPassword&oobCode=abc&state=newUser", who)).toBe("render");
    }
  });

  it("sends an invitation's sign-in link to accept-invite, where it works for anyone once auth has started", () => {
    const query = "?mode=signIn&oobCode=abc&continueUrl=http%3A%2F%2F127.0.0.1%3A5000%2Faccept-invite%3Femail%3Dt%2540example.com";
    for (const who of [initialising, visitor, unverified, verified("type"), verified("complete")]) {
      expect(outcome(`/${query}`, who)).toBe(`/accept-invite${query}`);
    }
    expect(outcome(`/accept-invite${query}`, initialising)).toBe("wait for auth");
    for (const who of [visitor, unverified, verified("type"), verified("complete")]) expect(outcome(`/accept-invite${query}`, who)).toBe("render");
    // Signed in already, without a link: the page shows what waits for the address.
    for (const who of [visitor, verified("type"), verified("complete")]) expect(outcome("/accept-invite", who)).toBe("render");
  });

  it("ignores other modes", () => {
    expect(outcome("/?mode=recoverEmail&oobCode=abc", visitor)).toBe("render");
    expect(outcome("/dashboard?mode=recoverEmail", visitor)).toBe("/login?mode=recoverEmail");
  });
});

describe("while authentication initialises", () => {
  it("renders public pages at once", () => {
    for (const path of PUBLIC_PAGES) expect(outcome(path, initialising), path).toBe("render");
  });

  it("waits on the auth screens and every signed-in page", () => {
    for (const path of ["/login", "/register", "/forgot-password", "/reset-password", ...SIGNED_IN_PAGES]) {
      expect(outcome(path, initialising), path).toBe("wait for auth");
    }
  });
});

describe("visitors", () => {
  it("go to log in from every page that needs sign-in, with the query kept", () => {
    for (const path of SIGNED_IN_PAGES) expect(outcome(`${path}?x=1`, visitor), path).toBe("/login?x=1");
    expect(outcome("/dashboard/", visitor)).toBe("/login");
  });

  it("see the public pages and the auth screens", () => {
    for (const path of [...PUBLIC_PAGES, "/login", "/register", "/forgot-password", "/reset-password"]) {
      expect(outcome(path, visitor), path).toBe("render");
    }
  });
});

describe("signed-in users with an unverified email", () => {
  it("go to verify-email from the other signed-in pages, with the query kept", () => {
    for (const path of SIGNED_IN_PAGES.filter((p) => p !== "/verify-email")) {
      expect(outcome(`${path}?child=3`, unverified), path).toBe("/verify-email?child=3");
    }
  });

  it("see verify-email without waiting for the profile", () => {
    expect(outcome("/verify-email?from=registration", unverified)).toBe("render");
  });

  it("see the auth screens and public pages (registering lands here signed in)", () => {
    for (const path of ["/register", "/login", "/forgot-password", "/reset-password", "/", "/about"]) {
      expect(outcome(path, unverified), path).toBe("render");
    }
  });
});

describe("verified users", () => {
  it("wait for the profile on signed-in pages and on log in and register", () => {
    for (const path of [...SIGNED_IN_PAGES, "/login", "/register"]) expect(outcome(path, verified()), path).toBe("wait for profile");
  });

  it("never wait for the profile on public pages or the password pages", () => {
    for (const path of [...PUBLIC_PAGES, "/forgot-password", "/reset-password"]) expect(outcome(path, verified()), path).toBe("render");
  });

  it.each([
    ["type", "/profile-type"],
    ["info", "/profile-info"],
    ["school", "/school-onboarding"],
  ] as const)("in onboarding state '%s' go to %s from any other signed-in page", (state, page) => {
    for (const path of SIGNED_IN_PAGES.filter((p) => p !== page)) {
      expect(outcome(`${path}?x=1`, verified(state)), path).toBe(`${page}?x=1`);
    }
    expect(outcome(page, verified(state))).toBe("render");
  });

  it("still in onboarding may stay on log in, register and the public pages", () => {
    for (const state of ["type", "info", "school"] as const) {
      for (const path of ["/login", "/register", "/", "/about", "/forgot-password"]) expect(outcome(path, verified(state)), path).toBe("render");
    }
  });

  it("who are 'complete' go to the dashboard from log in, register, verify, type and info", () => {
    for (const path of ["/login", "/register", "/verify-email", "/profile-type", "/profile-info"]) {
      expect(outcome(`${path}?x=1`, verified("complete")), path).toBe("/dashboard?x=1");
    }
  });

  it("who are 'complete' see the dashboard pages, school onboarding and the public pages", () => {
    for (const path of ["/dashboard", "/dashboard/my-tests", "/dashboard/users", "/dashboard/settings", "/school-onboarding", "/", "/reset-password"]) {
      expect(outcome(path, verified("complete")), path).toBe("render");
    }
  });
});
