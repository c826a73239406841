import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiClient } from "../../../lib/api-client";
import { signedInAuth } from "../../../testing/auth";
import { FreshCache, fakeProfile } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
import { paths } from "../../../config/paths";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { fakeResult } from "../../../testing/factories";
import { ReviewNotice } from "../../../components/review-notice";
import { ReviewPage } from "./review";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const get = vi.mocked(apiClient.get);
afterEach(() => get.mockReset());

const person = (id: string, name: string) => ({ id, name, grade: "4", section: "B" });

function renderReview(results: ResultListItem[]) {
  get.mockImplementation(async (path: string) => {
    if (path === "/profile/") return fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" }) as never;
    if (path === "/assessment-results/") return results as never;
    throw new Error(`unexpected GET ${path}`);
  });
  renderWithProviders(
    <FreshCache>
      <ReviewPage />
    </FreshCache>,
    { route: paths.review.href(), path: paths.review.path, auth: signedInAuth() },
  );
  return userEvent.setup();
}

describe("the Review page", () => {
  it("lists the tests with spoken answers waiting, tests in progress too, oldest first, each opening its results view to review", async () => {
    const user = renderReview([
      fakeResult({ id: "new", participant: person("p1", "Mia Stone"), completed_at: "2026-11-20T10:00:00.000Z", pending_reviews: 1 }),
      fakeResult({ id: "done", participant: person("p2", "Leo Hart"), pending_reviews: 0 }),
      fakeResult({ id: "old", participant: person("p3", "Ada Lane"), completed_at: "2026-09-01T10:00:00.000Z", pending_reviews: 2 }),
      fakeResult({ id: "open", participant: person("p4", "Sam Reed"), status: "in_progress", started_at: "2026-10-01T10:00:00.000Z", completed_at: null, risk_level: null, pending_reviews: 1 }),
      fakeResult({ id: "open-none", participant: person("p5", "Kim Park"), status: "in_progress", completed_at: null, risk_level: null, pending_reviews: 0 }),
    ]);
    const table = await screen.findByRole("table", { name: "Tests to review" });
    const rows = await within(table).findAllByRole("row");
    expect(rows.slice(1).map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["Ada Lane", "Sam Reed", "Mia Stone"]);
    expect(within(rows[1]!).getByText("Needs review (2)")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("In progress")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Needs review (1)")).toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole("link", { name: "Review Ada Lane's answers" }));
    expect(screen.getByText("Now at /dashboard/results/old?review=1")).toBeInTheDocument();
  });

  it("says when there is nothing to review", async () => {
    renderReview([fakeResult({ pending_reviews: 0 }), fakeResult({ id: "open", status: "in_progress", completed_at: null, pending_reviews: 0 })]);
    expect(await screen.findByRole("region", { name: "Nothing to review" })).toBeInTheDocument();
  });

  it("is announced on the dashboard while tests wait for review", () => {
    const results = [fakeResult({ id: "a", pending_reviews: 1 }), fakeResult({ id: "b", status: "in_progress", completed_at: null, pending_reviews: 3 }), fakeResult({ id: "c" })];
    renderWithProviders(<ReviewNotice results={results} />);
    expect(screen.getByText(/2 tests have spoken answers waiting for review\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Review them" })).toHaveAttribute("href", "/dashboard/review");
  });
});
