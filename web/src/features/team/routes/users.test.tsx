import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@readbright/domain/profile";
import { apiClient } from "../../../lib/api-client";
import { FreshCache, fakeProfile } from "../../../testing/profile";
import { signedInAuth } from "../../../testing/auth";
import { renderWithProviders } from "../../../testing/render";
import { UsersPage } from "./users";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const get = vi.mocked(apiClient.get);

afterEach(() => get.mockReset());

function renderPage(page: "users", profile: Profile) {
  // The profile, and an empty first page of users.
  get.mockImplementation(async (path: string) => (path === "/profile/" ? profile : { items: [], next_cursor: null, total: 0 }) as never);
  renderWithProviders(<FreshCache>{page === "users" ? <UsersPage /> : null}</FreshCache>, {
    route: `/dashboard/${page}`,
    auth: signedInAuth(),
  });
}

const parent = fakeProfile({ user_type: "parent", user_subtype: "parent" });
const schoolAdmin = fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" });
const professional = fakeProfile({ user_type: "organization", user_subtype: "organization_admin", professional: "inclusion_specialist" });

describe("Users page", () => {
  it("is My Teachers for a school admin", async () => {
    renderPage("users", schoolAdmin);
    expect(await screen.findByRole("heading", { level: 1, name: "My Teachers" })).toBeInTheDocument();
    expect(screen.getByText("Invite and manage your teachers")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "No teachers invited yet!" })).toBeInTheDocument();
  });

  it("is My Professionals for an organization admin", async () => {
    renderPage("users", professional);
    expect(await screen.findByRole("heading", { level: 1, name: "My Professionals" })).toBeInTheDocument();
    expect(screen.getByText("Invite and manage your professionals")).toBeInTheDocument();
  });

  it("sends anyone who invites no one to the dashboard", async () => {
    renderPage("users", parent);
    expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
  });
});
