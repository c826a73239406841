import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OnboardingState } from "@readbright/domain/onboarding";
import { useProfile } from "../../lib/profile/get-profile";
import { fakeUser, signedInAuth, visitorAuth } from "../../testing/auth";
import { LocationProbe, renderWithProviders } from "../../testing/render";
import { RouteGuard } from "./route-guard";

vi.mock("../../lib/profile/get-profile", () => ({ useProfile: vi.fn() }));
const profileHook = vi.mocked(useProfile);
type ProfileResult = ReturnType<typeof useProfile>;

function profileIs(result: { onboardingState?: OnboardingState; error?: Error; isValidating?: boolean }) {
  const mutate = vi.fn();
  profileHook.mockReturnValue({
    data: result.onboardingState ? { onboarding_state: result.onboardingState } : undefined,
    error: result.error,
    isValidating: result.isValidating ?? false,
    mutate,
  } as unknown as ProfileResult);
  return mutate;
}

afterEach(() => profileHook.mockReset());

function guarded(route: string, auth = visitorAuth()) {
  return renderWithProviders(
    <Routes>
      <Route element={<RouteGuard />}>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/login" element={<h1>Log In</h1>} />
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        <Route path="/verify-email" element={<h1>Check your email!</h1>} />
        <Route path="/profile-type" element={<h1>Profile type</h1>} />
      </Route>
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route, path: "/*", auth },
  );
}

const verified = signedInAuth(fakeUser({ emailVerified: true }));

describe("RouteGuard", () => {
  it("renders nothing on a signed-in page while authentication initialises", () => {
    const { container } = guarded("/dashboard", visitorAuth({ initialising: true }));
    expect(container.querySelector("h1")).toBeNull();
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
  });

  it("shows public pages while authentication initialises, without asking for the profile", () => {
    guarded("/", visitorAuth({ initialising: true }));
    expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(profileHook).not.toHaveBeenCalled();
  });

  it("sends an email action link on the home page to its page at once", async () => {
    guarded("/?mode=resetPassword&oobCode=abc", visitorAuth({ initialising: true }));
    expect(await screen.findByText("Now at /reset-password?mode=resetPassword&oobCode=abc")).toBeInTheDocument();
  });

  it("sends visitors to log in with the query string kept", async () => {
    guarded("/dashboard?child=3");
    expect(await screen.findByRole("heading", { name: "Log In" })).toBeInTheDocument();
    expect(profileHook).not.toHaveBeenCalled();
  });

  it("sends users with an unverified email to verify it, without loading the profile", async () => {
    guarded("/dashboard?child=3", signedInAuth(fakeUser({ emailVerified: false })));
    expect(await screen.findByRole("heading", { name: "Check your email!" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Dashboard" })).not.toBeInTheDocument();
    expect(profileHook).not.toHaveBeenCalled();
  });

  it("shows the loading page, not the page asked for, until the profile has loaded", async () => {
    profileIs({});
    guarded("/dashboard", verified);
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    await vi.waitFor(() => expect(profileHook).toHaveBeenCalled());
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Dashboard" })).not.toBeInTheDocument();
  });

  it("sends a user at the type step to choose a profile type", async () => {
    profileIs({ onboardingState: "type" });
    guarded("/dashboard", verified);
    expect(await screen.findByRole("heading", { name: "Profile type" })).toBeInTheDocument();
  });

  it("shows the dashboard to a user who has finished onboarding", async () => {
    profileIs({ onboardingState: "complete" });
    guarded("/dashboard", verified);
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });

  it("sends a user who has finished onboarding from log in to the dashboard", async () => {
    profileIs({ onboardingState: "complete" });
    guarded("/login", verified);
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });

  it("says why when the profile cannot be loaded, and tries again on request", async () => {
    const retry = profileIs({ error: new Error("Internal server error") });
    guarded("/dashboard", verified);

    expect(await screen.findByRole("alert")).toHaveTextContent("Internal server error");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));

    expect(retry).toHaveBeenCalled();
    expect(screen.queryByRole("heading", { name: "Dashboard" })).not.toBeInTheDocument();
  });

  it("keeps showing the loading page while a failed profile request is retried", async () => {
    profileIs({ error: new Error("Internal server error"), isValidating: true });
    guarded("/dashboard", verified);
    await vi.waitFor(() => expect(profileHook).toHaveBeenCalled());
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
