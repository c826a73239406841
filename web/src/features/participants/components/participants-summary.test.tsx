import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render";
import { fakeParticipant, fakeResult } from "../../../testing/factories";
import { participantRows } from "../utils/dashboard-rows";
import { ParticipantsSummary } from "./participants-summary";

const untested = participantRows([fakeParticipant({ id: "p1", name: "Ada Stone" })], []);
const filters = { grade: "", section: "", risk: "" } as const;

function show({ counts = { low: 0, medium: 0, high: 0 }, moreToLoad = false, inSpanish = 0 } = {}) {
  renderWithProviders(
    <ParticipantsSummary
      rows={untested}
      counts={counts}
      loading={false}
      moreToLoad={moreToLoad}
      filters={filters}
      groups={null}
      onFilter={() => {}}
      onClearFilters={() => {}}
      onOpen={() => {}}
      inSpanish={inSpanish}
    />,
  );
  return screen.getByRole("button", { name: "Download results" });
}

describe("Download results on the dashboard", () => {
  it("is offered when a test exists under the filters though none is on this page: counted on the server", () => {
    expect(show({ counts: { low: 2, medium: 0, high: 0 } })).toBeEnabled();
  });

  it("is offered when more of the list is still to be read", () => {
    expect(show({ moreToLoad: true })).toBeEnabled();
  });

  it("says why not when nobody under the filters has a test", () => {
    const button = show();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("No test results to download for these filters yet.");
  });
});

describe("the meter's tests taken in Spanish", () => {
  it("says how many of the counted tests were taken in Spanish, leaving the counts as they are", () => {
    show({ counts: { low: 2, medium: 1, high: 1 }, inSpanish: 2 });
    expect(screen.getByText("Of these, 2 tests were taken in Spanish.")).toBeInTheDocument();
  });

  it("says nothing of languages when no test was taken in Spanish", () => {
    show({ counts: { low: 2, medium: 0, high: 0 } });
    expect(screen.queryByText(/taken in Spanish/)).not.toBeInTheDocument();
  });
});

describe("a dashboard row without an open test", () => {
  it("offers a new test to someone never tested, and to someone whose last test was abandoned", () => {
    const abandoned = participantRows(
      [fakeParticipant({ id: "p2", name: "Ben Holt" })],
      [fakeResult({ id: "r2", participant_id: "p2", participant: { id: "p2", name: "Ben Holt", grade: null, section: null }, status: "abandoned", risk_level: null })],
    );
    renderWithProviders(
      <ParticipantsSummary rows={[...untested, ...abandoned]} counts={{ low: 0, medium: 0, high: 0 }} loading={false} filters={filters} groups={null} onFilter={() => {}} onClearFilters={() => {}} onOpen={() => {}} />,
    );
    expect(screen.getByRole("button", { name: "Start a new test for Ada Stone" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Start a new test for Ben Holt" })).toBeEnabled();
  });

  it("names the checks of a flagged latest test and offers a new test in its place; a trusted one offers none", () => {
    const flags = [{ code: "at_chance" as const, section: "memory" as const, figures: { correct: 2, marked: 9, expected: 1.3, p_value: 0.37 } }];
    const person = (id: string, name: string) => ({ participant_id: id, participant: { id, name, grade: null, section: null } });
    const rows = participantRows(
      [fakeParticipant({ id: "p3", name: "Cy Moss" }), fakeParticipant({ id: "p4", name: "Di Park" })],
      [fakeResult({ id: "r3", ...person("p3", "Cy Moss"), validity_flags: flags }), fakeResult({ id: "r4", ...person("p4", "Di Park"), validity_flags: [] })],
    );
    renderWithProviders(<ParticipantsSummary rows={rows} counts={{ low: 2, medium: 0, high: 0 }} loading={false} filters={filters} groups={null} onFilter={() => {}} onClearFilters={() => {}} onOpen={() => {}} />);
    expect(screen.getByRole("columnheader", { name: "Checks" })).toBeInTheDocument();
    expect(screen.getByText("Check: At chance (Memory)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start a new test for Cy Moss" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Start a new test for Di Park" })).not.toBeInTheDocument();
  });
});
