import type { ComponentProps } from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { prefetchSpeech } from "./prefetch-speech";
import { i18n } from "@lingui/core";
import { englishLeft } from "../testing/english-left";
import { ReadAloudButton } from "./read-aloud-button";
import { clearSpeechCache } from "./speech-cache";
import { installFakeSpeaker } from "./testing/fake-media";
import { storeSpeech } from "../offline/speech-store";
import { mockedApiCalls } from "../../../testing/mock-api-client";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const { post } = mockedApiCalls();

const TEXT = "Which word rhymes with cat? [pause 0.75] hat [pause 0.5] dog";
const speech = new Blob(["RIFF"], { type: "audio/wav" });

class FakeUtterance {
  text: string;
  lang = "";
  rate = 1;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}
const synth = { speak: vi.fn(), cancel: vi.fn() };

/** The button for `source` (the question's text by default), pressed once. */
async function readAloud(source: ComponentProps<typeof ReadAloudButton>["source"] = { text: TEXT }, fallbackText: string | null = TEXT, language: "en" | "es" = "en") {
  const user = userEvent.setup();
  render(<ReadAloudButton source={source} fallbackText={fallbackText} language={language} resultId="res-1" />);
  await user.click(screen.getByRole("button", { name: "Read aloud" }));
  return user;
}

beforeEach(() => {
  clearSpeechCache();
  vi.stubGlobal("speechSynthesis", synth);
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
});

afterEach(() => {
  synth.speak.mockReset();
  synth.cancel.mockReset();
  vi.unstubAllGlobals();
});

describe("ReadAloudButton", () => {
  it("fetches the speech for the result, shows Stop while playing, then a replay button that plays from memory", async () => {
    const speaker = installFakeSpeaker();
    post.mockResolvedValue(speech);
    const user = await readAloud();
    expect(await screen.findByRole("button", { name: "Stop" })).toBeInTheDocument();
    // After looking for a copy kept on the device (none here).
    await waitFor(() => expect(post).toHaveBeenCalledWith("/text-to-speech/", { text: TEXT, assessment_result_id: "res-1" }, { responseType: "blob" }));
    await waitFor(() => expect(speaker.played).toHaveLength(1));

    act(() => speaker.finish());
    await user.click(screen.getByRole("button", { name: "Read aloud again" }));
    await waitFor(() => expect(speaker.played).toHaveLength(2));
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("stops when Stop is pressed", async () => {
    const speaker = installFakeSpeaker();
    post.mockResolvedValue(speech);
    const user = await readAloud();
    await waitFor(() => expect(speaker.played).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Stop" }));
    expect(screen.getByRole("button", { name: "Read aloud again" })).toBeInTheDocument();
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
  });

  it("says the speech failed and lets the browser read the text, without the pause markers", async () => {
    installFakeSpeaker();
    post.mockRejectedValue(new ApiError(503, "HTTP error! status: 503"));
    const user = await readAloud();
    expect(await screen.findByRole("alert")).toHaveTextContent("Error retrieving speech, try again later.");
    expect(synth.speak).toHaveBeenCalledTimes(1);
    const utterance = synth.speak.mock.calls[0]![0] as FakeUtterance;
    expect(utterance.text).toBe("Which word rhymes with cat? hat dog");
    expect(utterance.lang).toBe("en-US");

    await user.click(screen.getByRole("button", { name: "Stop" }));
    expect(synth.cancel).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Read aloud again" })).toBeInTheDocument();
  });

  it("reads a Spanish test's words with a Spanish voice (es-US), whatever the app's language", async () => {
    installFakeSpeaker();
    post.mockRejectedValue(new ApiError(503, "HTTP error! status: 503"));
    await readAloud({ questionId: 301, part: "question" }, "¿Riman sol y col? [pause 0.75] Sí [pause 0.5] No", "es");
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    const utterance = synth.speak.mock.calls[0]![0] as FakeUtterance;
    expect(utterance.text).toBe("¿Riman sol y col? Sí No");
    expect(utterance.lang).toBe("es-US");
  });

  it("asks for a question by id, so the server chooses the words, and never reads with the browser what only the server may say", async () => {
    installFakeSpeaker();
    post.mockRejectedValue(new ApiError(503, "The service is busy"));
    await readAloud({ questionId: 313, part: "instruction" }, null);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error retrieving speech, try again later.");
    expect(post).toHaveBeenCalledWith("/text-to-speech/", { question_id: 313, part: "instruction", assessment_result_id: "res-1" }, { responseType: "blob" });
    expect(synth.speak).not.toHaveBeenCalled();
  });

  it("asks the server again after a failure", async () => {
    const speaker = installFakeSpeaker();
    post.mockRejectedValueOnce(new ApiError(503, "HTTP error! status: 503")).mockResolvedValue(speech);
    const user = await readAloud();
    await screen.findByRole("alert");
    act(() => (synth.speak.mock.calls[0]![0] as FakeUtterance).onend?.());
    await user.click(screen.getByRole("button", { name: "Read aloud again" }));
    await waitFor(() => expect(speaker.played).toHaveLength(1));
    expect(post).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says 'Failed to play audio' when the browser will not play it, and reads it with the browser's voice", async () => {
    installFakeSpeaker({ refuse: true });
    post.mockResolvedValue(speech);
    await readAloud();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to play audio");
    expect(synth.speak).toHaveBeenCalledTimes(1);
  });

  it("plays speech fetched ahead without asking again", async () => {
    const user = userEvent.setup();
    const speaker = installFakeSpeaker();
    post.mockResolvedValue(speech);
    prefetchSpeech({ questionId: 303, part: "question" }, "res-1");
    // Asked for once the device's own copy was looked for (none here).
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));

    render(<ReadAloudButton source={{ questionId: 303, part: "question" }} fallbackText={TEXT} resultId="res-1" />);
    await user.click(screen.getByRole("button", { name: "Read aloud" }));
    await waitFor(() => expect(speaker.played).toHaveLength(1));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("plays the clip kept on the device for the test, without the network", async () => {
    const user = userEvent.setup();
    const speaker = installFakeSpeaker();
    post.mockRejectedValue(new ApiError(500, "Failed to fetch", undefined, true));
    await storeSpeech("res-1", "question:303:question", speech);
    render(<ReadAloudButton source={{ questionId: 303, part: "question" }} fallbackText={TEXT} resultId="res-1" />);
    await user.click(screen.getByRole("button", { name: "Read aloud" }));
    await waitFor(() => expect(speaker.played).toHaveLength(1));
    expect(post).not.toHaveBeenCalled();
  });

  it("starts again from the speaker for a new question", async () => {
    const user = userEvent.setup();
    const speaker = installFakeSpeaker();
    post.mockResolvedValue(speech);
    const { rerender } = render(<ReadAloudButton source={{ text: TEXT }} fallbackText={TEXT} resultId="res-1" />);

    await user.click(screen.getByRole("button", { name: "Read aloud" }));
    await waitFor(() => expect(speaker.played).toHaveLength(1));
    rerender(<ReadAloudButton source={{ questionId: 9, part: "question" }} fallbackText="Say the word: moon" resultId="res-1" />);
    expect(screen.getByRole("button", { name: "Read aloud" })).toBeInTheDocument();
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
  });

  it("does not start speaking after it is gone, when the speech arrives late", async () => {
    const user = userEvent.setup();
    const speaker = installFakeSpeaker();
    let arrive: (audio: Blob) => void = () => {};
    post.mockImplementation(() => new Promise((resolve) => (arrive = resolve as (audio: Blob) => void)));
    const { rerender } = render(<ReadAloudButton source={{ text: TEXT }} fallbackText={TEXT} resultId="res-1" />);

    await user.click(screen.getByRole("button", { name: "Read aloud" }));
    rerender(<ReadAloudButton source={{ questionId: 9, part: "question" }} fallbackText="Say the word: moon" resultId="res-1" />);
    await act(async () => arrive(speech));

    expect(speaker.played).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Read aloud" })).toBeInTheDocument();
  });
});

describe("ReadAloudButton in Spanish", () => {
  it("names its button and says a failed speech in Spanish; the question's own words are read as they come", async () => {
    act(() => i18n.activate("es"));
    installFakeSpeaker();
    post.mockRejectedValue(new ApiError(503, "HTTP error! status: 503"));
    const user = userEvent.setup();
    render(<ReadAloudButton source={{ text: TEXT }} fallbackText={TEXT} resultId="res-1" />);
    await user.click(screen.getByRole("button", { name: "Leer en voz alta" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No se pudo obtener el audio. Inténtalo de nuevo más tarde.");
    expect((synth.speak.mock.calls[0]![0] as FakeUtterance).text).toBe("Which word rhymes with cat? hat dog");
    expect(screen.getByRole("button", { name: "Detener" })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Detener" }));
    expect(screen.getByRole("button", { name: "Leer en voz alta otra vez" })).toBeInTheDocument();
  });
});
