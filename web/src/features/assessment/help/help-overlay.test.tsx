import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@lingui/core";
import { englishLeft } from "../testing/english-left";
import { HelpOverlay } from "./help-overlay";

describe("HelpOverlay", () => {
  it("walks through the five recording steps one at a time, then 'Got it' closes it", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<HelpOverlay kind="recording" onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "How to answer" });

    const seen = [];
    for (let step = 1; step <= 5; step += 1) {
      expect(dialog).toHaveTextContent(`Step ${step} of 5`);
      seen.push(screen.getByText(/^Press/).textContent);
      await user.click(screen.getByRole("button", { name: step < 5 ? "Next" : "Got it" }));
    }
    expect(seen).toEqual([
      "Press the speaker to hear the question.",
      "Press replay to hear it again.",
      "Press the microphone and say your answer.",
      "Press stop when you have finished. Recording stops by itself after 10 seconds.",
      "Press play to hear your answer, then press Next.",
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("has three steps for memory questions: remember, select, press Next", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<HelpOverlay kind="memory" onClose={onClose} />);

    expect(screen.getByText("Step 1 of 3")).toBeInTheDocument();
    expect(screen.getByText(/remember them/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Step 2 of 3")).toBeInTheDocument();
    expect(screen.getByText("Select the one image you saw earlier from the images below.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Press Next.")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Got it" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("works from the keyboard: focus starts on Next, Enter advances, Escape closes", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<HelpOverlay kind="memory" onClose={onClose} />);

    expect(screen.getByRole("button", { name: "Next" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByText("Step 2 of 3")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the question's own steps when it has them", () => {
    render(<HelpOverlay kind="memory" steps={[{ icon: "select", text: "Click every picture you saw earlier." }]} onClose={() => {}} />);
    expect(screen.getByText("Step 1 of 1")).toBeInTheDocument();
    expect(screen.getByText("Click every picture you saw earlier.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Got it" })).toBeInTheDocument();
  });
});

describe("HelpOverlay in Spanish", () => {
  it("counts the steps and names its buttons in Spanish", async () => {
    act(() => i18n.activate("es"));
    const user = userEvent.setup();
    render(<HelpOverlay kind="memory" onClose={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Cómo responder" });
    expect(dialog).toHaveTextContent("Paso 1 de 3");
    await user.click(screen.getByRole("button", { name: "Siguiente" }));
    await user.click(screen.getByRole("button", { name: "Siguiente" }));
    expect(dialog).toHaveTextContent("Paso 3 de 3");
    expect(screen.getByRole("button", { name: "Entendido" })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });
});
