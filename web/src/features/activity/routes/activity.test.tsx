import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuditEventResponse } from "@readbright/domain/api/audit-events";
import type { Page } from "@readbright/domain/api/paging";
import { ApiError, apiClient } from "../../../lib/api-client";
import { signedInAuth } from "../../../testing/auth";
import { FreshCache, fakeProfile } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
import { paths } from "../../../config/paths";
import { ActivityPage } from "./activity";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const get = vi.mocked(apiClient.get);
afterEach(() => get.mockReset());

type Query = Record<string, string | number | boolean | null | undefined>;

const event = (id: string, overrides: Partial<AuditEventResponse> = {}): AuditEventResponse => ({
  id,
  action: "participant_deleted",
  actor: { uid: "u1", name: "Tom Ashworth", email: "tom@example.com" },
  target_type: "participant",
  target_id: "p1",
  target_label: "Ada Lane",
  detail: "Grade 4, section B",
  created_at: "2026-11-20T10:05:00.000Z",
  ...overrides,
});

/** The server's log (newest first already), a page at a time; or its refusal. */
function renderActivity(events: AuditEventResponse[] | Error) {
  get.mockImplementation(async (path: string, options?: { query?: Query }) => {
    if (path === "/profile/") return fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" }) as never;
    if (path === "/audit-events/" && options?.query?.limit) {
      if (events instanceof Error) throw events;
      const start = options.query.cursor ? Number(options.query.cursor) : 0;
      const items = events.slice(start, start + Number(options.query.limit));
      const next = start + items.length;
      return { items, next_cursor: next < events.length ? String(next) : null, total: events.length } satisfies Page<AuditEventResponse> as never;
    }
    throw new Error(`unexpected GET ${path} ${JSON.stringify(options?.query)}`);
  });
  renderWithProviders(
    <FreshCache>
      <ActivityPage />
    </FreshCache>,
    { route: paths.activity.href(), path: paths.activity.path, auth: signedInAuth() },
  );
  return userEvent.setup();
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);
const firstCells = (table: HTMLElement) => rowsOf(table).map((row) => within(row).getAllByRole("cell")[0]?.textContent);

describe("the Activity page", () => {
  it("lists what happened in the server's order (newest first): what, when, who and about what", async () => {
    renderActivity([
      event("e2", { action: "recording_played", target_type: "result", target_label: "Ben Ode", detail: "Question 12", created_at: "2026-11-21T09:00:00.000Z" }),
      event("e1", { actor: { uid: "a1", name: "Ann Admin", email: "ann@example.com" } }),
      event("e0", { action: "staff_invited", target_type: "invitation", target_label: "new.teacher@example.com", detail: null }),
    ]);
    const table = await screen.findByRole("table", { name: "Activity" });
    await waitFor(() => expect(firstCells(table)).toEqual(["Played a recording", "Deleted a student", "Invited a member of staff"]));
    const [played, deleted] = rowsOf(table);
    expect(within(played!).getByText("Ben Ode")).toBeInTheDocument();
    expect(within(played!).getByText("Question 12")).toBeInTheDocument();
    expect(within(played!).getByText("Tom Ashworth (tom@example.com)")).toBeInTheDocument();
    expect(within(deleted!).getByText("Ann Admin (ann@example.com)")).toBeInTheDocument();
    expect(within(deleted!).getByText("Ada Lane")).toBeInTheDocument();
    expect(within(deleted!).getByText((_, element) => element?.tagName === "TIME" && element.getAttribute("datetime") === "2026-11-20T10:05:00.000Z")).toHaveTextContent(/2026/);
  });

  it("reads a page at a time, and the next one when asked", async () => {
    const user = renderActivity(Array.from({ length: 53 }, (_, i) => event(`e${i}`, { target_label: `Student ${String(i).padStart(2, "0")}` })));
    const table = await screen.findByRole("table", { name: "Activity" });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(50));
    expect(screen.getByText("Showing 50 of 53 events")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show more events" }));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(53));
    expect(within(rowsOf(table).at(-1)!).getByText("Student 52")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more events" })).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith("/audit-events/", expect.objectContaining({ query: { limit: 50, cursor: "50" } }));
  });

  it("says when nothing has happened yet", async () => {
    renderActivity([]);
    expect(await screen.findByRole("region", { name: "No activity yet" })).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Activity" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal to someone who is not an admin", async () => {
    renderActivity(new ApiError(403, "Only a school or organization admin can read the activity log"));
    expect(await screen.findByText("Only a school or organization admin can read the activity log")).toBeInTheDocument();
  });
});
