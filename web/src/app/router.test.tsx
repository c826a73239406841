import { act, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { AuthContextValue } from "../lib/auth-context";
import { signedInAuth, visitorAuth } from "../testing/auth";
import { TestProviders } from "../testing/render";
import { AppRoutes } from "./router";

// Pages that call Firebase import it when they load; routing never calls it, and tests have no Firebase settings.
vi.mock("../lib/firebase", () => ({ auth: {} }));
// The route guard reads the onboarding state from the profile: these users have finished onboarding.
vi.mock("../lib/profile/get-profile", async (importOriginal) => {
  const { fakeProfile } = await import("../testing/profile");
  const profile = fakeProfile({ onboarding_state: "complete" });
  return { ...(await importOriginal<object>()), useProfile: () => ({ data: profile, isValidating: false }) };
});

// The assessment page reads its result first; while that read is under way it shows a loading page.
vi.mock("../features/assessment/hooks/use-player-result", () => ({
  usePlayerResult: () => ({ data: undefined, error: undefined, isValidating: true }),
}));

function app(path: string, auth: AuthContextValue) {
  return (
    <TestProviders auth={auth} route={path}>
      <AppRoutes />
    </TestProviders>
  );
}

function renderApp(path: string, auth: AuthContextValue = visitorAuth()) {
  const view = render(app(path, auth));
  return { ...view, rerenderWith: (next: AuthContextValue) => view.rerender(app(path, next)) };
}

describe("app routes", () => {
  it("shows the home page with the navigation bar and footer", async () => {
    renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Spot the signs of dyslexia early" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    for (const link of screen.getAllByRole("link", { name: "Get started" })) expect(link).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "Learn about dyslexia" })).toHaveAttribute("href", "/dyslexia");
    expect(screen.getByRole("link", { name: "Request a demo" })).toHaveAttribute("href", "/contact-us?reason=request-demo");
  });

  it("shows the home page for an unknown address", async () => {
    renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { level: 1, name: "Spot the signs of dyslexia early" })).toBeInTheDocument();
  });

  it("has a footer with the spec's links and a support address", async () => {
    renderApp("/about");
    const footer = within(await screen.findByRole("navigation", { name: "Footer" }));
    expect(footer.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Home",
      "About",
      "What is Dyslexia?",
      "Evidence",
      "Start a Screening",
      "Contact",
    ]);
    expect(footer.getByRole("link", { name: "Start a Screening" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: /^support@/ })).toHaveAttribute("href", expect.stringMatching(/^mailto:/));
  });

  it("shows the assessment page without a navigation bar", async () => {
    renderApp("/assessment/result-1");
    expect(await screen.findByText("Getting your test ready...")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
  });

  it("renders nothing on pages that depend on auth until it has initialised", async () => {
    // The shell suspends until Auth reports: act is awaited so React lets that wait run.
    const { rerenderWith } = await act(async () => renderApp("/login", visitorAuth({ initialising: true })));
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.queryByRole("main")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement(); // only the (empty) toast region

    rerenderWith(visitorAuth());
    expect(await screen.findByRole("heading", { name: "Log In" })).toBeInTheDocument();
  });

  it("renders public pages while auth is still initialising", async () => {
    renderApp("/", visitorAuth({ initialising: true }));
    expect(await screen.findByRole("heading", { level: 1, name: "Spot the signs of dyslexia early" })).toBeInTheDocument();
  });

  it("sends visitors from the dashboard to log in", async () => {
    renderApp("/dashboard?child=3");
    expect(await screen.findByRole("heading", { name: "Log In" })).toBeInTheDocument();
  });

  it("shows signed-in users the dashboard", async () => {
    renderApp("/dashboard", signedInAuth());
    // The dashboard's chunk is large (forms, tables, the summary): its first import can take over a second.
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });
});
