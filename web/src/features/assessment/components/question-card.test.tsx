import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { forgetPictures } from "../media/preload-pictures";
import { closeHelp } from "../testing/close-help";
import { memoryQuestion, option, question, recordingQuestion } from "../testing/player-factories";
import { i18n } from "@lingui/core";
import { memoryHelp } from "@readbright/domain/memory-instructions";
import { englishLeft } from "../testing/english-left";
import { QuestionCard } from "./question-card";

vi.mock("../media/recorder", async () => ({ Recorder: (await import("../testing/media-mocks")).FakeRecorder }));
vi.mock("../media/read-aloud-button", async () => ({ ReadAloudButton: (await import("../testing/media-mocks")).FakeReadAloudButton }));

afterEach(() => vi.useRealTimers());

function show(q: PublicQuestion, busy = false) {
  const onSubmit = vi.fn();
  render(<QuestionCard question={q} resultId="res-1" busy={busy} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

const next = () => screen.getByRole("button", { name: "Next" });

describe("a question", () => {
  it("shows its section, sub-section, title and reader text", () => {
    show(question({ id: 303, title: "Do cat and hat rhyme?", read_aloud: "Do cat and hat rhyme? [pause 0.75] Yes [pause 0.5] No" }));
    expect(screen.getByText("Phonological Awareness")).toBeInTheDocument();
    expect(screen.getByText("Rhyme")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Do cat and hat rhyme?" })).toHaveFocus();
    const reader = screen.getByRole("button", { name: "Read aloud" });
    expect(reader).toHaveAttribute("data-speech", "303:question");
    expect(reader).toHaveAttribute("data-fallback", "Do cat and hat rhyme? [pause 0.75] Yes [pause 0.5] No");
  });

  it.each(["radio", "single_select", "true_false"] as const)("%s: one choice, Next disabled until chosen", async (question_type) => {
    const q = question({ id: 5, question_type, options: [option(5, 0, "left"), option(5, 1, "right"), option(5, 2, "up")] });
    const { onSubmit, user } = show(q);
    expect(next()).toBeDisabled();
    expect(screen.getByText("Please select an answer")).toBeInTheDocument();
    expect(next()).toHaveAccessibleDescription("Please select an answer");

    await user.click(screen.getByRole("radio", { name: "left" }));
    await user.click(screen.getByRole("radio", { name: "up" }));
    expect(screen.getByRole("radio", { name: "left" })).not.toBeChecked();
    expect(screen.queryByText("Please select an answer")).not.toBeInTheDocument();
    await user.click(next());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ optionIds: ["q5-o2"] }));
  });

  it("can be answered with the keyboard alone", async () => {
    const { onSubmit, user } = show(question({ id: 11, options: [option(11, 0, "Yes"), option(11, 1, "No")] }));
    // The title has the focus when a question appears; the choices come next.
    await user.tab();
    expect(screen.getByRole("radio", { name: "Yes" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "No" })).toBeChecked();
    await user.tab();
    expect(next()).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ optionIds: ["q11-o1"] }));
  });

  it("multiple_select: any number of choices, which can be taken back", async () => {
    const q = question({ id: 6, question_type: "multiple_select", options: [option(6, 0, "b"), option(6, 1, "d"), option(6, 2, "b ")] });
    const { onSubmit, user } = show(q);
    const [first, second, third] = screen.getAllByRole("checkbox");
    await user.click(first!);
    await user.click(second!);
    await user.click(third!);
    await user.click(second!);
    expect(second).not.toBeChecked();
    await user.click(next());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ optionIds: ["q6-o0", "q6-o2"] }));
  });

  it("open_end: typed text, sent with Enter; blank does not count", async () => {
    const { onSubmit, user } = show(question({ id: 7, question_type: "open_end", options: [] }));
    const box = screen.getByRole("textbox", { name: "Type your answer" });
    await user.type(box, "   ");
    expect(next()).toBeDisabled();
    await user.type(box, "car{Enter}");
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ text: "   car" }));
  });

  it("transcript_omission without spellings: a gap to type into", () => {
    show(question({ id: 8, question_type: "transcript_omission", title: "I went to the ___.", options: [] }));
    expect(screen.getByRole("textbox", { name: "Type your answer" })).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
  });

  it("transcript_omission with spellings: one to pick", async () => {
    const { onSubmit, user } = show(question({ id: 9, question_type: "transcript_omission", options: [option(9, 0, "dog"), option(9, 1, "bog")] }));
    await user.click(screen.getByRole("radio", { name: "dog" }));
    await user.click(next());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ optionIds: ["q9-o0"] }));
  });

  it("recording: Next waits for a recording ('Please record your answer'), clearing it disables Next again", async () => {
    const { onSubmit, user } = show(recordingQuestion(309));
    expect(next()).toBeDisabled();
    expect(screen.getByText("Please record your answer")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Fake record" }));
    expect(next()).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Fake clear" }));
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Fake record" }));
    await user.click(next());
    expect(onSubmit.mock.calls[0]?.[0].recording).toBeInstanceOf(Blob);
  });

  it("opens the help of a practice recording question by itself, and the '?' toggles it", async () => {
    const { user } = show(recordingQuestion(302, { is_practice: true }));
    expect(screen.getByRole("dialog", { name: "How to answer" })).toHaveTextContent("Step 1 of 5");
    expect(screen.getByText(/Practice/)).toBeInTheDocument();
    await closeHelp(user);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Help" }));
    expect(screen.getByRole("button", { name: "Help" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("dialog", { name: "How to answer" })).toBeInTheDocument();
  });

  it("does not open the help of a scored recording question by itself", () => {
    show(recordingQuestion(309));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Help" })).toHaveAttribute("aria-expanded", "false");
  });

  it("has no '?' where there is no help", () => {
    show(question({ id: 303 }));
    expect(screen.queryByRole("button", { name: "Help" })).not.toBeInTheDocument();
  });

  it("keeps pictures at most 200 px high", () => {
    show(question({ id: 205, image_url: "/assessment/shape.svg" }));
    expect(screen.getByRole("img", { name: "Question picture" })).toHaveStyle({ "--question-image-max-height": "200px" });
  });

  describe("memory", () => {
    let decoding: { resolve(): void; reject(error: Error): void }[] = [];
    beforeEach(() => {
      decoding = [];
      HTMLImageElement.prototype.decode = function decode() {
        return new Promise<void>((resolve, reject) => decoding.push({ resolve, reject }));
      };
      forgetPictures();
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date", "performance"] });
    });
    afterEach(() => {
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    });
    const decodeAll = async () => {
      // The preloaded copies first, then the elements on the page.
      for (let round = 0; round < 2; round += 1) {
        await act(async () => {
          for (const picture of decoding.splice(0)) picture.resolve();
        });
      }
    };

    it("starts the 5 seconds only once every picture is decoded, reads only the instruction meanwhile, then shows the options", async () => {
      const onSubmit = vi.fn();
      render(<QuestionCard question={memoryQuestion(105)} resultId="res-1" busy={false} onSubmit={onSubmit} />);
      expect(screen.getByRole("status")).toHaveTextContent("Getting the pictures ready...");
      expect(screen.queryByRole("img", { name: "Picture 1 of 2" })).not.toBeInTheDocument();
      expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Read aloud" })).toHaveAttribute("data-speech", "105:instruction");
      expect(screen.getByRole("button", { name: "Read aloud" })).toHaveAttribute("data-fallback", "Remember these pictures. Only one of them will come back.");

      // A slow network: seconds pass, and the window has not begun.
      act(() => vi.advanceTimersByTime(6000));
      expect(screen.queryByRole("radio")).not.toBeInTheDocument();
      expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();

      await decodeAll();
      expect(screen.getByRole("img", { name: "Picture 1 of 2" })).toBeVisible();
      expect(screen.getByRole("progressbar", { name: "Time to look at the pictures" })).toHaveAttribute("aria-valuenow", "100");
      act(() => vi.advanceTimersByTime(4000));
      expect(screen.queryByRole("radio")).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1100));

      expect(screen.queryByRole("img", { name: "Picture 1 of 2" })).not.toBeInTheDocument();
      expect(screen.getByRole("radiogroup", { name: "Select the one image you saw earlier from the images below" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Read aloud" })).toHaveAttribute("data-speech", "105:question");
      fireEvent.click(screen.getByRole("radio", { name: "cat" }));
      fireEvent.click(next());
      const draft = onSubmit.mock.calls[0]![0] as { optionIds: string[]; memoryViewMs: number };
      expect(draft.optionIds).toEqual(["q105-o0"]);
      // How long the pictures were actually shown: the 5 seconds, not the 11 since the question appeared.
      expect(draft.memoryViewMs).toBeGreaterThanOrEqual(5000);
      expect(draft.memoryViewMs).toBeLessThan(5300);
    });

    it("speaks Spanish around the bank's words: the pictures' names, the countdown, Help and Next", async () => {
      act(() => i18n.activate("es"));
      render(<QuestionCard question={memoryQuestion(107)} resultId="res-1" busy={false} onSubmit={vi.fn()} />);
      // The stand-in read-aloud button (media-mocks.tsx) keeps its own English name.
      const englishOnScreen = () => englishLeft().filter((text) => text !== "Read aloud");
      expect(screen.getByRole("status")).toHaveTextContent("Preparando las imágenes...");
      expect(screen.getByRole("button", { name: "Ayuda" })).toBeInTheDocument();
      expect(englishOnScreen()).toEqual([]);

      await decodeAll();
      expect(screen.getByRole("img", { name: "Imagen 1 de 2" })).toBeVisible();
      expect(screen.getByRole("progressbar", { name: "Tiempo para mirar las imágenes" })).toHaveAttribute("aria-valuetext", "Quedan 5 segundos");
      expect(englishOnScreen()).toEqual([]);

      act(() => vi.advanceTimersByTime(5100));
      expect(screen.getByRole("radio", { name: "cat" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Siguiente" })).toBeDisabled();
      expect(englishOnScreen()).toEqual([]);
    });

    it("says when the pictures did not load, starts no countdown, and tries again", async () => {
      render(<QuestionCard question={memoryQuestion(106)} resultId="res-1" busy={false} onSubmit={vi.fn()} />);
      await act(async () => {
        for (const picture of decoding.splice(0)) picture.reject(new Error("EncodingError"));
      });
      expect(screen.getByRole("alert")).toHaveTextContent("The pictures did not load.");
      expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole("button", { name: "Try again" }));
      await decodeAll();
      expect(screen.getByRole("progressbar", { name: "Time to look at the pictures" })).toBeInTheDocument();
    });

    it("asks a Spanish test's memory question in Spanish, as the server gave it, while the player's words follow the app", async () => {
      const spanish = memoryQuestion(109, {
        title: "Recuerda estos dibujos. Solo uno de ellos volverá.",
        options: [option(109, 0, "gato", "/assessment/cat.svg"), option(109, 1, "perro", "/assessment/dog.svg")],
        help: memoryHelp({ question_type: "radio", question_subtype: "picture_memory" }, "es"),
      });
      render(<QuestionCard question={spanish} resultId="res-1" language="es" busy={false} onSubmit={vi.fn()} />);
      expect(screen.getByRole("heading", { level: 1, name: "Recuerda estos dibujos. Solo uno de ellos volverá." })).toHaveAttribute("lang", "es");
      await decodeAll();
      act(() => vi.advanceTimersByTime(5100));
      const prompt = screen.getByRole("radiogroup", { name: "Selecciona la única imagen que viste antes entre las imágenes de abajo" });
      expect(prompt).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();

      fireEvent.click(screen.getByRole("button", { name: "Help" }));
      const help = screen.getByRole("dialog", { name: "How to answer" });
      expect(help).toHaveTextContent("Mira las imágenes y recuérdalas. Desaparecen a los 5 segundos.");
      expect(help).toHaveTextContent("Step 1 of 3");
    });

    it("never translates an English test's memory prompt or help when the app is in Spanish", async () => {
      act(() => i18n.activate("es"));
      render(<QuestionCard question={memoryQuestion(110)} resultId="res-1" language="en" busy={false} onSubmit={vi.fn()} />);
      await decodeAll();
      act(() => vi.advanceTimersByTime(5100));
      expect(screen.getByRole("radiogroup", { name: "Select the one image you saw earlier from the images below" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Siguiente" })).toBeDisabled();
      fireEvent.click(screen.getByRole("button", { name: "Ayuda" }));
      expect(screen.getByRole("dialog", { name: "Cómo responder" })).toHaveTextContent("Look at the images and remember them.");
    });

    it("asks for the numbers in order on a number-memory question, never for images", async () => {
      const digits = memoryQuestion(108, {
        title: "Remember these 4 numbers in order.",
        question_subtype: "digit_span",
        image_url: ["/assessment/d4.svg", "/assessment/d1.svg", "/assessment/d3.svg", "/assessment/d9.svg"],
        options: [option(108, 0, "4 1 3 9"), option(108, 1, "1 4 3 9")],
      });
      render(<QuestionCard question={digits} resultId="res-1" busy={false} onSubmit={vi.fn()} />);
      await decodeAll();
      act(() => vi.advanceTimersByTime(5100));
      expect(screen.getByRole("radiogroup", { name: "Select the numbers in the order you saw them" })).toBeInTheDocument();
      expect(screen.queryByText(/images/)).not.toBeInTheDocument();
    });
  });

  it("cannot be sent twice while the answer is on its way", () => {
    render(<QuestionCard question={question({ id: 4 })} resultId="res-1" busy onSubmit={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(screen.getByRole("radio", { name: "Yes" })).toBeDisabled();
  });
});
