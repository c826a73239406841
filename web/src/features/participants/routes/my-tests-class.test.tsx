// My Tests for a school's class: the class list with Student IDs, and starting the class's tests.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { fakeParticipant, fakeResult } from "../../../testing/factories";
import { PARENT as parent, renderMyTestsPage as renderPage, restoreAfterEachTest, SCHOOL_ADMIN as school } from "../testing/my-tests-page";
import { mockedApiCalls } from "../../../testing/mock-api-client";
import { TEST_LANGUAGE_STORAGE_KEY } from "../hooks/use-test-language";
import { catchDownload } from "../../../testing/downloads";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const { get, post } = mockedApiCalls();
afterEach(() => localStorage.removeItem(TEST_LANGUAGE_STORAGE_KEY));

restoreAfterEachTest();


describe("the class list", () => {
  const students = [
    fakeParticipant({ id: "p1", name: "Ada Lane", grade: "4", section: "B", student_code: "AD3456", latest_result: { id: "r1", status: "not_started", risk_level: null, language: "en" as const, started_at: null, completed_at: null } }),
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
    // Read from the class list's own route, which the school's Activity page records.
    expect(get).toHaveBeenCalledWith("/participants/class-list/", expect.objectContaining({ query: { grade: "4", section: "B" } }));
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
  const waiting = { id: "r3", status: "not_started" as const, risk_level: null, language: "en" as const, started_at: null, completed_at: null };
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
    const dialog = await screen.findByRole("dialog", { name: "Start tests for this class?" });
    expect(dialog).toHaveTextContent("A test will be ready for each of the 1 student in grade 4, section B who have none yet.");
    expect(post).not.toHaveBeenCalled();

    // The tests' language: the app's (English) unless the teacher chooses another.
    const language = within(dialog).getByRole("combobox", { name: "Test language" });
    expect(language).toHaveValue("en");
    await user.selectOptions(language, "Español");
    await user.click(within(dialog).getByRole("button", { name: "Start tests" }));
    expect(await screen.findByRole("cell", { name: "Ada Lane" })).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    // One request for the class: the server picks each student's test for their age, in the language chosen.
    expect(post).toHaveBeenCalledWith("/assessment-results/start-class/", { participant_ids: ["p1"], language: "es" }, expect.anything());
    expect(screen.getByText("A test is ready for 1 student.")).toBeVisible();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "Ben Ode" })).not.toBeInTheDocument();
  });

  it("says every student of the class has a test already, and asks nothing, once they all have one", async () => {
    const user = renderPage(school, [cyTest], students);
    await screen.findByRole("cell", { name: "Cy Moss" });
    await user.selectOptions(screen.getByLabelText("Grade"), "4");
    await user.selectOptions(screen.getByLabelText("Section"), "B");
    // Ada (4B) has no test yet: the button is enabled and needs no explanation.
    await waitFor(() => expect(screen.getByRole("button", { name: "Start class tests" })).toBeEnabled());
    expect(screen.getByRole("button", { name: "Start class tests" })).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole("button", { name: "Start class tests" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Start tests" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // Read again when pressed, the class has nobody left without a test.
    await user.click(screen.getByRole("button", { name: "Start class tests" }));
    expect(await screen.findByText("Every student in grade 4, section B has a test already.")).toBeVisible();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
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
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Start tests" }));
    expect(await screen.findByText("No test could be started for 1 student. Ben Ode: This participant has already taken the test 2 times in the last 8 months")).toBeVisible();
  });
});
