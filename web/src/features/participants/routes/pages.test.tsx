import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@readbright/domain/profile";
import { apiClient } from "../../../lib/api-client";
import { FreshCache, fakeProfile } from "../../../testing/profile";
import { signedInAuth } from "../../../testing/auth";
import { renderWithProviders } from "../../../testing/render";
import { MyTestsPage } from "./my-tests";
import { mockDashboardApi } from "../testing/dashboard-page";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const get = vi.mocked(apiClient.get);

afterEach(() => get.mockReset());

function renderPage(page: "my-tests", profile: Profile) {
  // The profile, and nobody to list: empty pages, counts and lists, as the server answers them.
  mockDashboardApi(profile, { participants: [], results: [] });
  renderWithProviders(<FreshCache>{page === "my-tests" ? <MyTestsPage /> : null}</FreshCache>, {
    route: `/dashboard/${page}`,
    auth: signedInAuth(),
  });
}

const parent = fakeProfile({ user_type: "parent", user_subtype: "parent" });
const schoolAdmin = fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" });
const professional = fakeProfile({ user_type: "organization", user_subtype: "organization_admin", professional: "inclusion_specialist" });

describe("My Tests page", () => {
  it("is My Children for a parent, with 'No test data yet!' when empty", async () => {
    renderPage("my-tests", parent);
    expect(await screen.findByRole("heading", { level: 1, name: "My Children" })).toBeInTheDocument();
    expect(screen.getByText("Track the tests your children have taken.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "No test data yet!" })).toBeInTheDocument();
  });

  it.each([
    ["an individual", fakeProfile(), "Track the tests you have taken."],
    ["a school admin", schoolAdmin, "Track the tests your students have taken."],
    ["a professional", professional, "Track the tests your clients have taken."],
  ])("is My Tests for %s, with 'No test results yet!' when empty", async (_who, profile, subtitle) => {
    renderPage("my-tests", profile);
    expect(await screen.findByRole("heading", { level: 1, name: "My Tests" })).toBeInTheDocument();
    expect(screen.getByText(subtitle)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "No test results yet!" })).toBeInTheDocument();
  });
});
