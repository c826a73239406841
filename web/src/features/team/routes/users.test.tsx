import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@readbright/domain/profile";
import { apiClient } from "../../../lib/api-client";
import { ORGANIZATION_ADMIN, PARENT, SCHOOL_ADMIN, renderSignedInPage } from "../../../testing/profile";
import { UsersPage } from "./users";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const get = vi.mocked(apiClient.get);

afterEach(() => get.mockReset());

function renderPage(page: "users", profile: Profile) {
  // The profile, and an empty first page of users.
  get.mockImplementation(async (path: string) => (path === "/profile/" ? profile : { items: [], next_cursor: null, total: 0 }) as never);
  renderSignedInPage(<UsersPage />, `/dashboard/${page}`);
}

describe("Users page", () => {
  it("is My Teachers for a school admin", async () => {
    renderPage("users", SCHOOL_ADMIN);
    expect(await screen.findByRole("heading", { level: 1, name: "My Teachers" })).toBeInTheDocument();
    expect(screen.getByText("Invite and manage your teachers")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "No teachers invited yet!" })).toBeInTheDocument();
  });

  it("is My Professionals for an organization admin", async () => {
    renderPage("users", ORGANIZATION_ADMIN);
    expect(await screen.findByRole("heading", { level: 1, name: "My Professionals" })).toBeInTheDocument();
    expect(screen.getByText("Invite and manage your professionals")).toBeInTheDocument();
  });

  it("sends anyone who invites no one to the dashboard", async () => {
    renderPage("users", PARENT);
    expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
  });
});
