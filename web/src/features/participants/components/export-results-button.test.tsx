// 'Download results' on My Tests and the dashboard: the server's CSV for the filters in force, saved
// under a name that says which; disabled with its reason when there is nothing to download.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@lingui/core";
import { ApiError } from "../../../lib/api-client";
import { fakeParticipant, fakeResult } from "../../../testing/factories";
import { mockedApiCalls } from "../../../testing/mock-api-client";
import { completed, renderDashboard, school as schoolProfile } from "../testing/dashboard-page";
import { renderMyTestsPage, restoreAfterEachTest, SCHOOL_ADMIN } from "../testing/my-tests-page";
import { NOTHING_TO_EXPORT } from "./export-results-button";
import { catchDownload } from "../../../testing/downloads";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const { get } = mockedApiCalls();
restoreAfterEachTest();

const SERVER_CSV = "\uFEFFStudent ID,Name\r\nK7M-Q2X-9PT,Ada Lane\r\n";
const EXPORT_PATH = /^\/assessment-results\/export\//;

/** The export answers `answer` (a CSV Blob, or an error thrown); every other GET as the page's helper set it up. */
function serveExport(answer: Blob | Error) {
  const page = get.getMockImplementation() as (path: string, options?: unknown) => Promise<unknown>;
  get.mockImplementation(async (path: string, options?: unknown) => {
    if (!EXPORT_PATH.test(path)) return page(path, options);
    if (answer instanceof Error) throw answer;
    return answer;
  });
}


const exportCalls = () => get.mock.calls.filter(([path]) => EXPORT_PATH.test(String(path)));

describe("Download results on a school's My Tests", () => {
  const students = [fakeParticipant({ id: "p1", name: "Ada Lane", grade: "4", section: "B" }), fakeParticipant({ id: "p2", name: "Ben Ode", grade: "5", section: "A" })];
  const results = [fakeResult({ id: "r1", participant_id: "p1", participant: { id: "p1", name: "Ada Lane", grade: "4", section: "B" } })];

  it("downloads the server's file for the grade and section chosen, named after them", async () => {
    const user = renderMyTestsPage(SCHOOL_ADMIN, results, students);
    serveExport(new Blob([SERVER_CSV], { type: "text/csv" }));
    const button = await screen.findByRole("button", { name: "Download results" });
    await waitFor(() => expect(button).toBeEnabled());

    await user.selectOptions(screen.getByLabelText("Grade"), "4");
    await user.selectOptions(screen.getByLabelText("Section"), "B");
    const download = catchDownload();
    await user.click(button);
    expect(await download).toEqual({ fileName: "results_grade-4_section-b.csv", text: SERVER_CSV });
    // Blank filters are left out (undefined: the client sends no such parameter).
    expect(exportCalls()).toEqual([["/assessment-results/export/", { query: { grade: "4", section: "B" }, responseType: "blob", requireSignIn: true }]]);
  });

  it("is disabled, saying why, when the class chosen has no test", async () => {
    const user = renderMyTestsPage(SCHOOL_ADMIN, results, students);
    await waitFor(() => expect(screen.getByRole("button", { name: "Download results" })).toBeEnabled());
    await user.selectOptions(screen.getByLabelText("Grade"), "5");
    const button = screen.getByRole("button", { name: "Download results" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(i18n._(NOTHING_TO_EXPORT));
  });

  it("tells a failure in an 'Error' toast and saves nothing", async () => {
    const user = renderMyTestsPage(SCHOOL_ADMIN, results, students);
    serveExport(new ApiError(500, "Internal server error"));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click");
    const button = await screen.findByRole("button", { name: "Download results" });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText("Failed to export results")).toBeVisible();
    expect(click).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
  });
});

describe("Download results on the dashboard", () => {
  const ana = fakeParticipant({ id: "p1", name: "Ana Park", grade: "2", section: "A" });
  const ben = fakeParticipant({ id: "p2", name: "Ben Cole", grade: "3", section: "B" });

  it("exports with the list's grade, section and risk filters in force", async () => {
    const user = renderDashboard(schoolProfile, { participants: [ana, ben], results: [completed("r1", ana, "high"), completed("r2", ben, "low")] }, "/dashboard?grade=2&risk=high");
    serveExport(new Blob([SERVER_CSV], { type: "text/csv" }));
    const button = await screen.findByRole("button", { name: "Download results" });
    await waitFor(() => expect(button).toBeEnabled());
    const download = catchDownload();
    await user.click(button);
    expect((await download).fileName).toBe("results_grade-2_risk-high.csv");
    expect(exportCalls().map(([, options]) => (options as { query?: object }).query)).toEqual([{ grade: "2", risk: "high" }]);
  });

  it("is disabled when no student the filters list has a test", async () => {
    renderDashboard(schoolProfile, { participants: [ana, ben], results: [completed("r1", ana, "high")] }, "/dashboard?grade=3");
    const button = await screen.findByRole("button", { name: "Download results" });
    await waitFor(() => expect(button).toHaveAccessibleDescription(i18n._(NOTHING_TO_EXPORT)));
    expect(button).toBeDisabled();
  });
});
