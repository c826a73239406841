// The dashboard of parents and individuals, and its subtitle for each user type.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiClient } from "../../../lib/api-client";
import { fakeProfile } from "../../../testing/profile";
import { fakeParticipant, fakeResult } from "../../../testing/factories";
import { completed, listedNames, parent, professional, renderDashboard, school, waitForList } from "../testing/dashboard-page";
import type { DashboardData } from "../testing/dashboard-page";
import { fakeOpenResultDetail, fakeResultDetail } from "../../../testing/result-factories";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));

afterEach(() => vi.mocked(apiClient.get).mockReset());

describe("Dashboard summary for a parent", () => {
  const amara = fakeParticipant({ id: "k1", name: "Amara Diaz", grade: null, section: null });
  const tobi = fakeParticipant({ id: "k2", name: "Tobi Diaz", grade: null, section: null });
  const data: DashboardData = {
    participants: [amara, tobi],
    results: [completed("rk1", amara, "medium"), completed("rk2", tobi, "high")],
    details: [
      fakeResultDetail({ id: "rk1", participant_id: amara.id, participant: { id: amara.id, name: amara.name, grade: null, section: null }, risk_level: "medium", risk_score: 0.55 }),
    ],
  };

  it("shows a child's results when chosen in the child selector, and the list again when cleared", async () => {
    const user = renderDashboard(parent, data);
    await waitForList();
    const picker = screen.getByLabelText("Child");
    expect(within(picker).getByRole("option", { name: "Select a child" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Overall results" })).toHaveTextContent("2assessments");

    await user.selectOptions(picker, "Amara Diaz");
    const results = await screen.findByRole("region", { name: "Results for Amara Diaz" });
    expect(await within(results).findByText("Medium risk")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Child"), "");
    await waitForList();
    expect(listedNames()).toEqual(["Amara Diaz", "Tobi Diaz"]);
  });

  it("selects the child in the selector when the child is opened from the list", async () => {
    const user = renderDashboard(parent, data);
    await waitForList();
    await user.click(screen.getByRole("button", { name: "Amara Diaz" }));
    expect(screen.getByLabelText("Child")).toHaveValue("k1");
  });
});

describe("Dashboard summary for an individual", () => {
  const self = fakeParticipant({ id: "me", name: "Iris Morgan", grade: null, section: null });

  it("shows their own results straight away: the chart's sections, the risk and the way to print", async () => {
    renderDashboard(fakeProfile(), {
      participants: [self],
      results: [completed("mine", self, "low")],
      details: [fakeResultDetail({ id: "mine", participant_id: "me", participant: { id: "me", name: "Iris Morgan", grade: null, section: null } })],
    });
    const results = await screen.findByRole("region", { name: "Results for Iris Morgan" });
    expect(await within(results).findByText("Low risk")).toBeInTheDocument();
    const table = within(results).getByRole("table", { name: "Scores by section" });
    expect(within(table).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["Memory", "Phonological Awareness", "Spatial Awareness"]);
    expect(within(table).getByRole("row", { name: /Memory/ })).toHaveTextContent("8 of 10 right (80%)");
    expect(within(results).getByRole("link", { name: "Open the printable result" })).toHaveAttribute("href", "/dashboard/results/mine");
    expect(screen.queryByLabelText("Child")).not.toBeInTheDocument();
    expect(screen.queryByRole("table", { name: /^(Students|Children|Clients|Participants)$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Overall results" })).not.toBeInTheDocument();
  });

  it("asks them to complete the test while it is still open, and offers Continue rather than a printable result", async () => {
    renderDashboard(fakeProfile(), {
      participants: [self],
      results: [fakeResult({ id: "open", participant_id: "me", status: "in_progress", risk_level: null, completed_at: null })],
      details: [fakeOpenResultDetail({ id: "open", participant_id: "me" })],
    });
    expect(await screen.findByText("Please complete the test to see the result.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue Iris Morgan's test" })).toHaveAttribute("href", "/start-assessment/open");
    expect(screen.queryByRole("link", { name: "Open the printable result" })).not.toBeInTheDocument();
  });
});

describe("the dashboard's subtitle", () => {
  it.each([
    ["an individual", fakeProfile(), "Track insights from the tests you have taken."],
    ["a parent", parent, "Track insights from the tests your children have taken."],
    ["a school", school, "Track insights from the tests your students have taken."],
    ["a professional", professional, "Track insights from the tests your clients have taken."],
  ])("speaks to %s about whose tests they are", async (_who, profile, subtitle) => {
    renderDashboard(profile, { participants: [], results: [] });
    expect(await screen.findByText(subtitle)).toBeInTheDocument();
  });
});
