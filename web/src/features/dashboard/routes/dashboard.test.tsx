import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useNavigationType } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { Profile } from "@readbright/domain/profile";
import { apiClient } from "../../../lib/api-client";
import { signedInAuth } from "../../../testing/auth";
import { FreshCache, fakeProfile } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
import type { AssessmentResultDetail } from "../api/get-assessment-result";
import type { AssessmentResultItem } from "../api/get-assessment-results";
import { fakeParticipant, fakeResult } from "../testing/factories";
import { fakeOpenResultDetail, fakeResultDetail, fakeSectionScore } from "../testing/result-factories";
import { DashboardPage } from "./dashboard";

vi.mock("../../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiClient: { get: vi.fn(), post: vi.fn(), patch: vi.fn() },
}));
const get = vi.mocked(apiClient.get);

afterEach(() => get.mockReset());

interface Data {
  participants: Participant[];
  results: AssessmentResultItem[];
  details?: AssessmentResultDetail[];
}

/** How the page got to its address: a Back (POP) returns to the list's history entry, and its scroll place. */
function NavigationType() {
  return <p>Last navigation: {useNavigationType()}</p>;
}

function renderDashboard(profile: Profile, { participants, results, details = [] }: Data, route = "/dashboard") {
  get.mockImplementation(async (path: string) => {
    if (path === "/profile/") return profile as never;
    if (path === "/participants/") return participants as never;
    if (path === "/assessment-results/") return results as never;
    const detail = details.find((d) => path === `/get-assessment-result-by-id/${d.id}/`);
    if (detail) return detail as never;
    throw new Error(`unexpected GET ${path}`);
  });
  const user = userEvent.setup();
  renderWithProviders(
    <FreshCache>
      <DashboardPage />
      <NavigationType />
    </FreshCache>,
    { route, path: "/dashboard", auth: signedInAuth() },
  );
  return user;
}

const school = fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" });
const parent = fakeProfile({ user_type: "parent", user_subtype: "parent" });
const professional = fakeProfile({ user_type: "organization", user_subtype: "organization_admin", professional: "dyslexia_professional" });

const student = (id: string, name: string, grade: string, section: string) => fakeParticipant({ id, name, grade, section });
const completed = (id: string, p: Participant, risk_level: "low" | "medium" | "high") =>
  fakeResult({ id, participant_id: p.id, participant: { id: p.id, name: p.name, grade: p.grade, section: p.section }, risk_level });

const ana = student("p1", "Ana Park", "2", "A");
const ben = student("p2", "Ben Cole", "2", "B");
const cal = student("p3", "Cal Reed", "3", "A");
const dee = student("p4", "Dee Lund", "3", "A");
const eve = student("p5", "Eve Moss", "3", "B");
const schoolData: Data = {
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

const listedNames = () =>
  within(screen.getByRole("table", { name: "Participants" }))
    .queryAllByRole("button")
    .map((button) => button.textContent);
const meterButton = (name: RegExp) => within(screen.getByRole("group", { name: "Show one risk level" })).getByRole("button", { name });

async function waitForList() {
  await waitFor(() => expect(listedNames().length).toBeGreaterThan(0));
}

describe("Dashboard summary for a school", () => {
  it("shows the overall meter and every student with their latest risk or status", async () => {
    renderDashboard(school, schoolData);
    await waitForList();
    expect(listedNames()).toEqual(["Ana Park", "Ben Cole", "Cal Reed", "Dee Lund", "Eve Moss"]);
    const rows = within(screen.getByRole("table", { name: "Participants" })).getAllByRole("row").slice(1);
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
    expect(listedNames()).toEqual(["Cal Reed", "Dee Lund", "Eve Moss"]);
    expect(screen.getByRole("region", { name: "Overall results" })).toHaveTextContent("1assessment");

    await user.selectOptions(screen.getByLabelText("Section"), "A");
    expect(listedNames()).toEqual(["Cal Reed", "Dee Lund"]);

    await user.click(meterButton(/^Medium risk/));
    expect(listedNames()).toEqual(["Cal Reed"]);
    expect(screen.getByLabelText("Risk")).toHaveValue("medium");

    await user.selectOptions(screen.getByLabelText("Risk"), "high");
    expect(meterButton(/^High risk/)).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("cell", { name: "No participants match these filters" })).toBeInTheDocument();

    await user.click(clear);
    expect(listedNames()).toEqual(["Ana Park", "Ben Cole", "Cal Reed", "Dee Lund", "Eve Moss"]);
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
    expect(screen.queryByRole("table", { name: "Participants" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Back" }));
    await waitForList();
    expect(screen.getByLabelText("Grade")).toHaveValue("2");
    expect(listedNames()).toEqual(["Ana Park", "Ben Cole"]);
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

describe("Dashboard summary for a parent", () => {
  const amara = fakeParticipant({ id: "k1", name: "Amara Diaz", grade: null, section: null });
  const tobi = fakeParticipant({ id: "k2", name: "Tobi Diaz", grade: null, section: null });
  const data: Data = {
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
    expect(screen.queryByRole("table", { name: "Participants" })).not.toBeInTheDocument();
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
