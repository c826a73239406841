// Small factories for the auth context a component sees.
import type { User } from "firebase/auth";
import { vi } from "vitest";
import type { AuthContextValue } from "../lib/auth-context";

/** Auth never reports by itself in a component test: a test sets `initialising` as it needs. */
const AUTH_NEVER_REPORTS = new Promise<void>(() => {});

export function fakeUser(overrides: Partial<User> = {}): User {
  return { uid: "user-1", email: "ada@example.com", emailVerified: true, ...overrides } as User;
}

export function visitorAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return { user: null, initialising: false, signedIn: false, signOut: vi.fn(async () => {}), startAuth: vi.fn(() => AUTH_NEVER_REPORTS), ...overrides };
}

export function signedInAuth(user: User = fakeUser(), overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return { user, initialising: false, signedIn: true, signOut: vi.fn(async () => {}), startAuth: vi.fn(() => AUTH_NEVER_REPORTS), ...overrides };
}
