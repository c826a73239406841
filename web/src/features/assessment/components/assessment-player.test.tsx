import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@lingui/core";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { recordingHelp } from "@readbright/domain/assessment";
import { ApiError } from "../../../lib/api-client";
import { LOCALE_STORAGE_KEY } from "../../../lib/i18n/locales";
import { FreshCache } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
import type { ResultAnswerResponse, ResultResponse } from "@readbright/domain/api/assessment-results";
import { prefetchSpeech } from "../media/prefetch-speech";
import { forgetPageMemory } from "../offline/outbox";
import { KEEP_PAGE_OPEN } from "./save-status";
import { AssessmentPage } from "../routes/assessment";
import { closeHelp } from "../testing/close-help";
import { englishLeft } from "../testing/english-left";
import { answer, option, question, recordingQuestion, result } from "../testing/player-factories";
import { mockedApiCalls } from "../../../testing/mock-api-client";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
vi.mock("../media/recorder", async () => ({ Recorder: (await import("../testing/media-mocks")).FakeRecorder }));
vi.mock("../media/read-aloud-button", async () => ({ ReadAloudButton: (await import("../testing/media-mocks")).FakeReadAloudButton }));
vi.mock("../media/microphone-check", async () => ({ MicrophoneCheck: (await import("../testing/media-mocks")).FakeMicrophoneCheck }));
vi.mock("../media/prefetch-speech", () => ({ prefetchSpeech: vi.fn() }));

const { get, post } = mockedApiCalls();

// Two sections, each with a practice question: spatial (201P, 202), then phonological (301P recording, 302).
const QUESTIONS: PublicQuestion[] = [
  question({ id: 302, title: "Do sun and fun rhyme?", section_type: "phonological_awareness" }),
  recordingQuestion(301, { is_practice: true, section_type: "phonological_awareness" }),
  question({ id: 201, is_practice: true, title: "Which shape is the same?", question_type: "single_select", question_subtype: "shape_match", section_type: "spatial_awareness", options: [option(201, 0, "1"), option(201, 1, "2")] }),
  question({ id: 202, title: "Are these two shapes exactly the same?", question_type: "true_false", question_subtype: "same_different", section_type: "spatial_awareness" }),
];
const RIGHT: Record<number, string> = { 201: "q201-o1" };

/** The same test in Spanish, as the server sends a Spanish bank's questions (decision 50). */
const SPANISH_TITLES: Record<number, string> = { 302: "¿Riman sol y col?", 201: "¿Qué figura es igual?", 202: "¿Son estas dos figuras exactamente iguales?" };
const SPANISH_TEST = result(
  QUESTIONS.map((q) => ({ ...q, title: SPANISH_TITLES[q.id] ?? q.title, ...(q.question_type === "recording" ? { help: recordingHelp("es") } : {}) })),
  { language: "es", assessment_id: "age-8-10-es-v1" },
);

/** Where a request went: the path and, as the client writes it into the address, its query. */
function address(path: string, options?: unknown): string {
  const query = (options as { query?: Record<string, string> } | undefined)?.query;
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

/** The server: marks answers (only 201's option 2 is right among practice), counts calls. */
function fakeServer() {
  post.mockImplementation(async (path: string, body?: unknown, options?: unknown) => {
    if (path === "/answer-question/") {
      const { question_id, option_ids } = body as { question_id: number; option_ids: string[] };
      const right = RIGHT[question_id];
      return { ...answer(question_id, right ? option_ids[0] === right : true), option_ids } satisfies ResultAnswerResponse;
    }
    if (address(path, options) === "/answer-recording-question/?assessment_result_id=res-1") return answer(Number((body as FormData).get("question_id")), null);
    return {};
  });
}

function open(loaded: ResultResponse = result(QUESTIONS)) {
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
const posted = (at: string) => post.mock.calls.filter(([path, , options]) => address(path as string, options) === at);

/** The microphone check already passed for this result on this device. */
const micChecked = () => localStorage.setItem("readbright:mic-checked:res-1", "1");

/** Back in the test after its practice question (201): at 202, the first scored one. */
function openAtFirstScored() {
  micChecked();
  return open(result(QUESTIONS, { status: "in_progress", answers: [answer(201, true, "spatial_awareness")] }));
}

/** Answers the question on screen "Yes" and goes on. */
async function answerYes(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("radio", { name: "Yes" }));
  await user.click(screen.getByRole("button", { name: "Next" }));
}

/** A promise the test settles by hand: an answer request held back. */
function held<T>() {
  let release: (value: T) => void = () => {};
  let refuse: (error: unknown) => void = () => {};
  const promise = new Promise<T>((resolve, reject) => {
    release = resolve;
    refuse = reject;
  });
  return { promise, release, refuse };
}

beforeEach(() => {
  localStorage.clear();
  forgetPageMemory();
  fakeServer();
});

describe("what a screen reader hears in the player", () => {
  it("announces each new question's place in a live region, and puts the focus on its heading and nowhere else", async () => {
    micChecked();
    const user = open();
    await user.click(await screen.findByRole("button", { name: "Start Test" }));
    await user.click(screen.getByRole("button", { name: "Go to Practice question" }));
    const heard = () => within(screen.getByRole("banner")).getByRole("status");
    expect(heard()).toHaveTextContent("Practice question");
    expect(screen.getByRole("heading", { level: 1, name: "Which shape is the same?" })).toHaveFocus();

    await user.click(screen.getByRole("radio", { name: "2" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    const next = await screen.findByRole("heading", { level: 1, name: "Are these two shapes exactly the same?" });
    expect(heard()).toHaveTextContent("Question 1 of 2 · Spatial Awareness 1 of 1");
    expect(next).toHaveFocus();

    // Choosing an answer leaves the focus on the choice.
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    expect(screen.getByRole("radio", { name: "Yes" })).toHaveFocus();
  });
});

describe("the assessment page", () => {
  it("takes a fresh test from the microphone check to the thank-you, asking a wrong practice answer again", async () => {
    const user = open();
    // The microphone check comes first, once, before any question.
    await user.click(await screen.findByRole("button", { name: "My microphone works" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Spatial Awareness" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(progressText()).toBe("Question 1 of 2");

    await user.click(screen.getByRole("button", { name: "Start Test" }));
    expect(screen.getByRole("heading", { level: 1, name: "How it works" })).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Instructions" })).getAllByRole("listitem").length).toBeGreaterThan(1);
    expect(posted("/start-assessment/")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Go to Practice question" }));
    await waitFor(() => expect(posted("/start-assessment/")).toEqual([["/start-assessment/", { assessment_result_id: "res-1" }]]));

    // Practice: wrong, 'Try Again' above the question, asked again with nothing chosen; then right.
    expect(screen.getByRole("heading", { level: 1, name: "Which shape is the same?" })).toBeInTheDocument();
    expect(progressText()).toBe("Practice question");
    await user.click(screen.getByRole("radio", { name: "1" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    const notice = (await screen.findByText("Try Again")).closest("[role=alert]") as HTMLElement;
    expect(notice).toHaveTextContent("Try Again");
    expect(notice).toHaveTextContent("That's not quite right. Please try again!");
    const form = screen.getByRole("form", { name: "Which shape is the same?" });
    expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("radio", { name: "1" })).not.toBeChecked();
    await user.click(screen.getByRole("radio", { name: "2" }));
    await user.click(screen.getByRole("button", { name: "Next" }));

    // A scored question: 'Question 1 of 2', practice never counted.
    expect(await screen.findByRole("heading", { level: 1, name: "Are these two shapes exactly the same?" })).toBeInTheDocument();
    expect(progressText()).toBe("Question 1 of 2");
    expect(screen.getByText(/Spatial Awareness 1 of 1/)).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Next" }));

    // A new section: its overview again, with 'Continue'; no second microphone check.
    expect(await screen.findByRole("heading", { level: 1, name: "Phonological Awareness" })).toBeInTheDocument();
    expect(progressText()).toBe("Question 2 of 2");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(screen.getByRole("button", { name: "Go to Practice question" }));
    expect(screen.queryByRole("button", { name: "My microphone works" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "How to answer" })).toBeInTheDocument();
    await closeHelp(user);
    await user.click(screen.getByRole("button", { name: "Fake record" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    // Kept on the device first, then sent.
    await waitFor(() => expect(posted("/answer-recording-question/?assessment_result_id=res-1")).toHaveLength(1));
    const recording = posted("/answer-recording-question/?assessment_result_id=res-1")[0]?.[1] as FormData;
    expect(recording.get("question_id")).toBe("301");
    expect((recording.get("audio_recording") as File).name).toBe("answer.webm");

    expect(await screen.findByRole("heading", { level: 1, name: "Do sun and fun rhyme?" })).toBeInTheDocument();
    expect(progressText()).toBe("Question 2 of 2");
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(await screen.findByText("Now at /")).toBeInTheDocument();
    expect(posted("/complete-assessment/")).toEqual([["/complete-assessment/", { assessment_result_id: "res-1" }]]);
    expect(screen.getByText("Thank you!")).toBeInTheDocument();
    expect(posted("/answer-question/").map(([, body]) => (body as { question_id: number }).question_id)).toEqual([201, 201, 202, 302]);
  });

  it("does not check the microphone again once it passed for this result", async () => {
    micChecked();
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Spatial Awareness" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "My microphone works" })).not.toBeInTheDocument();
  });

  it("shows the next question at once and sends the answer behind it; completion waits until every answer is stored", async () => {
    micChecked();
    const answer302 = held<ResultAnswerResponse>();
    post.mockImplementation(async (path: string, body?: unknown, options?: unknown) => {
      if (path === "/answer-question/" && (body as { question_id: number }).question_id === 302) return answer302.promise;
      return answer(address(path, options) === "/answer-recording-question/?assessment_result_id=res-1" ? 301 : 202, true);
    });
    const user = open(result(QUESTIONS, { status: "in_progress", answers: [answer(201, true), answer(202, true), answer(301, true)] }));
    await answerYes(user);

    // The answer is still on its way, and the test has already moved on.
    expect(await screen.findByText("Saving your answers...")).toBeInTheDocument();
    expect(screen.getByText("1 answer waiting to send")).toBeInTheDocument();
    expect(posted("/complete-assessment/")).toHaveLength(0);
    await act(async () => answer302.release(answer(302, true)));
    expect(await screen.findByText("Now at /")).toBeInTheDocument();
    expect(posted("/complete-assessment/")).toHaveLength(1);
  });

  it("fetches the next question's speech and pictures ahead", async () => {
    openAtFirstScored();
    expect(await screen.findByRole("heading", { level: 1, name: "Are these two shapes exactly the same?" })).toBeInTheDocument();
    // After 202 comes the next section's practice recording, 301: asked for by id, the server has its words.
    await waitFor(() => expect(prefetchSpeech).toHaveBeenCalledWith({ questionId: 301, part: "question" }, "res-1"));
  });

  it("resumes at the next unanswered question, skipping the overview of a section already begun", async () => {
    openAtFirstScored();
    expect(await screen.findByRole("heading", { level: 1, name: "Are these two shapes exactly the same?" })).toBeInTheDocument();
    expect(progressText()).toBe("Question 1 of 2");
  });

  it("resumes at a new section's overview when the last one was finished", async () => {
    micChecked();
    open(result(QUESTIONS, { status: "in_progress", answers: [answer(201, true), answer(202, false)] }));
    expect(await screen.findByRole("heading", { level: 1, name: "Phonological Awareness" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue" })).toBeInTheDocument();
  });

  it("asks a practice question again after a reload when its stored answer was wrong", async () => {
    micChecked();
    open(result(QUESTIONS, { status: "in_progress", answers: [answer(201, false, "spatial_awareness")] }));
    expect(await screen.findByRole("heading", { level: 1, name: "Spatial Awareness" })).toBeInTheDocument();
  });

  it("keeps sending an answer that failed to arrive while the test goes on, and says so", async () => {
    post.mockRejectedValueOnce(new ApiError(500, "Failed to fetch"));
    const user = openAtFirstScored();
    await answerYes(user);
    expect(await screen.findByRole("heading", { level: 1, name: "Phonological Awareness" })).toBeInTheDocument();
    expect(await screen.findByText("We could not send your answer yet. Trying again...")).toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event("online")));
    await waitFor(() => expect(screen.queryByText("We could not send your answer yet. Trying again...")).not.toBeInTheDocument());
    const sent = posted("/answer-question/").map(([, body]) => body);
    // The retry is the very same answer, its time to answer included (decision 40).
    const answer = { assessment_result_id: "res-1", question_id: 202, option_ids: ["q202-o0"], response_ms: expect.any(Number) };
    expect(sent).toEqual([answer, answer]);
    expect(sent[1]).toEqual(sent[0]);
  });

  it("tells the test-taker when the browser goes offline", async () => {
    openAtFirstScored();
    await screen.findByRole("radio", { name: "Yes" });
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(screen.getByRole("alert")).toHaveTextContent("You are offline.");
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it("says 'Failed to submit answer' when the server refuses an answer, and asks that question again", async () => {
    post.mockRejectedValueOnce(new ApiError(400, "Choose exactly one option"));
    const user = openAtFirstScored();
    await answerYes(user);
    expect(await screen.findByText("Error submitting answer")).toBeInTheDocument();
    expect(screen.getByText("Failed to submit answer")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Are these two shapes exactly the same?" })).toBeInTheDocument();
  });

  it("keeps an answer on the device through a reload without the network, then sends it once and goes on from there", async () => {
    const offline = () => Promise.reject(new ApiError(500, "Failed to fetch", undefined, true));
    post.mockImplementation(offline);
    const user = openAtFirstScored();
    await answerYes(user);
    expect(await screen.findByText("1 answer waiting to send")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Phonological Awareness" })).toBeInTheDocument();

    // The tab is closed and opened again, still without the network: the device's copy and its answer.
    cleanup();
    get.mockImplementation(offline);
    renderWithProviders(
      <FreshCache>
        <AssessmentPage />
      </FreshCache>,
      { route: "/assessment/res-1", path: "/assessment/:assessmentResultId" },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Phonological Awareness" })).toBeInTheDocument();
    expect(await screen.findByText("1 answer waiting to send")).toBeInTheDocument();

    // The network is back: the answer arrives once, the very answer given before the reload.
    const tries = (id: number) => posted("/answer-question/").filter(([, body]) => (body as { question_id: number }).question_id === id);
    const failed = tries(202).length;
    fakeServer();
    act(() => void window.dispatchEvent(new Event("online")));
    expect(await screen.findByText("All answers saved")).toBeInTheDocument();
    expect(tries(202).length - failed).toBe(1);
    expect(new Set(tries(202).map(([, body]) => JSON.stringify(body))).size).toBe(1);
  });

  it("goes on where the device will not keep answers: they wait in the page, which says to keep it open, and are sent when the network is back", async () => {
    globalThis.indexedDB = { open: () => { throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); } } as unknown as IDBFactory;
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const offline = () => Promise.reject(new ApiError(500, "Failed to fetch", undefined, true));
    post.mockImplementation(offline);
    const user = openAtFirstScored();
    await answerYes(user);
    expect(await screen.findByRole("heading", { level: 1, name: "Phonological Awareness" })).toBeInTheDocument();
    expect(await screen.findByText(i18n._(KEEP_PAGE_OPEN))).toBeInTheDocument();
    expect(screen.getByText("1 answer waiting to send")).toBeInTheDocument();

    fakeServer();
    act(() => void window.dispatchEvent(new Event("online")));
    expect(await screen.findByText("All answers saved")).toBeInTheDocument();
    expect(screen.queryByText(i18n._(KEEP_PAGE_OPEN))).not.toBeInTheDocument();
  });

  it("goes on when the server already has an answer to the question (another tab answered it)", async () => {
    post.mockRejectedValueOnce(new ApiError(409, "This question has already been answered"));
    const user = openAtFirstScored();
    await answerYes(user);
    expect(await screen.findByRole("heading", { level: 1, name: "Phonological Awareness" })).toBeInTheDocument();
    await waitFor(() => expect(posted("/answer-question/")).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText("Error submitting answer")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1, name: "Are these two shapes exactly the same?" })).not.toBeInTheDocument();
  });

  it("says 'No active assessment result' when the result was closed meanwhile", async () => {
    post.mockRejectedValueOnce(new ApiError(409, "This assessment has already been completed"));
    const user = openAtFirstScored();
    await answerYes(user);
    expect(await screen.findByText("No active assessment result")).toBeInTheDocument();
  });

  it("says 'Failed to start assessment' when the start is refused", async () => {
    micChecked();
    post.mockImplementation(async (path: string) => {
      if (path === "/start-assessment/") throw new ApiError(403, "This assessment is no longer open");
      return {};
    });
    const user = open();
    await user.click(await screen.findByRole("button", { name: "Start Test" }));
    await user.click(screen.getByRole("button", { name: "Go to Practice question" }));
    expect(await screen.findByText("Failed to start assessment")).toBeInTheDocument();
  });

  it("Exit asks first, waits until the answers are stored, then goes to the start page", async () => {
    const answer202 = held<ResultAnswerResponse>();
    post.mockImplementation(async () => answer202.promise);
    const user = openAtFirstScored();
    await answerYes(user);

    await user.click(screen.getByRole("button", { name: "Exit" }));
    const dialog = screen.getByRole("dialog", { name: "Leave the test?" });
    expect(dialog).toHaveTextContent("Every answer so far is saved.");
    await user.click(within(dialog).getByRole("button", { name: "Leave the test" }));
    expect(screen.getByRole("button", { name: "Saving your answers..." })).toBeInTheDocument();
    expect(screen.queryByText("Now at /start-assessment/res-1")).not.toBeInTheDocument();
    await act(async () => answer202.release(answer(202, true)));
    expect(await screen.findByText("Now at /start-assessment/res-1")).toBeInTheDocument();
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

describe("the assessment page in Spanish", () => {
  /** The catalog's English left on screen, but for the stand-in read-aloud button's own "Read aloud" (media-mocks.tsx). */
  const englishOnScreen = () => englishLeft().filter((text) => text !== "Read aloud");

  it("opens a Spanish test in Spanish, in an English-speaking app, and speaks to the child in Spanish from the section's first card to a practice answer tried again", async () => {
    micChecked();
    const user = open(SPANISH_TEST);
    const start = await screen.findByRole("button", { name: "Empezar la prueba" });
    expect(screen.getByText("Empecemos")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Progreso de la prueba" })).toHaveAttribute("aria-valuetext", "Pregunta 1 de 2");
    expect(screen.getByRole("button", { name: "Salir" })).toBeInTheDocument();
    expect(englishOnScreen()).toEqual([]);

    await user.click(start);
    expect(screen.getByRole("heading", { level: 1, name: "Cómo funciona" })).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Instrucciones" })).getByText("Tómate tu tiempo: en esta parte no hay reloj.")).toBeInTheDocument();
    expect(englishOnScreen()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Ir a la pregunta de práctica" }));
    // The bank's words as the server gave them; the player's own are Spanish too.
    expect(screen.getByRole("heading", { level: 1, name: "¿Qué figura es igual?" })).toBeInTheDocument();
    expect(within(screen.getByRole("banner")).getByRole("status")).toHaveTextContent("Pregunta de práctica");
    expect(screen.getByText(/· Práctica/)).toBeInTheDocument();
    expect(englishOnScreen()).toEqual([]);

    await user.click(screen.getByRole("radio", { name: "1" }));
    await user.click(screen.getByRole("button", { name: "Siguiente" }));
    const notice = (await screen.findByText("Inténtalo de nuevo")).closest("[role=alert]") as HTMLElement;
    expect(notice).toHaveTextContent("Eso no está del todo bien. ¡Inténtalo otra vez!");
    expect(englishOnScreen()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Salir" }));
    expect(screen.getByRole("dialog", { name: "¿Salir de la prueba?" })).toHaveTextContent("Puedes volver y seguir donde te quedaste.");
    expect(screen.getByRole("button", { name: "Salir de la prueba" })).toBeInTheDocument();
    expect(englishOnScreen()).toEqual([]);
  });

  it("opens an English test in English, in a Spanish-speaking app, and does not keep it as the device's language", async () => {
    act(() => i18n.activate("es"));
    micChecked();
    open();
    expect(await screen.findByRole("button", { name: "Start Test" })).toBeInTheDocument();
    expect(i18n.locale).toBe("en");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });

  it("shows no card before the test's language is in force", async () => {
    micChecked();
    const seen: string[] = [];
    const watcher = new MutationObserver(() => seen.push(document.body.textContent ?? ""));
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    open(SPANISH_TEST);
    expect(await screen.findByRole("button", { name: "Empezar la prueba" })).toBeInTheDocument();
    watcher.disconnect();
    expect(seen.some((text) => text.includes("Start Test") || text.includes("Let's begin"))).toBe(false);
  });

  it("lets a grown-up switch the player's words from the header, never the question's", async () => {
    micChecked();
    const user = open(SPANISH_TEST);
    await user.click(await screen.findByRole("button", { name: "Empezar la prueba" }));
    await user.click(screen.getByRole("button", { name: "Ir a la pregunta de práctica" }));
    expect(screen.getByRole("heading", { level: 1, name: "¿Qué figura es igual?" })).toBeInTheDocument();

    await user.click(within(screen.getByRole("banner")).getByRole("button", { name: "English" }));
    expect(await screen.findByRole("button", { name: "Next" })).toBeInTheDocument();
    expect(screen.getByText(/· Practice/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "¿Qué figura es igual?" })).toHaveAttribute("lang", "es");
    expect(screen.getByRole("radio", { name: "1" })).toBeInTheDocument();

    // The page does not switch it back to the test's language.
    await user.click(screen.getByRole("radio", { name: "2" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { level: 1, name: "¿Son estas dos figuras exactamente iguales?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Exit" })).toBeInTheDocument();
  });

  it("offers the switch in the Exit dialog too (where a phone has it)", async () => {
    micChecked();
    const user = open(SPANISH_TEST);
    await user.click(await screen.findByRole("button", { name: "Salir" }));
    const dialog = screen.getByRole("dialog", { name: "¿Salir de la prueba?" });
    await user.click(within(dialog).getByRole("button", { name: "English" }));
    expect(await within(dialog).findByRole("button", { name: "Leave the test" })).toBeInTheDocument();
  });

  it("finds the English it looks for (the same page in English)", async () => {
    micChecked();
    open();
    await screen.findByRole("button", { name: "Start Test" });
    expect(englishOnScreen()).toEqual(expect.arrayContaining(["Start Test", "Let's begin", "Exit"]));
  });
});
