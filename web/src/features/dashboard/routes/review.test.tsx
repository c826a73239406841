import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiClient } from "../../../lib/api-client";
import { signedInAuth } from "../../../testing/auth";
import { FreshCache, fakeProfile } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
import { paths } from "../../../config/paths";
import type { AssessmentResultItem } from "../api/get-assessment-results";
import { fakeResult } from "../testing/factories";
import { ReviewNotice } from "../components/review-notice";
import { ReviewPage } from "./review";

vi.mock("../../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiClient: { get: vi.fn(), post: vi.fn(), patch: vi.fn() },
}));
const get = vi.mocked(apiClient.get);
afterEach(() => get.mockReset());

const waiting = (pending: number) => ({ memory: { pending: 0 }, spatial_awareness: { pending: 0 }, phonological_awareness: { pending } });
const person = (id: string, name: string) => ({ id, name, grade: "4", section: "B" });

function renderReview(results: AssessmentResultItem[]) {
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
  it("lists the tests with spoken answers waiting, oldest first, each opening its results view to review", async () => {
    const user = renderReview([
      fakeResult({ id: "new", participant: person("p1", "Mia Stone"), completed_at: "2026-11-20T10:00:00.000Z", section_scores: waiting(1) }),
      fakeResult({ id: "done", participant: person("p2", "Leo Hart"), section_scores: waiting(0) }),
      fakeResult({ id: "old", participant: person("p3", "Ada Lane"), completed_at: "2026-09-01T10:00:00.000Z", section_scores: waiting(2) }),
    ]);
    const table = await screen.findByRole("table", { name: "Tests to review" });
    const rows = await within(table).findAllByRole("row");
    expect(rows.slice(1).map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["Ada Lane", "Mia Stone"]);
    expect(within(rows[1]!).getByText("Needs review (2)")).toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole("link", { name: "Review Ada Lane's answers" }));
    expect(screen.getByText("Now at /dashboard/results/old?review=1")).toBeInTheDocument();
  });

  it("says when there is nothing to review", async () => {
    renderReview([fakeResult({ section_scores: waiting(0) })]);
    expect(await screen.findByRole("region", { name: "Nothing to review" })).toBeInTheDocument();
  });

  it("is announced on the dashboard while tests wait for review", () => {
    const results = [fakeResult({ id: "a", section_scores: waiting(1) }), fakeResult({ id: "b", section_scores: waiting(3) }), fakeResult({ id: "c" })];
    renderWithProviders(<ReviewNotice results={results} />);
    expect(screen.getByText(/2 tests have spoken answers waiting for review\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Review them" })).toHaveAttribute("href", "/dashboard/review");
  });
});
