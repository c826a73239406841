import { render, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@readbright/domain/profile";
import { FreshCache, fakeProfile } from "../../testing/profile";
import { signedInAuth } from "../../testing/auth";
import { LocationProbe, TestProviders } from "../../testing/render";
import { DashboardShell } from "./dashboard-shell";
import { DashboardPage } from "../../features/participants/routes/dashboard";
import { mockDashboardApi } from "../../features/participants/testing/dashboard-page";

vi.mock("../../lib/api-client", () => import("../../testing/mock-api-client"));

afterEach(() => {
  Reflect.deleteProperty(window, "matchMedia");
});

function onMobile(matches: boolean) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string) => ({ matches, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }),
  });
}

async function renderDashboard(profile: Profile) {
  mockDashboardApi(profile, { participants: [], results: [] });
  const auth = signedInAuth();
  const user = userEvent.setup();
  // The shell is a layout route around the page, as in the app's router.
  render(
    <TestProviders auth={auth} route="/dashboard">
      <FreshCache>
        <Routes>
          <Route element={<DashboardShell />}>
            <Route path="/dashboard" element={<DashboardPage />} />
          </Route>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </FreshCache>
    </TestProviders>,
  );
  const menuButton = await screen.findByRole("button", { name: /^User menu for/ });
  return { user, auth, menuButton };
}

const navLabels = () => within(screen.getByRole("navigation", { name: "Dashboard" })).getAllByRole("link").map((link) => link.textContent);

describe("the dashboard shell around a page", () => {
  it("shows the dashboard's title, subtitle and Start a test action", async () => {
    await renderDashboard(fakeProfile());
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByText("Track insights from the tests you have taken.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start a test" })).toBeInTheDocument();
  });

  it("shows the empty-dashboard placeholder with an image, title, description and button", async () => {
    const { user } = await renderDashboard(fakeProfile());
    const placeholder = screen.getByRole("region", { name: "No insights yet!" });
    // The image is decoration: an empty alt keeps it out of the accessibility tree.
    expect(placeholder.querySelector("img")).toHaveAttribute("alt", "");
    expect(within(placeholder).getByRole("heading", { name: "No insights yet!" })).toBeInTheDocument();
    expect(placeholder).toHaveTextContent("Your results and insights appear here once a test has been taken.");
    await user.click(within(placeholder).getByRole("button", { name: "Take your first test" }));
    expect(await screen.findByRole("dialog", { name: "Start a test" })).toBeInTheDocument();
  });

  it.each([
    ["an individual", { user_type: "individual", user_subtype: "individual" }, ["Dashboard", "My Tests", "Settings"]],
    ["a parent", { user_type: "parent", user_subtype: "parent" }, ["Dashboard", "My Children", "Settings"]],
    ["a school admin", { user_type: "school", user_subtype: "school_admin" }, ["Dashboard", "My Teachers", "My Tests", "Testing now", "Activity", "Settings"]],
    ["a professional", { user_type: "organization", user_subtype: "organization_admin" }, ["Dashboard", "My Professionals", "My Tests", "Activity", "Settings"]],
  ] as const)("gives %s their navigation", async (_who, type, expected) => {
    await renderDashboard(fakeProfile({ ...type, school: "s1" }));
    expect(navLabels()).toEqual(expected);
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  });

  it("shows the user's initials on the menu button, which opens Logout", async () => {
    const { user, menuButton } = await renderDashboard(fakeProfile({ first_name: "Paul", last_name: "Okafor" }));
    expect(menuButton).toHaveTextContent("PO");
    expect(menuButton).toHaveAccessibleName("User menu for Paul Okafor");
    expect(menuButton).toHaveAttribute("aria-expanded", "false");

    await user.click(menuButton);

    const menu = screen.getByRole("menu", { name: "User menu" });
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Logout"]);
    expect(within(menu).getByRole("menuitem", { name: "Logout" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it("logs out from the menu and goes home", async () => {
    const { user, auth, menuButton } = await renderDashboard(fakeProfile());
    await user.click(menuButton);
    await user.click(screen.getByRole("menuitem", { name: "Logout" }));
    expect(auth.signOut).toHaveBeenCalled();
    expect(await screen.findByText("Now at /")).toBeInTheDocument();
  });

  it("moves the navigation into the user menu on mobile", async () => {
    onMobile(true);
    const { user, menuButton } = await renderDashboard(fakeProfile({ user_type: "parent", user_subtype: "parent" }));
    expect(screen.queryByRole("navigation", { name: "Dashboard" })).not.toBeInTheDocument();

    menuButton.focus();
    await user.keyboard("{ArrowDown}");

    const items = within(screen.getByRole("menu")).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Dashboard", "My Children", "Settings", "Logout"]);
    expect(items[0]).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(items[3]).toHaveFocus(); // wraps to Logout
    await user.keyboard("{Home}{ArrowDown}");
    expect(items[1]).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Now at /dashboard/my-tests")).toBeInTheDocument();
  });

  it("closes the menu when the user clicks elsewhere", async () => {
    const { user, menuButton } = await renderDashboard(fakeProfile());
    await user.click(menuButton);
    await user.click(screen.getByRole("heading", { level: 1 }));
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });
});
