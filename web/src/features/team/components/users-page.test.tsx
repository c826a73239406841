import { cleanup, screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sendSignInLinkToEmail } from "firebase/auth";
import type { Profile } from "@readbright/domain/profile";
import { ApiError } from "../../../lib/api-client";
import { clickWhenEnabled, fakeProfile, renderSignedInPage } from "../../../testing/profile";
import { SUBUSERS_PAGE_SIZE } from "../api/get-subusers";
import type { Subuser } from "../api/get-subusers";
import { UsersPage } from "../routes/users";
import { mockedApiCalls } from "../../../testing/mock-api-client";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
vi.mock("../../../lib/firebase", () => ({ auth: { name: "test-auth" } }));
vi.mock("firebase/auth", () => ({ sendSignInLinkToEmail: vi.fn() }));

const { get, post, del } = mockedApiCalls();
const sendLink = vi.mocked(sendSignInLinkToEmail);

const schoolAdmin = fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" });
const orgAdmin = fakeProfile({ user_type: "organization", user_subtype: "organization_admin", organization: "user-1" });

const fakeInvitation = (overrides: Partial<Subuser> = {}): Subuser => ({
  id: "inv1",
  first_name: null,
  last_name: null,
  user_email: "grace@example.com",
  invite_status: "Pending",
  kind: "invitation",
  ...overrides,
});

const fakeSubuser = (overrides: Partial<Subuser> = {}): Subuser => ({
  id: "t1",
  first_name: "Grace",
  last_name: "Hopper",
  user_email: "grace@example.com",
  invite_status: "Accepted",
  kind: "member",
  ...overrides,
});

beforeEach(() => {
  sendLink.mockResolvedValue();
});
afterEach(() => {
  sendLink.mockReset();
});

/** The server's paging, over the list as it is now: the cursor is the index to go on from. */
function pageOf(users: Subuser[], query: { limit?: number; cursor?: string }) {
  const limit = Number(query.limit);
  const start = Number(query.cursor ?? 0);
  const end = start + limit;
  return { items: users.slice(start, end), next_cursor: end < users.length ? String(end) : null, total: users.length };
}

function renderPage(profile: Profile, users: Subuser[]) {
  let current = users;
  get.mockImplementation(async (path: string, options?: { query?: { limit?: number; cursor?: string } }) => {
    if (path === "/profile/") return profile as never;
    if (path === "/subusers/" && options?.query?.limit) return pageOf(current, options.query) as never;
    throw new Error(`unexpected GET ${path}`);
  });
  post.mockImplementation(async (_path: string, body: unknown) => {
    const { email } = body as { email: string };
    const invitation = fakeInvitation({ id: "new", user_email: email });
    current = [...current, invitation];
    return invitation as never;
  });
  del.mockImplementation(async (path: string) => {
    current = current.filter((user) => !path.endsWith(`/${user.id}`));
    return undefined as never;
  });
  const user = renderSignedInPage(<UsersPage />, "/dashboard/users");
  return user;
}

async function inviteByEmail(user: ReturnType<typeof userEvent.setup>, email: string) {
  const dialog = screen.getByRole("dialog", { name: "Invite teacher" });
  await user.type(within(dialog).getByLabelText("Email"), email);
  await clickWhenEnabled(user, within(dialog).getByRole("button", { name: "Send invitation" }));
}

describe("Users page", () => {
  it("lists a school's teachers with name, email and invite status", async () => {
    renderPage(schoolAdmin, [
      fakeSubuser(),
      fakeInvitation({ id: "i2", user_email: "new@example.com" }),
      fakeInvitation({ id: "i3", user_email: "no@example.com", invite_status: "Declined" }),
    ]);
    expect(await screen.findByRole("cell", { name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "My Teachers" })).toBeInTheDocument();
    expect(screen.getByText("Invite and manage your teachers")).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Name", "Email", "Invite Status", "Actions"]);
    expect(screen.getByRole("cell", { name: "Accepted" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Pending" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "new@example.com" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Declined" })).toBeInTheDocument();
  });

  it("shows an empty state with the invite button when nobody is invited", async () => {
    renderPage(schoolAdmin, []);
    const empty = await screen.findByRole("region", { name: "No teachers invited yet!" });
    expect(within(empty).getByRole("button", { name: "Invite teacher" })).toBeInTheDocument();
  });

  it("calls an organization's users professionals", async () => {
    renderPage(orgAdmin, [fakeSubuser()]);
    expect(await screen.findByRole("heading", { name: "My Professionals" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Invite professional" })).toBeInTheDocument();
  });

  it("validates the invite email", async () => {
    const user = renderPage(schoolAdmin, []);
    await user.click(await screen.findByRole("button", { name: "Invite teacher" }));
    const email = screen.getByLabelText("Email");
    await user.click(email);
    await user.tab();
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    await user.type(email, "ada@example");
    await user.tab();
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send invitation" })).toBeDisabled();
  });

  it("invites a teacher, emails the link to accept and shows the invitation as pending", async () => {
    const user = renderPage(schoolAdmin, []);
    await user.click(await screen.findByRole("button", { name: "Invite teacher" }));
    await inviteByEmail(user, "Teacher@Example.com");

    expect(await screen.findByText("User invitation sent successfully")).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith("/subusers/", { email: "teacher@example.com" }, expect.anything());
    expect(sendLink).toHaveBeenCalledWith({ name: "test-auth" }, "teacher@example.com", {
      url: `${window.location.origin}/accept-invite?email=teacher%40example.com`,
      handleCodeInApp: true,
    });
    expect(await screen.findByRole("cell", { name: "Pending" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the server's message when the invite fails", async () => {
    const user = renderPage(schoolAdmin, []);
    post.mockRejectedValue(new ApiError(429, "You have sent a lot of invitations. Please wait an hour before sending more."));
    await user.click(await screen.findByRole("button", { name: "Invite teacher" }));
    await inviteByEmail(user, "grace@example.com");
    expect(await screen.findByText("You have sent a lot of invitations. Please wait an hour before sending more.")).toBeInTheDocument();
    expect(sendLink).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Invite teacher" })).toBeInTheDocument();
  });

  it("falls back to a generic message when the email cannot be sent", async () => {
    const user = renderPage(schoolAdmin, []);
    sendLink.mockRejectedValue(new Error("auth/network-request-failed"));
    await user.click(await screen.findByRole("button", { name: "Invite teacher" }));
    await inviteByEmail(user, "grace@example.com");
    expect(await screen.findByText("Failed to invite user")).toBeInTheDocument();
  });

  it("does not invite for a school admin whose school is not registered", async () => {
    const user = renderPage(fakeProfile({ user_type: "school", user_subtype: "school_admin", school: null }), []);
    await user.click(await screen.findByRole("button", { name: "Invite teacher" }));
    await inviteByEmail(user, "grace@example.com");
    expect(await screen.findByRole("alert")).toHaveTextContent("Your school must be registered before you can invite teachers.");
    expect(post).not.toHaveBeenCalled();
  });

  it("resends a pending invitation from the row menu", async () => {
    const user = renderPage(schoolAdmin, [fakeInvitation()]);
    await user.click(await screen.findByRole("button", { name: "More actions for grace@example.com" }));
    await user.click(screen.getByRole("menuitem", { name: "Resend Invite" }));
    expect(await screen.findByText("Invitation sent again to grace@example.com")).toBeInTheDocument();
    expect(sendLink).toHaveBeenCalledWith(expect.anything(), "grace@example.com", expect.objectContaining({ url: expect.stringContaining("/accept-invite?") }));
  });

  it("offers no resend to a member, even before they fill in their name, nor for a declined invitation", async () => {
    for (const row of [fakeSubuser(), fakeSubuser({ first_name: null, last_name: null, invite_status: "Pending" }), fakeInvitation({ invite_status: "Declined" })]) {
      const user = renderPage(schoolAdmin, [row]);
      await user.click(await screen.findByRole("button", { name: "More actions for grace@example.com" }));
      expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Delete"]);
      cleanup();
    }
  });

  it("says why a resend failed", async () => {
    sendLink.mockRejectedValue(new Error("auth/network-request-failed"));
    const user = renderPage(schoolAdmin, [fakeInvitation()]);
    await user.click(await screen.findByRole("button", { name: "More actions for grace@example.com" }));
    await user.click(screen.getByRole("menuitem", { name: "Resend Invite" }));
    expect(await screen.findByText("Failed to resend the invitation. Please try again.")).toBeInTheDocument();
  });

  it("deletes a user after confirmation and refreshes the list", async () => {
    const user = renderPage(schoolAdmin, [fakeSubuser()]);
    await user.click(await screen.findByRole("button", { name: "More actions for grace@example.com" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this user?" });
    expect(del).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(del).toHaveBeenCalledWith("/subusers/t1", expect.anything());
    expect(await screen.findByRole("region", { name: "No teachers invited yet!" })).toBeInTheDocument();
  });

  it("withdraws an invitation after saying what that means", async () => {
    const user = renderPage(schoolAdmin, [fakeInvitation()]);
    await user.click(await screen.findByRole("button", { name: "More actions for grace@example.com" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this invitation?" });
    expect(dialog).toHaveTextContent("The invitation to grace@example.com will no longer work.");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(del).toHaveBeenCalledWith("/subusers/inv1", expect.anything());
  });

  it("can cancel a delete", async () => {
    const user = renderPage(schoolAdmin, [fakeSubuser()]);
    await user.click(await screen.findByRole("button", { name: "More actions for grace@example.com" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(del).not.toHaveBeenCalled();
  });
});

describe("Users page: a long list", () => {
  it("shows the first page with how many there are, and the next page when asked", async () => {
    const many = Array.from({ length: SUBUSERS_PAGE_SIZE + 3 }, (_, i) => fakeInvitation({ id: `inv${i}`, user_email: `teacher${i}@example.com` }));
    const user = renderPage(schoolAdmin, many);
    expect(await screen.findByText(`Showing ${SUBUSERS_PAGE_SIZE} of ${many.length} users`)).toBeInTheDocument();
    expect(screen.queryByText(`teacher${SUBUSERS_PAGE_SIZE}@example.com`)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show more users" }));

    expect(await screen.findByText(`Showing ${many.length} of ${many.length} users`)).toBeInTheDocument();
    expect(screen.getAllByText(`teacher${SUBUSERS_PAGE_SIZE + 2}@example.com`).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Show more users" })).not.toBeInTheDocument();
  });
});
