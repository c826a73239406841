import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { fakeProfile } from "../../../testing/profile";
import { fakeParticipant, fakeResult } from "../../../testing/factories";
import { PARENT as parent, renderMyTestsPage as renderPage, restoreAfterEachTest, SCHOOL_ADMIN as school } from "../testing/my-tests-page";
import { mockedApiCalls } from "../../../testing/mock-api-client";
import { participantPage, summary } from "../testing/dashboard-page";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const { get, post, del } = mockedApiCalls();

restoreAfterEachTest();

const headers = () => screen.getAllByRole("columnheader").map((cell) => cell.textContent);

describe("My Tests table", () => {
  it("says 'Loading...' while the tests load", async () => {
    renderPage(school, new Promise<never>(() => {}));
    expect(await screen.findByRole("cell", { name: "Loading..." })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Tests" })).toHaveAttribute("aria-busy", "true");
  });

  it("says 'No data available' and why when the tests cannot be loaded", async () => {
    renderPage(parent, new ApiError(500, "boom"));
    expect(await screen.findByRole("cell", { name: "No data available" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to get assessment result");
  });

  it("shows each test's risk, or its status while it is not completed", async () => {
    renderPage(parent, [
      fakeResult(),
      fakeResult({ id: "r2", status: "in_progress", risk_level: null, completed_at: null }),
      fakeResult({ id: "r3", status: "not_started", risk_level: null, started_at: null, completed_at: null }),
    ]);
    expect(await screen.findByRole("cell", { name: "Low" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "In progress" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Not started" })).toBeInTheDocument();
    expect(headers()).toEqual(["Date", "Name", "Dyslexia risk", "Checks", "Link", "Actions"]);
  });

  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const taken = (id: string, days: number) => ({ id, created_at: daysAgo(days), started_at: daysAgo(days), completed_at: daysAgo(days) });

  it("says when a participant with two screenings in 8 months can be screened again", async () => {
    renderPage(parent, [fakeResult(taken("r2", 1)), fakeResult(taken("r1", 30))]);
    expect(await screen.findByText(/Can be screened again on/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start a new test for Mia Stone" })).not.toBeInTheDocument();
  });

  it("names a flagged test's checks, and offers a new test in its place at once (it does not count)", async () => {
    const flags = [{ code: "too_fast" as const, section: null, figures: { median_ms: 210, answers: 20, floor_ms: 450 } }];
    renderPage(parent, [fakeResult({ ...taken("r2", 1), validity_flags: flags }), fakeResult(taken("r1", 30))]);
    expect(await screen.findByRole("cell", { name: "Check: Too fast" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start a new test for Mia Stone" })).toBeInTheDocument();
    expect(screen.queryByText(/Can be screened again on/)).not.toBeInTheDocument();
  });

  it("gives a parent a child selector and Start a test", async () => {
    renderPage(parent, [fakeResult()]);
    const selector = await screen.findByLabelText("Child");
    expect(within(selector).getByRole("option", { name: "Select a child" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start a test" })).toBeInTheDocument();
  });

  it("has no name column and no start button for individuals", async () => {
    renderPage(fakeProfile(), [fakeResult()]);
    await screen.findByRole("cell", { name: "Low" });
    expect(headers()).toEqual(["Date", "Dyslexia risk", "Checks", "Link", "Actions"]);
    expect(screen.queryByRole("button", { name: "Start a test" })).not.toBeInTheDocument();
  });

  it("gives a school grade and section filters, Add student and Create group test", async () => {
    const zed = fakeParticipant({ id: "p2", name: "Zed", grade: "5", section: "A" });
    const user = renderPage(school, [fakeResult(), fakeResult({ id: "r2", participant_id: "p2", participant: { id: "p2", name: "Zed", grade: "5", section: "A" } })], [fakeParticipant(), zed]);
    await screen.findByRole("cell", { name: "Zed" });
    await user.selectOptions(screen.getByLabelText("Grade"), "5");
    expect(screen.queryByRole("cell", { name: "Mia Stone" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Section")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Create group test" }));
    const dialog = screen.getByRole("dialog", { name: "Create group test" });
    expect(within(dialog).getByRole("button", { name: "Download template" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "Add student" }));
    expect(within(screen.getByRole("dialog")).getByLabelText("Grade")).toBeInTheDocument();
  });

  it("copies the test link to the clipboard", async () => {
    const user = renderPage(parent, [fakeResult({ id: "r9" })]);
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(await screen.findByRole("button", { name: "Copy test link for Mia Stone" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/assessment/r9`);
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
  });

  it("asks for confirmation before deleting a test, then refreshes", async () => {
    const user = renderPage(parent, [fakeResult({ id: "r9" })]);
    await user.click(await screen.findByRole("button", { name: "More actions for Mia Stone's test" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this test?" });
    expect(del).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(del).toHaveBeenCalledWith("/assessment-results/r9", { requireSignIn: true });
    expect(await screen.findByRole("heading", { level: 2, name: "No test data yet!" })).toBeInTheDocument();
  });

  it("can cancel a delete", async () => {
    const user = renderPage(parent, [fakeResult()]);
    await user.click(await screen.findByRole("button", { name: "More actions for Mia Stone's test" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(del).not.toHaveBeenCalled();
  });
});

describe("a big school", () => {
  it("shows its students a page at a time, by name, without reading every student or every test", async () => {
    const students = Array.from({ length: 55 }, (_, i) => fakeParticipant({ id: `s${i}`, name: `Student ${String(i).padStart(2, "0")}`, grade: "4", section: "B" }));
    const first = fakeResult({ id: "r0", participant_id: "s0", participant: { id: "s0", name: "Student 00", grade: "4", section: "B" } });
    const user = renderPage(school, [first], students);
    const table = await screen.findByRole("table", { name: "Tests" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(51));
    expect(screen.getByText("Showing 50 of 55 students")).toBeInTheDocument();
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Student 00");
    expect(within(table).getAllByRole("row")[2]).toHaveTextContent("No test yet");

    await user.click(screen.getByRole("button", { name: "Show more students" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(56));
    expect(screen.queryByRole("button", { name: "Show more students" })).not.toBeInTheDocument();
    // Only pages and counts were read: no whole list of students, nor of tests.
    const reads = get.mock.calls.map(([path, options]) => [path, (options as { query?: { limit?: number } } | undefined)?.query?.limit ?? null]);
    expect(reads.filter(([path, limit]) => (path === "/participants/" && limit === null) || path === "/assessment-results/")).toEqual([]);
  });
});

describe("students without a test", () => {
  it("lists a group upload's students at once, each with a first test to start", async () => {
    const user = renderPage(school, [], []);
    await screen.findByRole("heading", { level: 2, name: "No test results yet!" });
    const uploaded = [fakeParticipant({ id: "u1", name: "Ada Lane" }), fakeParticipant({ id: "u2", name: "Ben Ode" })];
    post.mockImplementation(async (path: string) => {
      if (path !== "/participants/upload/") throw new Error(`unexpected POST ${path}`);
      // The server now lists the uploaded students, a page at a time.
      get.mockImplementation(async (getPath: string, options?: { query?: Record<string, string | number | undefined> }) => {
        if (getPath === "/profile/") return school as never;
        if (getPath === "/participants/" && options?.query?.limit) return participantPage({ participants: uploaded, results: [] }, options.query) as never;
        if (getPath === "/participants/summary/") return summary({ participants: uploaded, results: [] }, {}) as never;
        throw new Error(`unexpected GET ${getPath}`);
      });
      return { created: 2 } as never;
    });

    await user.click(screen.getByRole("button", { name: "Create group test" }));
    const dialog = screen.getByRole("dialog", { name: "Create group test" });
    await user.upload(within(dialog).getByLabelText("CSV file"), new File(["Name*\r\n"], "class.csv", { type: "text/csv" }));
    await user.click(within(dialog).getByRole("checkbox", { name: /^Our school holds the consent/ }));
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));

    const table = await screen.findByRole("table", { name: "Tests" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[1]?.textContent)).toEqual(["Ada Lane", "Ben Ode"]);
    expect(within(rows[0] as HTMLElement).getByRole("cell", { name: "No test yet" })).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole("button", { name: "Start a test for Ada Lane" })).toBeEnabled();
  });

  it("keeps a parent's list to the tests taken (children are chosen in the selector)", async () => {
    renderPage(parent, [fakeResult()], [fakeParticipant(), fakeParticipant({ id: "p2", name: "Leo Hart" })]);
    await screen.findByRole("cell", { name: "Low" });
    expect(screen.queryByRole("cell", { name: "Leo Hart" })).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch participants' when the students cannot be loaded", async () => {
    renderPage(school, [fakeResult()], []);
    get.mockImplementation(async (path: string) => {
      if (path === "/profile/") return school as never;
      if (path === "/assessment-results/") return [fakeResult()] as never;
      throw new ApiError(500, "Internal server error");
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch participants");
  });
});
