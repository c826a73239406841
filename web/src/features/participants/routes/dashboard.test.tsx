// The dashboard of schools and professionals: the meter, the list, its filters and the drill-down.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiClient } from "../../../lib/api-client";
import { fakeParticipant, fakeResult } from "../../../testing/factories";
import { completed, listedNames, professional, renderDashboard, school, waitForList, peopleTable } from "../testing/dashboard-page";
import type { DashboardData } from "../testing/dashboard-page";
import { fakeResultDetail, fakeSectionScore } from "../../../testing/result-factories";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));

afterEach(() => vi.mocked(apiClient.get).mockReset());

const student = (id: string, name: string, grade: string, section: string) => fakeParticipant({ id, name, grade, section });

const ana = student("p1", "Ana Park", "2", "A");
const ben = student("p2", "Ben Cole", "2", "B");
const cal = student("p3", "Cal Reed", "3", "A");
const dee = student("p4", "Dee Lund", "3", "A");
const eve = student("p5", "Eve Moss", "3", "B");
const schoolData: DashboardData = {
  participants: [ana, ben, cal, dee, eve],
  results: [
    completed("r1", ana, "low"),
    completed("r2", ben, "high"),
    completed("r3", cal, "medium"),
    fakeResult({ id: "r4", participant_id: dee.id, status: "in_progress", risk_level: null, completed_at: null }),
  ],
  details: [
    fakeResultDetail({
      id: "r2",
      participant: { id: ben.id, name: ben.name, grade: "2", section: "B" },
      participant_id: ben.id,
      risk_level: "high",
      risk_score: 0.2,
      section_scores: { memory: fakeSectionScore(2, 10), phonological_awareness: fakeSectionScore(1, 10), spatial_awareness: fakeSectionScore(3, 10) },
    }),
  ],
};

const meterButton = (name: RegExp) => within(screen.getByRole("group", { name: "Show one risk level" })).getByRole("button", { name });

describe("Dashboard summary for a school", () => {
  it("shows the overall meter and every student with their latest risk or status", async () => {
    renderDashboard(school, schoolData);
    await waitForList();
    expect(listedNames()).toEqual(["Ana Park", "Ben Cole", "Cal Reed", "Dee Lund", "Eve Moss"]);
    const rows = within(peopleTable()).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[3]?.textContent)).toEqual(["Low", "High", "Medium", "In progress", "No test yet"]);
    expect(within(rows[0] as HTMLElement).getByRole("link", { name: "View result for Ana Park" })).toHaveAttribute("href", "/dashboard/results/r1");
    // A test in progress is continued, and has no result to view yet.
    expect(within(rows[3] as HTMLElement).getByRole("link", { name: "Continue Dee Lund's test" })).toHaveAttribute("href", "/start-assessment/r4");
    expect(within(rows[3] as HTMLElement).queryByRole("link", { name: /result/ })).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("High")).toHaveClass("risk-badge", "risk-badge--high");

    const meter = screen.getByRole("region", { name: "Overall results" });
    expect(meter).toHaveTextContent("3assessments");
    expect(meterButton(/^Low risk/)).toHaveTextContent("Low risk: 1 (33%)");
    expect(meterButton(/^High risk/)).toHaveTextContent("High risk: 1 (33%)");
  });

  it("filters by grade, section and risk, and clears the filters", async () => {
    const user = renderDashboard(school, schoolData);
    await waitForList();
    const clear = screen.getByRole("button", { name: "Clear filters" });
    expect(clear).toBeDisabled();

    await user.selectOptions(screen.getByLabelText("Grade"), "3");
    await waitFor(() => expect(listedNames()).toEqual(["Cal Reed", "Dee Lund", "Eve Moss"]));
    expect(screen.getByRole("region", { name: "Overall results" })).toHaveTextContent("1assessment");

    await user.selectOptions(screen.getByLabelText("Section"), "A");
    await waitFor(() => expect(listedNames()).toEqual(["Cal Reed", "Dee Lund"]));

    await user.click(meterButton(/^Medium risk/));
    await waitFor(() => expect(listedNames()).toEqual(["Cal Reed"]));
    expect(screen.getByLabelText("Risk")).toHaveValue("medium");

    await user.selectOptions(screen.getByLabelText("Risk"), "high");
    expect(meterButton(/^High risk/)).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByRole("cell", { name: "No students match these filters" })).toBeInTheDocument();

    await user.click(clear);
    await waitFor(() => expect(listedNames()).toEqual(["Ana Park", "Ben Cole", "Cal Reed", "Dee Lund", "Eve Moss"]));
    expect(screen.getByLabelText("Grade")).toHaveValue("");
    expect(screen.getByLabelText("Section")).toHaveValue("");
    expect(screen.getByLabelText("Risk")).toHaveValue("");
    expect(meterButton(/^High risk/)).toHaveAttribute("aria-pressed", "false");
    expect(clear).toBeDisabled();
  });

  it("drills into a student and back, keeping the filters", async () => {
    const user = renderDashboard(school, schoolData);
    await waitForList();
    await user.selectOptions(screen.getByLabelText("Grade"), "2");
    await user.click(screen.getByRole("button", { name: "Ben Cole" }));

    expect(screen.getByRole("heading", { level: 2, name: "Ben Cole" })).toBeInTheDocument();
    const results = await screen.findByRole("region", { name: "Results for Ben Cole" });
    expect(await within(results).findByText("High risk")).toBeInTheDocument();
    expect(within(results).getByRole("row", { name: /Phonological Awareness/ })).toHaveTextContent("1 of 10 right (10%)");
    expect(screen.queryByRole("table", { name: /^(Students|Children|Clients|Participants)$/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Back" }));
    await waitForList();
    expect(screen.getByLabelText("Grade")).toHaveValue("2");
    await waitFor(() => expect(listedNames()).toEqual(["Ana Park", "Ben Cole"]));
    expect(screen.queryByRole("heading", { level: 2, name: "Ben Cole" })).not.toBeInTheDocument();
    // The page's Back is the browser's: the list's own history entry, where it was scrolled to.
    expect(screen.getByText("Last navigation: POP")).toBeInTheDocument();
  });

  it("opens the list when a student's address was opened directly (nothing to go back to)", async () => {
    const user = renderDashboard(school, schoolData, "/dashboard?participant=p2");
    expect(await screen.findByRole("heading", { level: 2, name: "Ben Cole" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    await waitForList();
    expect(screen.getByText("Last navigation: PUSH")).toBeInTheDocument();
  });

  it("says the participant could not be loaded when the address names one who is not listed", async () => {
    renderDashboard(school, schoolData, "/dashboard?participant=gone");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load participant. Please try again later.");
    await waitForList();
  });
});

describe("Dashboard summary for a big school", () => {
  it("reads the students a page at a time, counted on the server, and shows more on request", async () => {
    const many = Array.from({ length: 55 }, (_, i) => student(`s${i}`, `Student ${String(i).padStart(2, "0")}`, "4", "A"));
    const user = renderDashboard(school, { participants: many, results: [completed("big-r1", many[54] as never, "high")] });
    await waitForList();
    expect(listedNames()).toHaveLength(50);
    expect(screen.getByText("Showing 50 of 55 students")).toBeInTheDocument();
    expect(meterButton(/^High risk/)).toHaveTextContent("High risk: 1 (100%)");

    await user.click(screen.getByRole("button", { name: "Show more students" }));
    await waitFor(() => expect(listedNames()).toHaveLength(55));
    expect(screen.queryByRole("button", { name: "Show more students" })).not.toBeInTheDocument();
    // Never the whole list of participants: each request names a page (SWR reads the first again with the next).
    const participantCalls = vi.mocked(apiClient.get).mock.calls.filter(([path]) => path === "/participants/");
    expect(participantCalls.every(([, options]) => options?.query?.limit === 50)).toBe(true);
    expect(participantCalls.map(([, options]) => options?.query?.cursor)).toContain("50");
  });
});

describe("Dashboard summary for a professional", () => {
  it("filters by risk only when the clients have no grades or sections", async () => {
    const client = fakeParticipant({ id: "c1", name: "Noor Ali", grade: null, section: null });
    renderDashboard(professional, { participants: [client], results: [completed("r9", client, "medium")] });
    await waitForList();
    expect(screen.queryByLabelText("Grade")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Section")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Risk")).toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Grade" })).not.toBeInTheDocument();
    // A professional drills down too, with a back button.
    await userEvent.setup().click(screen.getByRole("button", { name: "Noor Ali" }));
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
  });
});
