import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render";
import { fakeParticipant, fakeResult } from "../../../testing/factories";
import type { MyTestsRow } from "../utils/my-tests-rows";
import { MyTestsTable } from "./my-tests-table";
import { mockedApiCalls } from "../../../testing/mock-api-client";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const { get, post } = mockedApiCalls();

const row = (result: ReturnType<typeof fakeResult>): MyTestsRow => ({ key: result.id, participant: result.participant, result, untested: null, againOn: null, startAgain: false });
const person = (id: string, name: string) => ({ id, name, grade: "4", section: "B" });

function renderTable(rows: MyTestsRow[]) {
  renderWithProviders(<MyTestsTable rows={rows} loading={false} showName />);
  return within(screen.getByRole("table", { name: "Tests" })).getAllByRole("row").slice(1);
}

describe("MyTestsTable", () => {
  it("links a completed test's date to its result, and offers no result for an open test", () => {
    const [done, open] = renderTable([
      row(fakeResult({ id: "done", participant: person("p1", "Mia Stone") })),
      row(fakeResult({ id: "open", status: "in_progress", risk_level: null, completed_at: null, participant: person("p2", "Leo Hart") })),
    ]) as [HTMLElement, HTMLElement];
    expect(within(done).getByRole("link", { name: /view result for Mia Stone/ })).toHaveAttribute("href", "/dashboard/results/done");
    expect(within(open).queryByRole("link", { name: /result/i })).not.toBeInTheDocument();
    expect(within(open).getByRole("cell", { name: "In progress" })).toBeInTheDocument();
  });

  it("tags a test taken in Spanish with its language, named in itself, and an English one with none", () => {
    const [spanish, english] = renderTable([
      row(fakeResult({ id: "es", language: "es", participant: person("p1", "Mia Stone") })),
      row(fakeResult({ id: "en", participant: person("p2", "Leo Hart") })),
    ]) as [HTMLElement, HTMLElement];
    expect(within(spanish).getByText("Español")).toHaveAttribute("lang", "es");
    expect(within(english).queryByText(/Español|English/)).not.toBeInTheDocument();
  });

  it("offers Start for a test not started and Continue for one in progress, on their start page", () => {
    const [waiting, going, done] = renderTable([
      row(fakeResult({ id: "new", status: "not_started", risk_level: null, started_at: null, completed_at: null, participant: person("p1", "Mia Stone") })),
      row(fakeResult({ id: "open", status: "in_progress", risk_level: null, completed_at: null, participant: person("p2", "Leo Hart") })),
      row(fakeResult({ id: "done", participant: person("p3", "Ada Lane") })),
    ]) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(waiting).getByRole("link", { name: "Start Mia Stone's test" })).toHaveAttribute("href", "/start-assessment/new");
    expect(within(going).getByRole("link", { name: "Continue Leo Hart's test" })).toHaveAttribute("href", "/start-assessment/open");
    expect(within(done).queryByRole("link", { name: /^(Start|Continue)/ })).not.toBeInTheDocument();
  });

  it("shows a completed test's risk as a coloured badge that says the level", () => {
    const [low, high] = renderTable([
      row(fakeResult({ id: "r1", participant: person("p1", "Mia Stone") })),
      row(fakeResult({ id: "r2", risk_level: "high", participant: person("p2", "Leo Hart") })),
    ]) as [HTMLElement, HTMLElement];
    expect(within(low).getByText("Low")).toHaveClass("risk-badge", "risk-badge--low");
    expect(within(high).getByText("High")).toHaveClass("risk-badge", "risk-badge--high");
  });

  it("marks a test whose spoken answers wait for review with 'Needs review' and the count, completed or in progress", () => {
    const [provisional, settled, open] = renderTable([
      row(fakeResult({ id: "r1", participant: person("p1", "Mia Stone"), pending_reviews: 2 })),
      row(fakeResult({ id: "r2", participant: person("p2", "Leo Hart"), pending_reviews: 0 })),
      row(fakeResult({ id: "r3", participant: person("p3", "Ava Cole"), status: "in_progress", risk_level: null, pending_reviews: 1 })),
    ]) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(provisional).getByText("Needs review (2)")).toBeInTheDocument();
    expect(within(settled).queryByText(/Needs review/)).not.toBeInTheDocument();
    expect(within(open).getByText("Needs review (1)")).toBeInTheDocument();
    expect(within(open).getByText(/In progress/)).toBeInTheDocument();
  });

  it("lists someone without a test with a first test to start, and no link or menu", () => {
    const untested = fakeParticipant({ id: "p9", name: "Ivo Quill" });
    const [only] = renderTable([{ key: "participant-p9", participant: untested, result: null, untested, againOn: null, startAgain: false }]) as [HTMLElement];
    expect(within(only).getByRole("cell", { name: "No test yet" })).toBeInTheDocument();
    expect(within(only).getByRole("button", { name: "Start a test for Ivo Quill" })).toBeEnabled();
    expect(within(only).queryByRole("button", { name: /Copy test link|More actions/ })).not.toBeInTheDocument();
  });

  it("says on a row when the participant can be screened again, beside the risk", () => {
    const on = new Date("2026-11-15T09:00:00Z");
    const [marked, plain] = renderTable([
      { ...row(fakeResult({ id: "r1", participant: person("p1", "Mia Stone") })), againOn: on },
      row(fakeResult({ id: "r2", participant: person("p2", "Leo Hart") })),
    ]) as [HTMLElement, HTMLElement];
    const risk = within(marked).getAllByRole("cell")[2] as HTMLElement;
    expect(within(risk).getByText("Low")).toHaveClass("risk-badge");
    expect(risk).toHaveTextContent(`Can be screened again on ${on.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" })}`);
    expect(plain).not.toHaveTextContent(/screened again/);
  });

  it("offers a new test on an abandoned row that may start one, for the participant it reads the age of, and nothing on one that may not", async () => {
    const abandoned = (id: string, who: ReturnType<typeof person>) =>
      row(fakeResult({ id, status: "abandoned", risk_level: null, completed_at: null, participant_id: who.id, participant: who }));
    const [again, stuck] = renderTable([{ ...abandoned("gone", person("p1", "Mia Stone")), startAgain: true }, abandoned("old", person("p2", "Leo Hart"))]) as [HTMLElement, HTMLElement];
    expect(within(stuck).queryByRole("button", { name: /Start/ })).not.toBeInTheDocument();
    expect(within(stuck).getByRole("cell", { name: "Abandoned" })).toBeInTheDocument();

    get.mockImplementation(async (path: string) => {
      if (path === "/participants/p1") return fakeParticipant({ id: "p1", name: "Mia Stone", age: 9 });
      if (path === "/assessments/by-age/") return { id: "age-8-10-v1" };
      throw new Error(`unexpected GET ${path}`);
    });
    post.mockResolvedValue({ id: "fresh" });
    const user = userEvent.setup();
    await user.click(within(again).getByRole("button", { name: "Start a new test for Mia Stone" }));
    // The test's language is asked first: the app's (English) unless chosen otherwise.
    const dialog = await screen.findByRole("dialog", { name: "Start a test for Mia Stone" });
    expect(within(dialog).getByRole("combobox", { name: "Test language" })).toHaveValue("en");
    await user.click(within(dialog).getByRole("button", { name: "Start" }));
    expect(await screen.findByText("Now at /start-assessment/fresh")).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith("/assessments/by-age/", { query: { age: 9, language: "en" }, requireSignIn: true });
    expect(post).toHaveBeenCalledWith("/assessment-results/get-or-create/", { participant_id: "p1", assessment_id: "age-8-10-v1", language: "en" }, { requireSignIn: true });
  });
});
