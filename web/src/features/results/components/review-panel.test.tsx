import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@lingui/core";
import type { SpokenItem } from "@readbright/domain/api/reviews";
import { signedInAuth } from "../../../testing/auth";
import { FreshCache } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
import { ReviewPanel } from "./review-panel";
import { BLIND_CHECK_TEXT } from "./review-item";
import { mockedApiCalls } from "../../../testing/mock-api-client";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const { get, post } = mockedApiCalls();

const item = (question_id: number, overrides: Partial<SpokenItem> = {}): SpokenItem => ({
  question_id,
  title: `Say "cat" without the first sound.`,
  question_subtype: "sound_deletion",
  expected: ["at"],
  answered: true,
  is_correct: null,
  needs_review: true,
  hearing: null,
  transcript: null,
  confidence: null,
  marked_by: null,
  note: null,
  blind_check: false,
  ...overrides,
});

let items: SpokenItem[];
const played: string[] = [];

beforeEach(() => {
  items = [item(311), item(312, { title: 'Say "bim".', question_subtype: "nonword_repetition", expected: ["bim"] })];
  get.mockImplementation(async (path: string) => {
    if (path === "/assessment-results/r1/reviews/") return { result_id: "r1", items } as never;
    if (path.startsWith("/assessment-results/r1/recordings/")) return new Blob(["voice"], { type: "audio/webm" }) as never;
    throw new Error(`unexpected GET ${path}`);
  });
  post.mockImplementation(async (_path: string, body?: unknown) => {
    const { question_id, is_correct } = body as { question_id: number; is_correct: boolean };
    items = items.map((x) => (x.question_id === question_id ? { ...x, is_correct, needs_review: false, marked_by: "person" } : x));
    return { question_id, is_correct } as never;
  });
  vi.stubGlobal(
    "Audio",
    class {
      onended: (() => void) | null = null;
      constructor(src: string) {
        played.push(src);
      }
      play = () => Promise.resolve();
      pause = () => {};
    },
  );
  URL.createObjectURL = vi.fn(() => "blob:voice");
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  played.length = 0;
  vi.unstubAllGlobals();
});

function renderPanel() {
  renderWithProviders(
    <FreshCache>
      <ReviewPanel resultId="r1" />
    </FreshCache>,
    { auth: signedInAuth() },
  );
  return userEvent.setup();
}

describe("the review panel", () => {
  it("shows each spoken answer with what counts as right, plays it and saves a mark with its note", async () => {
    const user = renderPanel();
    const first = await screen.findByRole("listitem", { name: 'Say "cat" without the first sound.' });
    expect(first).toHaveTextContent("Expected: at");
    expect(first).toHaveTextContent("Waiting for review");

    await user.click(within(first).getByRole("button", { name: "Play recording" }));
    await waitFor(() => expect(played).toEqual(["blob:voice"]));
    expect(get).toHaveBeenCalledWith("/assessment-results/r1/recordings/311/", { responseType: "blob", requireSignIn: true });

    await user.type(within(first).getByRole("textbox", { name: "Note (saved with the mark)" }), "Said 'at' clearly");
    await user.click(within(first).getByRole("button", { name: "Correct" }));
    expect(post).toHaveBeenCalledWith("/assessment-results/r1/reviews/", { question_id: 311, is_correct: true, note: "Said 'at' clearly" }, { requireSignIn: true });
    await waitFor(() => expect(within(screen.getByRole("listitem", { name: 'Say "cat" without the first sound.' })).getByText("Marked right by a person")).toBeInTheDocument());
    expect(within(screen.getByRole("listitem", { name: 'Say "cat" without the first sound.' })).getByRole("button", { name: "Correct" })).toHaveAttribute("aria-pressed", "true");
  });

  it("works from the keyboard: arrows move, Space plays, I marks incorrect", async () => {
    const user = renderPanel();
    const first = await screen.findByRole("listitem", { name: 'Say "cat" without the first sound.' });
    act(() => first.focus());
    await user.keyboard("{ArrowDown}");
    const second = screen.getByRole("listitem", { name: 'Say "bim".' });
    expect(second).toHaveFocus();
    await user.keyboard(" ");
    await waitFor(() => expect(get).toHaveBeenCalledWith("/assessment-results/r1/recordings/312/", expect.anything()));
    await user.keyboard("i");
    expect(post).toHaveBeenCalledWith("/assessment-results/r1/reviews/", { question_id: 312, is_correct: false, note: null }, { requireSignIn: true });
  });

  it("shows what speech recognition heard and how sure it was, beside its mark or the wait for a person", async () => {
    items = [
      item(311, { is_correct: false, needs_review: false, marked_by: "speech", hearing: "phrase", transcript: "cat", confidence: 0.92 }),
      item(312, { title: 'Say "bim".', hearing: "phrase", transcript: "fall", confidence: 0.41 }),
      item(313, { title: 'Say "moon".' }),
      item(314, { title: 'Say "sun".', hearing: "other", transcript: null, confidence: 1 }),
      item(315, { title: 'Say "window".', hearing: "other", transcript: "garden", confidence: 0.95 }),
      item(316, { title: 'Say "planet".', hearing: "no_voice" }),
    ];
    const user = renderPanel();
    const marked = await screen.findByRole("listitem", { name: 'Say "cat" without the first sound.' });
    expect(within(marked).getByText("Marked wrong by speech recognition")).toBeInTheDocument();
    expect(within(marked).getByText(/^Speech recognition heard \u201ccat\u201d · 92\s% sure$/)).toBeInTheDocument();

    const unsure = screen.getByRole("listitem", { name: 'Say "bim".' });
    expect(within(unsure).getByText("Waiting for review")).toBeInTheDocument();
    expect(within(unsure).getByText(/^Speech recognition heard \u201cfall\u201d · 41\s% sure$/)).toBeInTheDocument();

    const unheard = screen.getByRole("listitem", { name: 'Say "moon".' });
    expect(within(unheard).getByText("Waiting for review")).toBeInTheDocument();
    expect(within(unheard).queryByText(/Speech recognition heard/)).not.toBeInTheDocument();

    // What it refused: none of the item's phrases, with the words a free-text engine heard; or no voice at all.
    const refused = screen.getByRole("listitem", { name: 'Say "sun".' });
    expect(within(refused).getByText("Speech recognition heard something that is not one of the expected answers")).toBeInTheDocument();
    const other = screen.getByRole("listitem", { name: 'Say "window".' });
    expect(within(other).getByText("Speech recognition heard \u201cgarden\u201d: not one of the expected answers")).toBeInTheDocument();
    const silent = screen.getByRole("listitem", { name: 'Say "planet".' });
    expect(within(silent).getByText("Speech recognition heard no voice in this recording")).toBeInTheDocument();

    // A person's mark replaces the automatic one; what was heard stays beside it.
    await user.click(within(marked).getByRole("button", { name: "Correct" }));
    const remarked = screen.getByRole("listitem", { name: 'Say "cat" without the first sound.' });
    await waitFor(() => expect(within(remarked).getByText("Marked right by a person")).toBeInTheDocument());
    expect(within(remarked).getByText(/Speech recognition heard \u201ccat\u201d/)).toBeInTheDocument();
  });

  it("asks for a blind check's mark without showing the machine's, and marks it like any other", async () => {
    items = [item(311, { blind_check: true })];
    const user = renderPanel();
    const blind = await screen.findByRole("listitem", { name: 'Say "cat" without the first sound.' });
    expect(blind).toHaveTextContent(i18n._(BLIND_CHECK_TEXT));
    expect(within(blind).queryByText(/speech recognition/i)).not.toBeInTheDocument();
    expect(within(blind).getByRole("button", { name: "Correct" })).toHaveAttribute("aria-pressed", "false");
    expect(within(blind).getByRole("button", { name: "Incorrect" })).toHaveAttribute("aria-pressed", "false");
    await user.click(within(blind).getByRole("button", { name: "Incorrect" }));
    expect(post).toHaveBeenCalledWith("/assessment-results/r1/reviews/", { question_id: 311, is_correct: false, note: null }, { requireSignIn: true });
    await waitFor(() => expect(within(screen.getByRole("listitem", { name: 'Say "cat" without the first sound.' })).getByText("Marked wrong by a person")).toBeInTheDocument());
  });

  it("shows nothing for a test without spoken questions", async () => {
    items = [];
    renderPanel();
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByRole("region", { name: "Spoken answers" })).not.toBeInTheDocument();
  });
});
