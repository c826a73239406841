// Who the 'Testing now' page is for: a school's staff, with a school.
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Profile } from "@readbright/domain/profile";
import { apiClient } from "../../../lib/api-client";
import { mockedApiCalls } from "../../../testing/mock-api-client";
import { fakeProfile, renderSignedInPage } from "../../../testing/profile";
import { TestingNowPage } from "./testing-now";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
// No Firestore in component tests: the page's listener hears nothing.
vi.mock("../api/listen-to-class", () => ({ listenToClass: () => () => undefined }));
mockedApiCalls();

function renderPage(profile: Profile) {
  vi.mocked(apiClient.get).mockImplementation(async (path: string) => {
    if (path === "/profile/") return profile as never;
    if (path === "/participants/") return [] as never;
    throw new Error(`unexpected GET ${path}`);
  });
  renderSignedInPage(<TestingNowPage />, "/dashboard/testing-now");
}

describe("the Testing now page", () => {
  it("lets a teacher of a school choose a class", async () => {
    renderPage(fakeProfile({ user_type: "school", user_subtype: "school_user", school: "s1" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Testing now" })).toBeInTheDocument();
    expect(screen.getByLabelText("Grade")).toBeInTheDocument();
  });

  it("asks a school admin without a school to register it first", async () => {
    renderPage(fakeProfile({ user_type: "school", user_subtype: "school_admin", school: null }));
    expect(await screen.findByRole("region", { name: "No school yet" })).toBeInTheDocument();
  });

  it("sends anyone else to the dashboard", async () => {
    renderPage(fakeProfile({ user_type: "parent", user_subtype: "parent" }));
    expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
  });
});
