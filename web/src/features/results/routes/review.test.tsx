import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiClient } from "../../../lib/api-client";
import { signedInAuth } from "../../../testing/auth";
import { FreshCache, fakeProfile } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
import { paths } from "../../../config/paths";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import type { Page } from "@readbright/domain/api/paging";
import { useRefreshLists } from "../../../api/refresh-lists";
import { fakeResult } from "../../../testing/factories";
import { ReviewNotice } from "../../../components/review-notice";
import { ReviewPage } from "./review";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const get = vi.mocked(apiClient.get);
afterEach(() => get.mockReset());

const person = (id: string, name: string) => ({ id, name, grade: "4", section: "B" });

type Query = Record<string, string | number | boolean | null | undefined>;

/** The server's pending list: the tests given (already oldest first, as the server orders them) a page at a time. */
function pendingPages(state: { results: ResultListItem[] }) {
  return (query: Query): Page<ResultListItem> => {
    const start = query.cursor ? Number(query.cursor) : 0;
    const items = state.results.slice(start, start + Number(query.limit));
    const next = start + items.length;
    return { items, next_cursor: next < state.results.length ? String(next) : null, total: state.results.length };
  };
}

function RefreshButton() {
  const refresh = useRefreshLists();
  return (
    <button type="button" onClick={() => void refresh()}>
      Refresh lists
    </button>
  );
}

function renderReview(results: ResultListItem[]) {
  const state = { results };
  const page = pendingPages(state);
  get.mockImplementation(async (path: string, options?: { query?: Query }) => {
    if (path === "/profile/") return fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" }) as never;
    if (path === "/assessment-results/" && options?.query?.pending_review === true && options.query.limit) return page(options.query) as never;
    throw new Error(`unexpected GET ${path} ${JSON.stringify(options?.query)}`);
  });
  renderWithProviders(
    <FreshCache>
      <ReviewPage />
      <RefreshButton />
    </FreshCache>,
    { route: paths.review.href(), path: paths.review.path, auth: signedInAuth() },
  );
  return { user: userEvent.setup(), state };
}

const names = (table: HTMLElement) => within(table).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[0]?.textContent);

describe("the Review page", () => {
  it("lists the tests the server says wait for review, in its order (oldest first), tests in progress too, each opening its results view", async () => {
    const { user } = renderReview([
      fakeResult({ id: "old", participant: person("p3", "Ada Lane"), completed_at: "2026-09-01T10:00:00.000Z", pending_reviews: 2 }),
      fakeResult({ id: "open", participant: person("p4", "Sam Reed"), status: "in_progress", started_at: "2026-10-01T10:00:00.000Z", completed_at: null, risk_level: null, pending_reviews: 1 }),
      fakeResult({ id: "new", participant: person("p1", "Mia Stone"), completed_at: "2026-11-20T10:00:00.000Z", pending_reviews: 1 }),
    ]);
    const table = await screen.findByRole("table", { name: "Tests to review" });
    await waitFor(() => expect(names(table)).toEqual(["Ada Lane", "Sam Reed", "Mia Stone"]));
    const rows = within(table).getAllByRole("row");
    expect(within(rows[1]!).getByText("Needs review (2)")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("In progress")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Needs review (1)")).toBeInTheDocument();
    // Never the whole results list: only the pending list's pages.
    expect(get.mock.calls.filter(([path]) => path === "/assessment-results/").every(([, options]) => (options as { query: Query }).query.pending_review === true)).toBe(true);
    await user.click(within(rows[1]!).getByRole("link", { name: "Review Ada Lane's answers" }));
    expect(screen.getByText("Now at /dashboard/results/old?review=1")).toBeInTheDocument();
  });

  it("reads a page at a time, and the next one when asked", async () => {
    const many = Array.from({ length: 52 }, (_, i) => fakeResult({ id: `r${i}`, participant: person(`p${i}`, `Student ${String(i).padStart(2, "0")}`), pending_reviews: 1 }));
    const { user } = renderReview(many);
    const table = await screen.findByRole("table", { name: "Tests to review" });
    await waitFor(() => expect(names(table)).toHaveLength(50));
    expect(screen.getByText("Showing 50 of 52 tests")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show more tests" }));
    await waitFor(() => expect(names(table)).toHaveLength(52));
    expect(names(table).at(-1)).toBe("Student 51");
    expect(screen.queryByRole("button", { name: "Show more tests" })).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith("/assessment-results/", expect.objectContaining({ query: expect.objectContaining({ pending_review: true, limit: 50, cursor: "50" }) }));
  });

  it("reads its pages again when the lists are refreshed (after a review), dropping a test with nothing left waiting", async () => {
    const { user, state } = renderReview([fakeResult({ id: "a", participant: person("p1", "Ada Lane"), pending_reviews: 1 }), fakeResult({ id: "b", participant: person("p2", "Ben Cole"), pending_reviews: 1 })]);
    const table = await screen.findByRole("table", { name: "Tests to review" });
    await waitFor(() => expect(names(table)).toEqual(["Ada Lane", "Ben Cole"]));
    state.results = state.results.slice(1);
    await user.click(screen.getByRole("button", { name: "Refresh lists" }));
    await waitFor(() => expect(names(table)).toEqual(["Ben Cole"]));
  });

  it("says when there is nothing to review", async () => {
    renderReview([]);
    expect(await screen.findByRole("region", { name: "Nothing to review" })).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Tests to review" })).not.toBeInTheDocument();
  });

  it("is announced on the dashboard with the server's count of tests waiting", () => {
    renderWithProviders(<ReviewNotice count={2} />);
    expect(screen.getByText(/2 tests have spoken answers waiting for review\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Review them" })).toHaveAttribute("href", "/dashboard/review");
  });

  it("says nothing on the dashboard when no test waits", () => {
    renderWithProviders(<ReviewNotice count={0} />);
    expect(screen.queryByText(/waiting for review/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Review them" })).not.toBeInTheDocument();
  });
});
