// Progress over time on the dashboard: the count of students who moved between risk levels,
// a student's row saying when they can be screened again, and the student's chart and change.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RiskLevel } from "@readbright/domain/enums";
import type { Participant } from "@readbright/domain/participant-schemas";
import { apiClient } from "../../../lib/api-client";
import { fakeParticipant, fakeResult } from "../../../testing/factories";
import { fakeResultDetail, fakeSectionScore } from "../../../testing/result-factories";
import { formatDay } from "../../../utils/result-labels";
import { listedNames, parent, renderDashboard, school, waitForList, peopleTable } from "../testing/dashboard-page";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));

afterEach(() => vi.mocked(apiClient.get).mockReset());

const DAY = 24 * 60 * 60 * 1000;
/** Days before now: the attempt limit is counted from the real clock. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

const ana = fakeParticipant({ id: "p1", name: "Ana Park", grade: "2", section: "A" });
const ben = fakeParticipant({ id: "p2", name: "Ben Cole", grade: "2", section: "A" });
const cal = fakeParticipant({ id: "p3", name: "Cal Reed", grade: "3", section: "B" });

/** A screening completed `days` ago with `memory` and `phonological` right of 10 each. */
function screening(id: string, p: Participant, days: number, risk_level: RiskLevel, memory: number, phonological: number) {
  return fakeResult({
    id,
    participant_id: p.id,
    participant: { id: p.id, name: p.name, grade: p.grade, section: p.section },
    created_at: daysAgo(days),
    started_at: daysAgo(days),
    completed_at: daysAgo(days),
    risk_level,
    section_scores: { memory: fakeSectionScore(memory, 10), phonological_awareness: fakeSectionScore(phonological, 10), spatial_awareness: fakeSectionScore(5, 10) },
  });
}

const anaFirst = screening("a1", ana, 120, "high", 5, 3);
const anaSecond = screening("a2", ana, 10, "medium", 8, 6);
const data = {
  participants: [ana, ben, cal],
  results: [
    anaSecond,
    anaFirst,
    // Ben's first screening is long gone from the 8-month window: he may be screened now.
    screening("b2", ben, 30, "high", 2, 2),
    screening("b1", ben, 400, "low", 9, 9),
    screening("c1", cal, 5, "low", 9, 9),
  ],
  details: [fakeResultDetail({ id: "a2", participant_id: ana.id, participant: anaSecond.participant, risk_level: "medium", completed_at: anaSecond.completed_at })],
};

describe("Progress on a school's dashboard", () => {
  it("counts the students who moved between risk levels since their last screening, up and down", async () => {
    renderDashboard(school, data);
    await waitForList();
    const movement = screen.getByRole("region", { name: "Changes in risk level" });
    expect(movement).toHaveTextContent("2 students moved between risk levels since their last screening");
    expect(movement).toHaveTextContent("1 to a higher risk, 1 to a lower risk, 0 unchanged");
  });

  it("says on the row of a student who used both attempts when they can be screened again", async () => {
    renderDashboard(school, data);
    await waitForList();
    expect(listedNames()).toEqual(["Ana Park", "Ben Cole", "Cal Reed"]);
    const rows = within(peopleTable()).getAllByRole("row").slice(1) as HTMLElement[];
    // Ana's first screening (120 days ago) leaves the window 8 months after it was taken.
    const again = new Date(anaFirst.created_at);
    again.setUTCMonth(again.getUTCMonth() + 8);
    expect(rows[0]).toHaveTextContent(`Can be screened again on ${formatDay(again)}`);
    expect(rows[1]).not.toHaveTextContent(/screened again/);
    expect(rows[2]).not.toHaveTextContent(/screened again/);
  });

  it("shows a student's screenings, the chart of their sections and what changed since the previous one", async () => {
    const user = renderDashboard(school, data);
    await waitForList();
    await user.click(screen.getByRole("button", { name: "Ana Park" }));
    const progress = await screen.findByRole("region", { name: "Progress" });
    const change = within(progress).getByRole("region", { name: "Since the previous screening" });
    expect(within(change).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Risk level: from High to Medium (lower risk)",
      "Memory +30 points",
      "Phonological Awareness +30 points",
      "Spatial Awareness unchanged",
    ]);
    const chart = within(progress).getByRole("figure", { name: "Section scores over time" });
    expect(within(chart).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["50%", "80%"]);
    const screenings = within(progress).getByRole("table", { name: "Screenings" });
    expect(within(screenings).getByRole("link", { name: `View result of ${formatDay(new Date(anaFirst.completed_at as string))} for Ana Park` })).toHaveAttribute(
      "href",
      "/dashboard/results/a1",
    );
    expect(within(screenings).getAllByRole("row")).toHaveLength(3);
  });

  it("with one screening, says progress appears after the next one", async () => {
    const user = renderDashboard(school, { ...data, details: [fakeResultDetail({ id: "c1", participant_id: cal.id, participant: data.results[4]!.participant })] });
    await waitForList();
    await user.click(screen.getByRole("button", { name: "Cal Reed" }));
    const progress = await screen.findByRole("region", { name: "Progress" });
    expect(progress).toHaveTextContent("Progress over time appears here after the next screening.");
    expect(within(progress).queryByRole("figure")).not.toBeInTheDocument();
  });
});

describe("Progress on a parent's dashboard", () => {
  it("counts children", async () => {
    renderDashboard(parent, { participants: [ana, cal], results: [anaSecond, anaFirst, data.results[4]!] });
    await waitForList();
    expect(screen.getByRole("region", { name: "Changes in risk level" })).toHaveTextContent("1 child moved between risk levels since their last screening");
  });
});
