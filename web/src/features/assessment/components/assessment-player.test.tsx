import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { ApiError, apiClient } from "../../../lib/api-client";
import { FreshCache } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
import type { AssessmentResult, ResultAnswer } from "../api/get-assessment-result";
import { prefetchSpeech } from "../media/prefetch-speech";
import { AssessmentPage } from "../routes/assessment";
import { closeHelp } from "../testing/close-help";
import { answer, option, question, recordingQuestion, result } from "../testing/player-factories";

vi.mock("../../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiClient: { get: vi.fn(), post: vi.fn() },
}));
vi.mock("../media/recorder", async () => ({ Recorder: (await import("../testing/media-mocks")).FakeRecorder }));
vi.mock("../media/read-aloud-button", async () => ({ ReadAloudButton: (await import("../testing/media-mocks")).FakeReadAloudButton }));
vi.mock("../media/microphone-check", async () => ({ MicrophoneCheck: (await import("../testing/media-mocks")).FakeMicrophoneCheck }));
vi.mock("../media/prefetch-speech", () => ({ prefetchSpeech: vi.fn() }));

const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);

// Two sections, each with a practice question: spatial (201P, 202), then phonological (301P recording, 302).
const QUESTIONS: PublicQuestion[] = [
  question({ id: 302, title: "Do sun and fun rhyme?", section_type: "phonological_awareness" }),
  recordingQuestion(301, { is_practice: true, section_type: "phonological_awareness" }),
  question({ id: 201, is_practice: true, title: "Which shape is the same?", question_type: "single_select", question_subtype: "shape_match", section_type: "spatial_awareness", options: [option(201, 0, "1"), option(201, 1, "2")] }),
  question({ id: 202, title: "Are these two shapes exactly the same?", question_type: "true_false", question_subtype: "same_different", section_type: "spatial_awareness" }),
];
const RIGHT: Record<number, string> = { 201: "q201-o1" };

/** The server: marks answers (only 201's option 2 is right among practice), counts calls. */
function fakeServer() {
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (path === "/answer-question/") {
      const { question_id, option_ids } = body as { question_id: number; option_ids: string[] };
      const right = RIGHT[question_id];
      return { ...answer(question_id, right ? option_ids[0] === right : true), option_ids } satisfies ResultAnswer;
    }
    if (path === "/answer-recording-question/") return answer(Number((body as FormData).get("question_id")), null);
    return {};
  });
}

function open(loaded: AssessmentResult = result(QUESTIONS)) {
  get.mockResolvedValue(loaded);
  renderWithProviders(
    <FreshCache>
      <AssessmentPage />
    </FreshCache>,
    { route: "/assessment/res-1", path: "/assessment/:assessmentResultId" },
  );
  return userEvent.setup();
}

const progressText = () => screen.getByRole("progressbar", { name: "Test progress" }).getAttribute("aria-valuetext");
const posted = (path: string) => post.mock.calls.filter(([p]) => p === path);

beforeEach(() => {
  sessionStorage.clear();
  fakeServer();
});
afterEach(() => {
  get.mockReset();
  post.mockReset();
});

describe("the assessment page", () => {
  it("takes a fresh test from the first overview to the thank-you, asking a wrong practice answer again", async () => {
    const user = open();
    expect(await screen.findByRole("heading", { level: 1, name: "Spatial Awareness" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(progressText()).toBe("0 / 2 questions");
    expect(screen.getByText("0 / 2 questions")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Start Test" }));
    expect(screen.getByRole("heading", { level: 1, name: "How it works" })).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Instructions" })).getAllByRole("listitem").length).toBeGreaterThan(1);
    expect(posted("/start-assessment/")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Go to Practice question" }));
    expect(posted("/start-assessment/")).toEqual([["/start-assessment/", { assessment_result_id: "res-1" }]]);

    // Practice: wrong, 'Try Again', asked again with nothing chosen; then right.
    expect(screen.getByRole("heading", { level: 1, name: "Which shape is the same?" })).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "1" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Try Again")).toBeInTheDocument();
    expect(screen.getByText("That's not quite right. Please try again!")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Which shape is the same?" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "1" })).not.toBeChecked();
    expect(progressText()).toBe("0 / 2 questions");
    await user.click(screen.getByRole("radio", { name: "2" }));
    await user.click(screen.getByRole("button", { name: "Next" }));

    // A scored question; practice never counts in the progress.
    expect(await screen.findByRole("heading", { level: 1, name: "Are these two shapes exactly the same?" })).toBeInTheDocument();
    expect(progressText()).toBe("0 / 2 questions");
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Next" }));

    // A new section: its overview again, with 'Continue'.
    expect(await screen.findByRole("heading", { level: 1, name: "Phonological Awareness" })).toBeInTheDocument();
    expect(progressText()).toBe("1 / 2 questions");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(screen.getByRole("button", { name: "Go to Practice question" }));
    expect(posted("/start-assessment/")).toHaveLength(1);

    // The microphone check comes before the first recording question; its help opens by itself.
    await user.click(screen.getByRole("button", { name: "My microphone works" }));
    expect(screen.getByRole("dialog", { name: "How to answer" })).toBeInTheDocument();
    await closeHelp(user);
    await user.click(screen.getByRole("button", { name: "Fake record" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    const form = posted("/answer-recording-question/")[0]?.[1] as FormData;
    expect(form.get("assessment_result_id")).toBe("res-1");
    expect(form.get("question_id")).toBe("301");
    expect(form.get("option_ids")).toBe("[]");
    expect((form.get("audio_recording") as File).name).toBe("answer.webm");

    expect(await screen.findByRole("heading", { level: 1, name: "Do sun and fun rhyme?" })).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(await screen.findByText("Now at /")).toBeInTheDocument();
    expect(posted("/complete-assessment/")).toEqual([["/complete-assessment/", { assessment_result_id: "res-1" }]]);
    expect(screen.getByText("Thank you!")).toBeInTheDocument();
    expect(posted("/answer-question/").map(([, body]) => (body as { question_id: number }).question_id)).toEqual([201, 201, 202, 302]);
  });

  it("fetches the next question's speech ahead", async () => {
    open(result(QUESTIONS, { status: "in_progress", answers: [answer(201, true, "spatial_awareness")] }));
    expect(await screen.findByRole("heading", { level: 1, name: "Are these two shapes exactly the same?" })).toBeInTheDocument();
    // After 202 comes the next section's practice recording, 301.
    await waitFor(() => expect(prefetchSpeech).toHaveBeenCalledWith("Question 301", "res-1"));
  });

  it("resumes at the next unanswered question, skipping the overview of a section already begun", async () => {
    open(result(QUESTIONS, { status: "in_progress", answers: [answer(201, true, "spatial_awareness")] }));
    expect(await screen.findByRole("heading", { level: 1, name: "Are these two shapes exactly the same?" })).toBeInTheDocument();
    expect(progressText()).toBe("0 / 2 questions");
  });

  it("resumes at a new section's overview when the last one was finished", async () => {
    open(result(QUESTIONS, { status: "in_progress", answers: [answer(201, true), answer(202, false)] }));
    expect(await screen.findByRole("heading", { level: 1, name: "Phonological Awareness" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue" })).toBeInTheDocument();
    expect(progressText()).toBe("1 / 2 questions");
  });

  it("asks a practice question again after a reload when its stored answer was wrong", async () => {
    open(result(QUESTIONS, { status: "in_progress", answers: [answer(201, false, "spatial_awareness")] }));
    expect(await screen.findByRole("heading", { level: 1, name: "Spatial Awareness" })).toBeInTheDocument();
  });

  it("keeps an answer that fails to send, says so, and sends it again", async () => {
    post.mockRejectedValueOnce(new ApiError(500, "Failed to fetch"));
    const user = open(result(QUESTIONS, { status: "in_progress", answers: [answer(201, true, "spatial_awareness")] }));
    await user.click(await screen.findByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("We could not send your answer yet. Trying again...")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Saving..." })).toBeDisabled();

    act(() => void window.dispatchEvent(new Event("online")));
    expect(await screen.findByRole("heading", { level: 1, name: "Phonological Awareness" })).toBeInTheDocument();
    expect(screen.queryByText("We could not send your answer yet. Trying again...")).not.toBeInTheDocument();
    const sent = posted("/answer-question/").map(([, body]) => body);
    expect(sent).toEqual([
      { assessment_result_id: "res-1", question_id: 202, option_ids: ["q202-o0"] },
      { assessment_result_id: "res-1", question_id: 202, option_ids: ["q202-o0"] },
    ]);
  });

  it("tells the test-taker when the browser goes offline", async () => {
    open(result(QUESTIONS, { status: "in_progress", answers: [answer(201, true, "spatial_awareness")] }));
    await screen.findByRole("radio", { name: "Yes" });
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(screen.getByRole("alert")).toHaveTextContent("You are offline.");
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an answer and keeps the question", async () => {
    post.mockRejectedValueOnce(new ApiError(400, "Choose exactly one option"));
    const user = open(result(QUESTIONS, { status: "in_progress", answers: [answer(201, true, "spatial_awareness")] }));
    await user.click(await screen.findByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Error submitting answer")).toBeInTheDocument();
    expect(screen.getByText("Choose exactly one option")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Are these two shapes exactly the same?" })).toBeInTheDocument();
  });

  it("goes back to the start page when the result cannot be read", async () => {
    get.mockRejectedValue(new ApiError(404, "Assessment result not found"));
    renderWithProviders(<FreshCache><AssessmentPage /></FreshCache>, { route: "/assessment/res-1", path: "/assessment/:assessmentResultId" });
    expect(await screen.findByText("Now at /start-assessment/res-1")).toBeInTheDocument();
  });

  it("goes back to the start page for a completed result", async () => {
    open(result(QUESTIONS, { status: "completed" }));
    expect(await screen.findByText("Now at /start-assessment/res-1")).toBeInTheDocument();
  });
});
