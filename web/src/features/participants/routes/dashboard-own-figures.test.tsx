import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@lingui/core";
import { getOwnEvidence } from "@readbright/domain/api/evidence-mine";
import type { OwnEvidenceResponse } from "@readbright/domain/api/evidence-mine";
import { apiClient } from "../../../lib/api-client";
import { fakeParticipant } from "../../../testing/factories";
import { completed, parent, professional, renderDashboard, school, waitForList } from "../testing/dashboard-page";
import { OWN_FIGURES_TITLE } from "../components/own-figures";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
afterEach(() => vi.mocked(apiClient.get).mockReset());

const ana = fakeParticipant({ id: "p1", name: "Ana Park", grade: "2", section: "A" });

const ownEvidence: OwnEvidenceResponse = {
  computed_at: "2026-11-28T09:30:00.000Z",
  min_cell: 30,
  assessments: [
    {
      assessment_id: "age-8-10-v1",
      band_label: "Ages 8 to 10",
      version: 1,
      language: "en",
      completed: 48,
      flagged: 5,
      flags: [
        { code: "too_fast", count: 3 },
        { code: "at_chance", count: 2 },
        { code: "unheard", count: 0 },
      ],
      sections: [
        { section: "memory", n: 43, mean: 5.44, sd: 1.71 },
        { section: "phonological_awareness", n: 12, mean: null, sd: null },
      ],
    },
  ],
};

const ownEvidenceReads = () => vi.mocked(apiClient.get).mock.calls.filter(([path]) => path === getOwnEvidence.href()).length;

describe("The dashboard's own figures", () => {
  it("shows a school its completed and flagged screenings, and section means only where 30 results stand behind them", async () => {
    renderDashboard(school, { participants: [ana], results: [completed("r1", ana, "low")], ownEvidence });
    const region = await screen.findByRole("region", { name: i18n._(OWN_FIGURES_TITLE) });
    expect(region).toHaveTextContent("48 completed, 5 flagged for a check (Too fast 3, At chance 2)");
    const table = within(region).getByRole("table", { name: "Section scores, Ages 8 to 10, version 1, English test" });
    expect(within(within(table).getByRole("row", { name: /^Memory/ })).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["Memory", "43", "5.4", "1.7"]);
    expect(within(within(table).getByRole("row", { name: /^Phonological/ })).getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
      "Phonological Awareness",
      "12",
      "–",
      "–",
    ]);
    expect(within(region).getByRole("link", { name: "Evidence" })).toHaveAttribute("href", "/evidence");
  });

  it("keeps a Spanish test's figures apart from the English one's, each named by its language", async () => {
    const english = ownEvidence.assessments[0]!;
    const spanish = { ...english, assessment_id: "age-8-10-es-v1", language: "es" as const, completed: 31, flagged: 0, flags: [], sections: [{ section: "memory" as const, n: 31, mean: 6.1, sd: 1.2 }] };
    renderDashboard(school, { participants: [ana], results: [completed("r1", ana, "low")], ownEvidence: { ...ownEvidence, assessments: [english, spanish] } });
    const region = await screen.findByRole("region", { name: i18n._(OWN_FIGURES_TITLE) });
    expect(within(region).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Ages 8 to 10, version 1, English test",
      "Ages 8 to 10, version 1, Spanish test",
    ]);
    const table = within(region).getByRole("table", { name: "Section scores, Ages 8 to 10, version 1, Spanish test" });
    expect(within(within(table).getByRole("row", { name: /^Memory/ })).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["Memory", "31", "6.1", "1.2"]);
  });

  it("shows a professional theirs too, and nothing before a first completed screening", async () => {
    renderDashboard(professional, { participants: [ana], results: [], ownEvidence: { ...ownEvidence, assessments: [] } });
    await waitForList();
    await waitFor(() => expect(ownEvidenceReads()).toBe(1));
    expect(screen.queryByRole("region", { name: i18n._(OWN_FIGURES_TITLE) })).not.toBeInTheDocument();
  });

  it("never asks for a family's", async () => {
    renderDashboard(parent, { participants: [ana], results: [completed("r1", ana, "low")], ownEvidence });
    await waitForList();
    expect(ownEvidenceReads()).toBe(0);
    expect(screen.queryByRole("region", { name: i18n._(OWN_FIGURES_TITLE) })).not.toBeInTheDocument();
  });
});
