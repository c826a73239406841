import { i18n } from "@lingui/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { InvitationResponse } from "@readbright/domain/api/invitations";
import { ApiError, apiClient } from "../../../lib/api-client";
import { fakeProfile, FreshCache } from "../../../testing/profile";
import { fakeUser, signedInAuth, visitorAuth } from "../../../testing/auth";
import { LocationProbe, renderWithProviders } from "../../../testing/render";
import { chooseFirstPassword, isInviteLink, needsPassword, signInWithInviteLink } from "../api/invite-link";
import { AcceptInvitePage, DECLINED_AND_GONE, invitedAddress, LINK_FAILED, NO_LINK, NOTHING_WAITING } from "./accept-invite";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
vi.mock("../api/invite-link", () => ({
  isInviteLink: vi.fn(() => false),
  signInWithInviteLink: vi.fn(),
  needsPassword: vi.fn(() => false),
  chooseFirstPassword: vi.fn(),
  forgetNewAccount: vi.fn(),
}));

const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);

const INVITATION: InvitationResponse = {
  id: "inv1",
  role: "teacher",
  school_name: "Hill School",
  inviter_name: "Sam Lee",
  invited_at: "2026-11-01T10:00:00.000Z",
};

beforeEach(() => {
  vi.mocked(isInviteLink).mockReturnValue(false);
  vi.mocked(needsPassword).mockReturnValue(false);
  get.mockImplementation(async (path: string) => {
    if (path === "/invitations/") return [INVITATION] as never;
    if (path === "/profile/") return fakeProfile({ user_type: "unset", user_subtype: "unset", first_name: null }) as never;
    throw new Error(`unexpected GET ${path}`);
  });
});
afterEach(() => vi.clearAllMocks());

function renderPage(auth = signedInAuth(fakeUser({ email: "tom@example.com" }))) {
  const user = userEvent.setup();
  renderWithProviders(
    <FreshCache>
      <AcceptInvitePage />
    </FreshCache>,
    { route: "/accept-invite", auth },
  );
  return user;
}

describe("Accept invite page", () => {
  it("shows who invited a signed-in address to what, and accepting joins and goes on to profile info", async () => {
    post.mockResolvedValue(fakeProfile({ user_type: "school", user_subtype: "school_user", first_name: null }) as never);
    const user = renderPage();

    expect(await screen.findByRole("heading", { name: "Invitation to Hill School" })).toBeInTheDocument();
    expect(screen.getByText("Sam Lee invited you to join Hill School as a teacher.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Choose a password")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Accept and join" }));

    expect(post).toHaveBeenCalledWith("/invitations/inv1/accept/", undefined, expect.anything());
    expect(chooseFirstPassword).not.toHaveBeenCalled();
    expect(await screen.findByText("Now at /profile-info")).toBeInTheDocument();
  });

  it("asks the account the link just made for a password before it may accept", async () => {
    vi.mocked(needsPassword).mockReturnValue(true);
    post.mockResolvedValue(fakeProfile() as never);
    const user = renderPage();
    const accept = await screen.findByRole("button", { name: "Accept and join" });
    expect(accept).toBeDisabled();

    await user.type(screen.getByLabelText("Choose a password"), "Teach#1234");
    await user.type(screen.getByLabelText("Confirm password"), "Teach#1234");
    await waitFor(() => expect(accept).toBeEnabled());
    await user.click(accept);

    expect(chooseFirstPassword).toHaveBeenCalledWith("Teach#1234");
    expect(post).toHaveBeenCalledWith("/invitations/inv1/accept/", undefined, expect.anything());
  });

  it("declining from the link deletes the new account and says nothing was kept", async () => {
    vi.mocked(needsPassword).mockReturnValue(true);
    post.mockResolvedValue({ account_deleted: true } as never);
    const signOut = vi.fn(async () => {});
    const user = renderPage(signedInAuth(fakeUser(), { signOut }));

    await user.click(await screen.findByRole("button", { name: "Decline" }));

    expect(post).toHaveBeenCalledWith("/invitations/inv1/decline/", { delete_account: true }, expect.anything());
    expect(await screen.findByText(i18n._(DECLINED_AND_GONE))).toBeInTheDocument();
    expect(signOut).toHaveBeenCalled();
  });

  it("says when nothing is waiting, and shows the server's message when an answer fails", async () => {
    post.mockRejectedValue(new ApiError(409, "This account is already set up"));
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "Accept and join" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This account is already set up");

    get.mockImplementation(async () => [] as never);
    renderPage();
    expect(await screen.findByText(i18n._(NOTHING_WAITING))).toBeInTheDocument();
  });

  it("signs in with the emailed link, then takes its code out of the address", async () => {
    vi.mocked(isInviteLink).mockReturnValue(true);
    vi.mocked(signInWithInviteLink).mockResolvedValue(true);
    const route = "/accept-invite?email=tom%40example.com&mode=signIn&oobCode=abc";
    renderWithProviders(
      <>
        <AcceptInvitePage />
        <LocationProbe />
      </>,
      { route, path: "/accept-invite", auth: visitorAuth() },
    );
    await waitFor(() => expect(signInWithInviteLink).toHaveBeenCalledTimes(1));
    expect(signInWithInviteLink).toHaveBeenCalledWith("tom@example.com", `${window.location.origin}${route}`);
    // Signed in (the auth provider would now hold the user) and the one-time code is gone from the address.
    expect(await screen.findByText(i18n._(NO_LINK))).toBeInTheDocument();
    expect(screen.getByText("Now at /accept-invite")).toBeInTheDocument();
  });

  it("explains a used or expired link, and what to do without one", async () => {
    vi.mocked(isInviteLink).mockReturnValue(true);
    vi.mocked(signInWithInviteLink).mockRejectedValue(new Error("auth/invalid-action-code"));
    renderWithProviders(<AcceptInvitePage />, { route: "/accept-invite?mode=signIn&oobCode=used", auth: visitorAuth() });
    expect(await screen.findByRole("alert")).toHaveTextContent(i18n._(LINK_FAILED));
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");

    vi.mocked(isInviteLink).mockReturnValue(false);
    renderWithProviders(<AcceptInvitePage />, { route: "/accept-invite", auth: visitorAuth() });
    expect(await screen.findByText(i18n._(NO_LINK))).toBeInTheDocument();
  });
});

describe("invitedAddress", () => {
  it("reads the address from the link, or from its continueUrl when Firebase's handler is the app", () => {
    expect(invitedAddress(new URLSearchParams("email=tom%40example.com&mode=signIn"))).toBe("tom@example.com");
    const continueUrl = encodeURIComponent("https://app.example/accept-invite?email=tom%40example.com");
    expect(invitedAddress(new URLSearchParams(`mode=signIn&oobCode=x&continueUrl=${continueUrl}`))).toBe("tom@example.com");
    expect(invitedAddress(new URLSearchParams("mode=signIn&oobCode=x"))).toBe("");
  });
});
