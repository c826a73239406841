// The dashboard's Review notice: the count of tests waiting for review comes from the server's summary
// (decision 25), never from reading every result of the scope.
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiClient } from "../../../lib/api-client";
import { fakeParticipant, fakeResult } from "../../../testing/factories";
import { completed, parent, renderDashboard, school, waitForList, wholeResultsReads } from "../testing/dashboard-page";
import type { DashboardData } from "../testing/dashboard-page";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));

afterEach(() => vi.mocked(apiClient.get).mockReset());

const ana = fakeParticipant({ id: "p1", name: "Ana Park", grade: "2", section: "A" });
const ben = fakeParticipant({ id: "p2", name: "Ben Cole", grade: "3", section: "B" });
const cal = fakeParticipant({ id: "p3", name: "Cal Reed", grade: "3", section: "B" });

const waitingData: DashboardData = {
  participants: [ana, ben, cal],
  results: [
    { ...completed("r1", ana, "low"), pending_reviews: 2 },
    fakeResult({ id: "r2", participant_id: ben.id, participant: { id: ben.id, name: ben.name, grade: "3", section: "B" }, status: "in_progress", completed_at: null, risk_level: null, pending_reviews: 1 }),
    completed("r3", cal, "high"),
  ],
};

describe("the dashboard's Review notice", () => {
  it("says how many of the school's tests wait for review, from the summary's count, and links to the Review page", async () => {
    renderDashboard(school, waitingData);
    expect(await screen.findByText(/2 tests have spoken answers waiting for review\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Review them" })).toHaveAttribute("href", "/dashboard/review");
    await waitForList();
    expect(wholeResultsReads()).toBe(0);
  });

  it("keeps the scope's count whatever class the list is filtered to", async () => {
    renderDashboard(school, waitingData, "/dashboard?grade=2");
    await waitForList();
    expect(await screen.findByText(/2 tests have spoken answers waiting for review\./)).toBeInTheDocument();
  });

  it("tells a parent of one test waiting, in the singular", async () => {
    renderDashboard(parent, { participants: [ana], results: [{ ...completed("r1", ana, "low"), pending_reviews: 1 }] });
    expect(await screen.findByText(/1 test has spoken answers waiting for review\./)).toBeInTheDocument();
    expect(wholeResultsReads()).toBe(0);
  });

  it("is not shown while nothing waits", async () => {
    renderDashboard(school, { participants: [ana, cal], results: [completed("r1", ana, "low"), completed("r3", cal, "high")] });
    await waitForList();
    await waitFor(() => expect(vi.mocked(apiClient.get)).toHaveBeenCalledWith("/participants/summary/", expect.anything()));
    expect(screen.queryByText(/waiting for review/)).not.toBeInTheDocument();
  });
});
