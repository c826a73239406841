import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InvitationResponse } from "@readbright/domain/api/invitations";
import { apiClient } from "../../../lib/api-client";
import { fakeProfile, renderSignedInPage } from "../../../testing/profile";
import { ProfileTypePage } from "../routes/profile-type";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);

const ORGANIZATION: InvitationResponse = { id: "inv2", role: "professional", school_name: null, inviter_name: "Dr Ada Reed", invited_at: "2026-11-02T10:00:00.000Z" };
const SCHOOL: InvitationResponse = { id: "inv1", role: "teacher", school_name: "Hill School", inviter_name: "Sam Lee", invited_at: "2026-11-01T10:00:00.000Z" };

afterEach(() => vi.clearAllMocks());

function renderPage(invitations: InvitationResponse[]) {
  let waiting = invitations;
  get.mockImplementation(async (path: string) => {
    if (path === "/invitations/") return waiting as never;
    throw new Error(`unexpected GET ${path}`);
  });
  post.mockImplementation(async (path: string) => {
    waiting = waiting.filter((invitation) => !path.includes(invitation.id));
    return (path.endsWith("/accept/") ? fakeProfile({ user_type: "school", user_subtype: "school_user", first_name: null }) : { account_deleted: false }) as never;
  });
  const user = renderSignedInPage(<ProfileTypePage />, "/profile-type");
  return user;
}

describe("invitations on the profile type page", () => {
  it("shows each invitation above the profile types, and that choosing a type declines them", async () => {
    renderPage([SCHOOL, ORGANIZATION]);
    expect(await screen.findByRole("region", { name: "Invitation to Hill School" })).toHaveTextContent("Sam Lee invited you to join Hill School as a teacher.");
    expect(screen.getByRole("region", { name: "Invitation to an organization" })).toHaveTextContent("Dr Ada Reed invited you to join their organization as a professional.");
    expect(screen.getByText("Or choose a profile of your own below: that declines the invitation.")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Profile type" })).toBeInTheDocument();
  });

  it("declines one, which then leaves the page", async () => {
    const user = renderPage([SCHOOL]);
    await user.click(await screen.findByRole("button", { name: "Decline" }));
    expect(post).toHaveBeenCalledWith("/invitations/inv1/decline/", {}, expect.anything());
    expect(await screen.findByRole("group", { name: "Profile type" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Invitation to Hill School" })).not.toBeInTheDocument();
  });

  it("accepts one and goes on to profile info", async () => {
    const user = renderPage([SCHOOL]);
    await user.click(await screen.findByRole("button", { name: "Accept and join" }));
    expect(post).toHaveBeenCalledWith("/invitations/inv1/accept/", undefined, expect.anything());
    expect(await screen.findByText("Now at /profile-info")).toBeInTheDocument();
  });

  it("shows nothing when no invitation is waiting", async () => {
    renderPage([]);
    await screen.findByRole("group", { name: "Profile type" });
    expect(screen.queryByRole("button", { name: "Accept and join" })).not.toBeInTheDocument();
  });
});
