// Helpers for component tests of pages that read or change the profile.
import { waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UserEvent } from "@testing-library/user-event";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { expect } from "vitest";
import { onboardingState } from "@readbright/domain/onboarding";
import type { Profile } from "@readbright/domain/profile";
import type { AuthContextValue } from "../lib/auth-context";
import { signedInAuth } from "./auth";
import { renderWithProviders } from "./render";

export function fakeProfile(overrides: Partial<Profile> = {}): Profile {
  const profile: Profile = {
    id: "user-1",
    first_name: "Ada",
    last_name: "Lovelace",
    gender: "female",
    date_of_birth: "1990-12-10",
    city: "London",
    country: "United Kingdom",
    school: null,
    organization: null,
    email: "ada@example.com",
    user_type: "individual",
    user_subtype: "individual",
    professional: null,
    onboarding_state: "complete",
    ...overrides,
  };
  return { ...profile, onboarding_state: overrides.onboarding_state ?? onboardingState(profile) };
}

/** A signed-up parent, school admin and organization admin, as the page tests sign in. */
export const PARENT = fakeProfile({ user_type: "parent", user_subtype: "parent" });
export const SCHOOL_ADMIN = fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" });
export const ORGANIZATION_ADMIN = fakeProfile({ user_type: "organization", user_subtype: "organization_admin", professional: "inclusion_specialist" });

/** Each test gets its own SWR cache, so one test's profile never shows up in the next. */
export function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

/** Formik validates after each change without blocking: wait for Submit to be enabled, as a person would. */
export async function clickWhenEnabled(user: UserEvent, button: HTMLElement): Promise<void> {
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

/** A signed-in page at `route` with its own SWR cache, as most page tests render it; the user-event driver. */
export function renderSignedInPage(ui: ReactNode, route: string, auth: AuthContextValue = signedInAuth()): UserEvent {
  const user = userEvent.setup();
  renderWithProviders(<FreshCache>{ui}</FreshCache>, { route, auth });
  return user;
}
