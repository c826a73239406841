import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@readbright/domain/profile";
import { apiClient } from "../../../lib/api-client";
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
const del = vi.mocked(apiClient.delete);

afterEach(() => {
  get.mockReset();
  del.mockReset();
});

const parent = fakeProfile({ user_type: "parent", user_subtype: "parent" });
const school = fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" });

function renderPage(profile: Profile, results: AssessmentResultItem[]) {
  let current = results;
  get.mockImplementation(async (path: string) => {
    if (path === "/profile/") return profile as never;
    if (path === "/participants/") return [fakeParticipant()] as never;
    if (path === "/assessment-results/") return current as never;
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
  it("shows each test's risk, or its status while it is not completed", async () => {
    renderPage(parent, [
      fakeResult(),
      fakeResult({ id: "r2", status: "in_progress", risk_level: null, completed_at: null }),
      fakeResult({ id: "r3", status: "not_started", risk_level: null, started_at: null, completed_at: null }),
    ]);
    expect(await screen.findByRole("cell", { name: "Low" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "In progress" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Not started" })).toBeInTheDocument();
    expect(headers()).toEqual(["Date", "Name", "Dyslexia risk", "Link", "Actions"]);
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
    expect(headers()).toEqual(["Date", "Dyslexia risk", "Link", "Actions"]);
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
