import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { Profile } from "@readbright/domain/profile";
import { IDEMPOTENCY_KEY_PATTERN } from "@readbright/domain/idempotency";
import { ApiError } from "../../../lib/api-client";
import { FreshCache, clickWhenEnabled, fakeProfile } from "../../../testing/profile";
import { signedInAuth } from "../../../testing/auth";
import { renderWithProviders } from "../../../testing/render";
import { useAssessmentResults } from "../../../api/get-assessment-results";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { fakeParticipant, fakeResult } from "../../../testing/factories";
import { ParticipantsPage } from "./participants";
import { mockedApiCalls } from "../../../testing/mock-api-client";
import { participantPage } from "../testing/dashboard-page";
import { TEST_LANGUAGE_STORAGE_KEY } from "../hooks/use-test-language";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const { get, post, del, patch } = mockedApiCalls();
afterEach(() => localStorage.removeItem(TEST_LANGUAGE_STORAGE_KEY));


const parent = fakeProfile({ user_type: "parent", user_subtype: "parent" });

/** A results list shown elsewhere in the app at the same time (the dashboard, say). */
function ResultsCount() {
  const { data } = useAssessmentResults();
  return <p>{data ? `${data.length} tests listed` : "Tests loading"}</p>;
}

interface PageData {
  participants?: Participant[] | Error | Promise<never>;
  profile?: Profile;
  results?: ResultListItem[];
}

function renderPage({ participants = [], profile = parent, results = [] }: PageData = {}) {
  get.mockImplementation(async (path: string, options?: { query?: Record<string, string | number | undefined> }) => {
    if (path === "/profile/") return profile as never;
    if (path === "/participants/") {
      if (participants instanceof Error) throw participants;
      if (!Array.isArray(participants)) return participants as never;
      // A fresh copy per read, as from the network: a page of the list, or (for other readers) all of it.
      return (options?.query?.limit ? participantPage({ participants, results }, options.query) : [...participants]) as never;
    }
    if (path === "/assessment-results/") return [...results] as never;
    if (path === "/assessments/by-age/") return { id: "age-8-10-v1" } as never;
    throw new Error(`unexpected GET ${path}`);
  });
  const user = userEvent.setup();
  renderWithProviders(
    <FreshCache>
      <ParticipantsPage />
      <ResultsCount />
    </FreshCache>,
    { route: "/participants", auth: signedInAuth() },
  );
  return user;
}

describe("Participants page", () => {
  it("lists participants with gender labels and N/A for a missing grade or section", async () => {
    renderPage({ participants: [fakeParticipant(), fakeParticipant({ id: "p2", name: "Leo", gender: "prefer_not_to_say", grade: null, section: "" })] });
    const row = (await screen.findByRole("cell", { name: "Leo" })).closest("tr") as HTMLElement;
    expect(within(row).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["Leo", "Prefer not to say", "9", "N/A", "N/A", "Start Test", "⋯"]);
    expect(within(row).getByRole("button", { name: "More actions for Leo" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Female" })).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Name", "Gender", "Age", "Grade", "Section", "Actions", "More actions"]);
  });

  it("lists a big school 50 at a time, by name, with 'Show more'", async () => {
    const students = Array.from({ length: 55 }, (_, i) => fakeParticipant({ id: `s${i}`, name: `Student ${String(54 - i).padStart(2, "0")}` }));
    const user = renderPage({ participants: students });
    expect(await screen.findByText("Showing 50 of 55 children")).toBeInTheDocument();
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Student 00");
    await user.click(screen.getByRole("button", { name: "Show more children" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(56));
    expect(within(table).getAllByRole("row")[55]).toHaveTextContent("Student 54");
  });

  it("says 'Loading...' while the list loads", async () => {
    renderPage({ participants: new Promise<never>(() => {}) });
    expect(await screen.findByRole("cell", { name: "Loading..." })).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "No children found" })).not.toBeInTheDocument();
  });

  it("says 'No children found' (the spec's 'No participants found' in a parent's words) when there are none", async () => {
    renderPage();
    expect(await screen.findByRole("cell", { name: "No children found" })).toBeInTheDocument();
  });

  it("tells a load failure inline and in an 'Error' toast", async () => {
    renderPage({ participants: new ApiError(500, "boom") });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load children. Please try again later.");
    // The toast follows the inline message (it is shown once the failure has been rendered).
    const toasts = screen.getByRole("status", { name: "Notifications" });
    await waitFor(() => expect(toasts).toHaveTextContent("Failed to load children. Please try again later."));
    expect(toasts).toHaveTextContent("Error");
  });

  it("starts a test in the language chosen: the assessment for the participant's age, their result, then the start page", async () => {
    post.mockResolvedValue({ id: "result-7" });
    const user = renderPage({ participants: [fakeParticipant({ age: 9 })] });
    await user.click(await screen.findByRole("button", { name: "Start Test" }));
    const dialog = await screen.findByRole("dialog", { name: "Start a test for Mia Stone" });
    // The app is in English, so is the test, until the grown-up chooses.
    const language = within(dialog).getByRole("combobox", { name: "Test language" });
    expect(language).toHaveValue("en");
    expect(within(dialog).getByRole("option", { name: "Español" })).toHaveAttribute("lang", "es");
    await user.selectOptions(language, "es");
    await user.click(within(dialog).getByRole("button", { name: "Start" }));
    expect(await screen.findByText("Now at /start-assessment/result-7")).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith("/assessments/by-age/", { query: { age: 9, language: "es" }, requireSignIn: true });
    expect(post).toHaveBeenCalledWith("/assessment-results/get-or-create/", { participant_id: "p1", assessment_id: "age-8-10-v1", language: "es" }, { requireSignIn: true });
    // Remembered on this device for the next test.
    expect(localStorage.getItem("readbright:test-language")).toBe("es");
  });

  it("offers a participant whose last test was in Spanish a Spanish test again", async () => {
    localStorage.setItem("readbright:test-language", "en");
    const latest = { id: "r9", status: "completed" as const, risk_level: "low" as const, language: "es" as const, started_at: null, completed_at: null };
    const user = renderPage({ participants: [fakeParticipant({ age: 9, latest_result: latest })] });
    await user.click(await screen.findByRole("button", { name: "Start Test" }));
    const dialog = await screen.findByRole("dialog", { name: "Start a test for Mia Stone" });
    expect(within(dialog).getByRole("combobox", { name: "Test language" })).toHaveValue("es");
    localStorage.removeItem("readbright:test-language");
  });

  it("says so when no assessment suits the participant's age", async () => {
    const user = renderPage({ participants: [fakeParticipant({ age: 3 })] });
    get.mockImplementationOnce(async () => {
      throw new ApiError(404, "No assessments found for age");
    });
    await user.click(await screen.findByRole("button", { name: "Start Test" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Start" }));
    await waitFor(() => expect(screen.getByRole("status", { name: "Notifications" })).toHaveTextContent("No assessments suitable for child"));
    expect(screen.getByRole("status", { name: "Notifications" })).toHaveTextContent("Error");
    expect(post).not.toHaveBeenCalled();
  });
});

describe("Participant registration", () => {
  async function openForm(profile: Profile = parent) {
    const user = renderPage({ profile });
    await screen.findByRole("cell", { name: /^No (children|students|clients|participants) found$/ });
    await user.click(screen.getByRole("button", { name: /^Register a new (child|student|client|participant)$/ }));
    return { user, dialog: await screen.findByRole("dialog") };
  }

  async function fillChild(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    await user.type(within(dialog).getByLabelText("Full Name"), "Noah");
    await user.type(within(dialog).getByLabelText("Date of Birth"), "2017-02-03");
    await user.click(within(dialog).getByRole("checkbox", { name: /parent or legal guardian/ }));
  }

  /** A child filled in and Register pressed, the server refusing with `error`: the form says registration failed. */
  async function registerRefused(error: ApiError) {
    const { user, dialog } = await openForm();
    post.mockRejectedValue(error);
    await fillChild(user, dialog);
    await clickWhenEnabled(user, within(dialog).getByRole("button", { name: "Register" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Registration failed. Please try again.");
    return { user, dialog };
  }

  it("explains in words that consent is needed when the box is unticked", async () => {
    const { user, dialog } = await openForm();
    const box = within(dialog).getByRole("checkbox", { name: /parent or legal guardian/ });
    expect(within(dialog).getByRole("link", { name: "Privacy notice (opens in a new tab)" })).toHaveAttribute("href", "/privacy");
    await user.click(box);
    await user.click(box);
    expect(box).toHaveAccessibleDescription("Confirm that you are the child's parent or guardian and agree to the Privacy notice");
  });

  it("asks for a full name and birth date, and sends only when changed and valid", async () => {
    const { user, dialog } = await openForm();
    const submit = within(dialog).getByRole("button", { name: "Register" });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByLabelText("Gender")).toHaveValue("prefer_not_to_say");
    expect(within(dialog).queryByLabelText("Grade")).not.toBeInTheDocument();

    await user.click(within(dialog).getByLabelText("Full Name"));
    await user.click(within(dialog).getByLabelText("Date of Birth"));
    await user.tab();
    expect(within(dialog).getByLabelText("Full Name")).toHaveAccessibleDescription("Full Name is required");
    expect(within(dialog).getByLabelText("Date of Birth")).toHaveAccessibleDescription("Birth Date is required");
    expect(submit).toBeDisabled();
    // The button says what it is waiting for.
    expect(submit).toHaveAccessibleDescription(/^Still needed: Confirm that you are the child.s parent or guardian and agree to the Privacy notice The corrections marked above$/);

    post.mockResolvedValue(fakeParticipant({ name: "Noah" }));
    await user.type(within(dialog).getByLabelText("Full Name"), "Noah");
    await user.type(within(dialog).getByLabelText("Date of Birth"), "2017-02-03");
    // Nothing is sent until the parent confirms they are the child's parent or guardian.
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole("checkbox", { name: /I am this child's parent or legal guardian, and I agree to the Privacy notice/ }));
    await clickWhenEnabled(user, submit);

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(post).toHaveBeenCalledWith("/participants/", {
      name: "Noah",
      gender: "prefer_not_to_say",
      date_of_birth: "2017-02-03",
      history: null,
      difficulties: null,
      consent: true,
    }, { idempotencyKey: expect.stringMatching(IDEMPOTENCY_KEY_PATTERN), requireSignIn: true });
    // The list is read again after registering.
    expect(get.mock.calls.filter(([path]) => path === "/participants/").length).toBeGreaterThan(1);
  });

  it("shows 'Registration failed. Please try again.' when the server refuses", async () => {
    await registerRefused(new ApiError(400, "nope"));
    // The server's reason, in the error toast.
    expect(screen.getByRole("status", { name: "Notifications" })).toHaveTextContent("nope");
  });

  it("says 'Failed to register child' (the spec's default in a parent's words) when the request fails without a reason", async () => {
    const { user, dialog } = await registerRefused(new ApiError(500, "Failed to fetch"));
    expect(screen.getByRole("status", { name: "Notifications" })).toHaveTextContent("Failed to register child");

    // Sent again as it was, it carries the same Idempotency-Key: had the first one landed, nobody is added twice.
    post.mockResolvedValue(fakeParticipant({ name: "Noah" }));
    await clickWhenEnabled(user, within(dialog).getByRole("button", { name: "Register" }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    const [first, second] = post.mock.calls.map((call) => (call[2] as { idempotencyKey?: string } | undefined)?.idempotencyKey);
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(second).toBe(first);
  });

  it("asks schools for grade and section, and to confirm the school holds the parents' consent", async () => {
    const { dialog } = await openForm(fakeProfile({ user_type: "school", user_subtype: "school_admin", school: "s1" }));
    expect(within(dialog).getByLabelText("Grade")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Section")).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: /^Our school holds this student's parent's or guardian's consent/ })).not.toBeChecked();
  });

  it("asks a professional to confirm they hold their client's consent", async () => {
    const { dialog } = await openForm(fakeProfile({ user_type: "organization", user_subtype: "organization_admin", professional: "dyslexia_professional" }));
    expect(within(dialog).getByRole("checkbox", { name: /^I hold this person's consent/ })).toBeInTheDocument();
  });

  it("asks individuals only for history and difficulties: they add themselves, no consent box", async () => {
    const { dialog } = await openForm(fakeProfile());
    expect(within(dialog).queryByLabelText("Full Name")).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Date of Birth")).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText("History")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Difficulties")).toBeInTheDocument();
    expect(within(dialog).queryByRole("checkbox")).not.toBeInTheDocument();
  });
});

describe("Deleting a participant", () => {
  const leo = fakeParticipant({ id: "p2", name: "Leo Hart" });

  /** A parent with Mia and Leo, one test each; the server forgets Leo and his test once he is deleted. */
  function renderWithLeo() {
    const people = [fakeParticipant(), leo];
    const tests = [fakeResult(), fakeResult({ id: "r2", participant_id: "p2", participant: { id: "p2", name: "Leo Hart", grade: null, section: null } })];
    const user = renderPage({ participants: people, results: tests });
    del.mockImplementation(async () => {
      people.splice(1, 1);
      tests.splice(1, 1);
      return undefined as never;
    });
    return user;
  }

  async function askToDelete(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole("button", { name: "More actions for Leo Hart" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    return screen.getByRole("dialog", { name: "Delete this child?" });
  }

  it("says all their results and recordings go, and deletes nothing until confirmed", async () => {
    const user = renderWithLeo();
    const dialog = await askToDelete(user);
    expect(dialog).toHaveTextContent("Leo Hart will be removed with all their results, answers and recordings. This cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(del).not.toHaveBeenCalled();
    expect(screen.getByRole("cell", { name: "Leo Hart" })).toBeInTheDocument();
  });

  it("deletes through the API, says so, and reads the participants and results lists again", async () => {
    const user = renderWithLeo();
    expect(await screen.findByText("2 tests listed")).toBeInTheDocument();
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(del).toHaveBeenCalledWith("/participants/p2", { requireSignIn: true });
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Leo Hart" })).not.toBeInTheDocument());
    expect(screen.getByRole("cell", { name: "Mia Stone" })).toBeInTheDocument();
    expect(await screen.findByText("1 tests listed")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Notifications" })).toHaveTextContent("Child deleted");
  });

  it("keeps the participant and says so when the API refuses", async () => {
    const user = renderWithLeo();
    del.mockRejectedValue(new ApiError(404, "Participant not found"));
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getByRole("status", { name: "Notifications" })).toHaveTextContent("Failed to delete the child. Please try again."));
    expect(screen.getByRole("dialog", { name: "Delete this child?" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Leo Hart" })).toBeInTheDocument();
  });

  it("can be done from the keyboard", async () => {
    const user = renderWithLeo();
    const menuButton = await screen.findByRole("button", { name: "More actions for Leo Hart" });
    menuButton.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("menuitem", { name: "Edit details" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Delete" })).toHaveFocus();
    await user.keyboard("{Enter}");
    const dialog = screen.getByRole("dialog", { name: "Delete this child?" });
    within(dialog).getByRole("button", { name: "Delete" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(del).toHaveBeenCalledWith("/participants/p2", { requireSignIn: true }));
  });
});

describe("Correcting a participant's details", () => {
  it("opens the details as they are, sends the corrections, and says so", async () => {
    const leo = fakeParticipant({ id: "p2", name: "Leo Hart", history: null, difficulties: null });
    const user = renderPage({ participants: [fakeParticipant(), leo], results: [] });
    patch.mockImplementation(async (_path: string, body: unknown) => ({ ...leo, ...(body as object) }) as never);
    await user.click(await screen.findByRole("button", { name: "More actions for Leo Hart" }));
    await user.click(screen.getByRole("menuitem", { name: "Edit details" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Leo Hart's details" });
    expect(within(dialog).getByLabelText("Full Name")).toHaveValue("Leo Hart");
    await user.clear(within(dialog).getByLabelText("Full Name"));
    await user.type(within(dialog).getByLabelText("Full Name"), "Leo Harte");
    await user.type(within(dialog).getByLabelText("History"), "Reads slowly");
    await clickWhenEnabled(user, within(dialog).getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith("/participants/p2", expect.objectContaining({ name: "Leo Harte", history: "Reads slowly" }), { requireSignIn: true }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("status", { name: "Notifications" })).toHaveTextContent("Details saved");
  });
});
