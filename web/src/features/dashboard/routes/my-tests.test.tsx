import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { Profile } from "@readbright/domain/profile";
import { ApiError, apiClient } from "../../../lib/api-client";
import { FreshCache, fakeProfile } from "../../../testing/profile";
import { signedInAuth } from "../../../testing/auth";
import { renderWithProviders } from "../../../testing/render";
import type { AssessmentResultItem } from "../api/get-assessment-results";
import { fakeParticipant, fakeResult } from "../testing/factories";
import { MyTestsPage } from "./my-tests";

vi.mock("../../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiClient: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() },
}));
const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);
const del = vi.mocked(apiClient.delete);

afterEach(() => {
  get.mockReset();
  post.mockReset();
  del.mockReset();
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, "createObjectURL");
  Reflect.deleteProperty(URL, "revokeObjectURL");
});

const parent = fakeProfile({ user_type: "parent", user_subtype: "parent" });
const school = fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" });

function renderPage(profile: Profile, results: AssessmentResultItem[] | Error | Promise<never>, people: Participant[] = [fakeParticipant()]) {
  // The server's copy: starting a test changes it, never the caller's array.
  const participants = [...people];
  let current = results;
  post.mockImplementation(async (_path: string, input: unknown) => {
    const { participant_id } = input as { participant_id: string };
    const student = participants.find((p) => p.id === participant_id) as Participant;
    const created = fakeResult({ id: `r-${student.id}`, status: "not_started", risk_level: null, started_at: null, completed_at: null, participant_id, participant: { id: student.id, name: student.name, grade: student.grade, section: student.section } });
    if (Array.isArray(current)) current = [...current, created];
    const index = participants.indexOf(student);
    participants[index] = { ...student, latest_result: { id: created.id, status: "not_started", risk_level: null, started_at: null, completed_at: null } };
    return { id: created.id } as never;
  });
  get.mockImplementation(async (path: string) => {
    if (path === "/profile/") return profile as never;
    if (path === "/participants/") return [...participants] as never;
    if (path === "/assessments/by-age/") return { id: "age-8-10-v1" } as never;
    if (path === "/assessment-results/") {
      if (current instanceof Error) throw current;
      return (Array.isArray(current) ? [...current] : current) as never;
    }
    throw new Error(`unexpected GET ${path}`);
  });
  del.mockImplementation(async () => {
    current = [];
    return undefined as never;
  });
  const user = userEvent.setup();
  renderWithProviders(
    <FreshCache>
      <MyTestsPage />
    </FreshCache>,
    { route: "/dashboard/my-tests", auth: signedInAuth() },
  );
  return user;
}

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
    expect(headers()).toEqual(["Date", "Name", "Dyslexia risk", "Link", "Test", "Actions"]);
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
    expect(headers()).toEqual(["Date", "Dyslexia risk", "Link", "Test", "Actions"]);
    expect(screen.queryByRole("button", { name: "Start a test" })).not.toBeInTheDocument();
  });

  it("gives a school grade and section filters, Add student and Create group test", async () => {
    const user = renderPage(school, [fakeResult(), fakeResult({ id: "r2", participant: { id: "p2", name: "Zed", grade: "5", section: "A" } })]);
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
    expect(del).toHaveBeenCalledWith("/assessment-results/r9");
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

describe("students without a test", () => {
  it("lists a group upload's students at once, each with a first test to start", async () => {
    const user = renderPage(school, [], []);
    await screen.findByRole("heading", { level: 2, name: "No test results yet!" });
    const uploaded = [fakeParticipant({ id: "u1", name: "Ada Lane" }), fakeParticipant({ id: "u2", name: "Ben Ode" })];
    post.mockImplementation(async (path: string) => {
      if (path !== "/participants/upload/") throw new Error(`unexpected POST ${path}`);
      get.mockImplementation(async (getPath: string) => {
        if (getPath === "/profile/") return school as never;
        if (getPath === "/participants/") return uploaded as never;
        if (getPath === "/assessment-results/") return [] as never;
        throw new Error(`unexpected GET ${getPath}`);
      });
      return { created: 2 } as never;
    });

    await user.click(screen.getByRole("button", { name: "Create group test" }));
    const dialog = screen.getByRole("dialog", { name: "Create group test" });
    await user.upload(within(dialog).getByLabelText("CSV file"), new File(["Name*\r\n"], "class.csv", { type: "text/csv" }));
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

/** Catches the next CSV download: its file name and text. */
function catchDownload(): Promise<{ fileName: string; text: string }> {
  return new Promise((resolve) => {
    let blob: Blob | undefined;
    Object.assign(URL, { createObjectURL: (value: Blob) => ((blob = value), "blob:csv"), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      const fileName = this.download;
      const reader = new FileReader();
      reader.onload = () => resolve({ fileName, text: String(reader.result) });
      reader.readAsText(blob as Blob);
    });
  });
}

describe("the class list", () => {
  const students = [
    fakeParticipant({ id: "p1", name: "Ada Lane", grade: "4", section: "B", student_code: "AD3456", latest_result: { id: "r1", status: "not_started", risk_level: null, started_at: null, completed_at: null } }),
    fakeParticipant({ id: "p2", name: "Ben Ode", grade: "4", section: "A", student_code: "BN6789" }),
    fakeParticipant({ id: "p3", name: "Cy Moss", grade: "5", section: "B", student_code: "CY7892" }),
  ];
  const rows = (text: string) => text.replace(/^\uFEFF/, "").trim().split("\r\n");

  it("downloads the students of the chosen grade and section with their Student IDs", async () => {
    // Cy has no test yet: his grade is offered all the same.
    const user = renderPage(school, [fakeResult({ id: "r1", participant: { id: "p1", name: "Ada Lane", grade: "4", section: "B" } })], students);
    const button = await screen.findByRole("button", { name: "Download class list" });
    await waitFor(() => expect(button).toBeEnabled());
    expect(within(screen.getByLabelText("Grade")).getAllByRole("option").map((o) => o.textContent)).toEqual(["All grades", "4", "5"]);

    await user.selectOptions(screen.getByLabelText("Grade"), "4");
    await user.selectOptions(screen.getByLabelText("Section"), "B");
    const download = catchDownload();
    await user.click(button);
    const { fileName, text } = await download;
    expect(fileName).toBe("class-list-grade-4-section-B.csv");
    expect(rows(text)).toEqual(["Name,Grade,Section,Student ID,Test link", `Ada Lane,4,B,AD3456,${window.location.origin}/assessment/r1`]);
  });

  it("lists every student when no filter is chosen", async () => {
    const user = renderPage(school, [], students);
    const button = await screen.findByRole("button", { name: "Download class list" });
    await waitFor(() => expect(button).toBeEnabled());
    const download = catchDownload();
    await user.click(button);
    const { fileName, text } = await download;
    expect(fileName).toBe("class-list.csv");
    expect(rows(text).slice(1).map((row) => row.split(",")[3])).toEqual(["BN6789", "AD3456", "CY7892"]);
  });

  it("cannot be downloaded while a school has no students", async () => {
    renderPage(school, [], []);
    await screen.findByRole("heading", { level: 2, name: "No test results yet!" });
    expect(screen.getByRole("button", { name: "Download class list" })).toBeDisabled();
  });

  it("is offered to schools only", async () => {
    renderPage(parent, [fakeResult()]);
    await screen.findByRole("cell", { name: "Low" });
    expect(screen.queryByRole("button", { name: "Download class list" })).not.toBeInTheDocument();
  });
});

describe("starting a class's tests", () => {
  const waiting = { id: "r3", status: "not_started" as const, risk_level: null, started_at: null, completed_at: null };
  const students = [
    fakeParticipant({ id: "p1", name: "Ada Lane", grade: "4", section: "B" }),
    fakeParticipant({ id: "p2", name: "Ben Ode", grade: "4", section: "A" }),
    fakeParticipant({ id: "p3", name: "Cy Moss", grade: "4", section: "B", latest_result: waiting }),
  ];
  const cyTest = fakeResult({ id: "r3", status: "not_started", risk_level: null, participant_id: "p3", participant: { id: "p3", name: "Cy Moss", grade: "4", section: "B" } });

  it("gives each student of the chosen class who has none a test, after asking, and lists the new tests", async () => {
    const user = renderPage(school, [cyTest], students);
    await screen.findByRole("cell", { name: "Cy Moss" });
    await user.selectOptions(screen.getByLabelText("Grade"), "4");
    await user.selectOptions(screen.getByLabelText("Section"), "B");
    await user.click(screen.getByRole("button", { name: "Start class tests" }));
    const dialog = screen.getByRole("dialog", { name: "Start tests for this class?" });
    expect(dialog).toHaveTextContent("A test will be ready for each of the 1 student in grade 4, section B who have none yet.");
    expect(post).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole("button", { name: "Start tests" }));
    expect(await screen.findByRole("cell", { name: "Ada Lane" })).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith("/assessment-results/get-or-create/", { participant_id: "p1", assessment_id: "age-8-10-v1" });
    expect(get).toHaveBeenCalledWith("/assessments/by-age/", { query: { age: 9 } });
    expect(screen.getByRole("status")).toHaveTextContent("A test is ready for 1 student.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "Ben Ode" })).not.toBeInTheDocument();
  });

  it("cannot be started when every student listed has a test", async () => {
    const user = renderPage(school, [cyTest], students);
    await screen.findByRole("cell", { name: "Cy Moss" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Start class tests" })).toBeEnabled());
    await user.selectOptions(screen.getByLabelText("Grade"), "4");
    await user.selectOptions(screen.getByLabelText("Section"), "B");
    expect(screen.getByRole("button", { name: "Start class tests" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Start class tests" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Start tests" }));
    // Read again, the list shows Ada's new test too: nobody in 4B is left without one.
    await waitFor(() => expect(screen.getByRole("button", { name: "Start class tests" })).toBeDisabled());
  });

  it("says why it cannot start, beside the disabled button", async () => {
    const user = renderPage(school, [cyTest], students);
    await screen.findByRole("cell", { name: "Cy Moss" });
    await user.selectOptions(screen.getByLabelText("Grade"), "4");
    await user.selectOptions(screen.getByLabelText("Section"), "B");
    // Ada (4B) has no test yet: the button is enabled and needs no explanation.
    await waitFor(() => expect(screen.getByRole("button", { name: "Start class tests" })).toBeEnabled());
    expect(screen.getByRole("button", { name: "Start class tests" })).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole("button", { name: "Start class tests" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Start tests" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Start class tests" })).toBeDisabled());
    expect(screen.getByRole("button", { name: "Start class tests" })).toHaveAccessibleDescription("Every student in grade 4, section B has a test already.");
    expect(screen.getByText("Every student in grade 4, section B has a test already.")).toBeVisible();
  });

  it("says there are no students yet when a school has none", async () => {
    renderPage(school, [], []);
    await screen.findByRole("heading", { level: 2, name: "No test results yet!" });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Start class tests" })).toHaveAccessibleDescription("No students yet: add a student or create a group test first."),
    );
  });

  it("names the students who could not be given a test", async () => {
    const user = renderPage(school, [], students);
    post.mockRejectedValue(new ApiError(409, "This participant has already taken the test 2 times in the last 8 months"));
    const button = await screen.findByRole("button", { name: "Start class tests" });
    await waitFor(() => expect(button).toBeEnabled());
    await user.selectOptions(screen.getByLabelText("Section"), "A");
    await user.click(button);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Start tests" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("No test could be started for 1 student. Ben Ode: This participant has already taken the test 2 times in the last 8 months"));
  });
});
