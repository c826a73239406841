import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@readbright/domain/profile";
import { apiClient } from "../../../lib/api-client";
import { ORGANIZATION_ADMIN, PARENT, SCHOOL_ADMIN, fakeProfile, renderSignedInPage } from "../../../testing/profile";
import { MyTestsPage } from "./my-tests";
import { RegisterParticipantPage } from "./register-participant";
import { inSpanish } from "../testing/spanish";
import { mockDashboardApi } from "../testing/dashboard-page";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const get = vi.mocked(apiClient.get);

afterEach(() => get.mockReset());

function renderPage(page: "my-tests", profile: Profile) {
  // The profile, and nobody to list: empty pages, counts and lists, as the server answers them.
  mockDashboardApi(profile, { participants: [], results: [] });
  renderSignedInPage(<MyTestsPage />, `/dashboard/${page}`);
}

describe("My Tests page", () => {
  it("is My Children for a parent, with 'No test data yet!' when empty", async () => {
    renderPage("my-tests", PARENT);
    expect(await screen.findByRole("heading", { level: 1, name: "My Children" })).toBeInTheDocument();
    expect(screen.getByText("Track the tests your children have taken.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "No test data yet!" })).toBeInTheDocument();
  });

  it.each([
    ["an individual", fakeProfile(), "Track the tests you have taken."],
    ["a school admin", SCHOOL_ADMIN, "Track the tests your students have taken."],
    ["a professional", ORGANIZATION_ADMIN, "Track the tests your clients have taken."],
  ])("is My Tests for %s, with 'No test results yet!' when empty", async (_who, profile, subtitle) => {
    renderPage("my-tests", profile);
    expect(await screen.findByRole("heading", { level: 1, name: "My Tests" })).toBeInTheDocument();
    expect(screen.getByText(subtitle)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "No test results yet!" })).toBeInTheDocument();
  });
});

describe("Register a participant page", () => {
  it("is titled in the language in force", () => {
    inSpanish();
    render(<RegisterParticipantPage />);
    expect(document.title).toBe("Registrar un participante | ReadBright");
  });
});
