import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render";
import { fakeParticipant, fakeResult } from "../../../testing/factories";
import { participantRows } from "../utils/dashboard-rows";
import { ParticipantsSummary } from "./participants-summary";

const untested = participantRows([fakeParticipant({ id: "p1", name: "Ada Stone" })], []);
const filters = { grade: "", section: "", risk: "" } as const;

function show({ counts = { low: 0, medium: 0, high: 0 }, moreToLoad = false } = {}) {
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
});
