import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@lingui/core";
import { englishLeft } from "../testing/english-left";
import { MicrophoneCheck } from "./microphone-check";
import { installFakeMicrophone, installFakeSpeaker, removeFakeMicrophone } from "./testing/fake-media";

afterEach(() => {
  removeFakeMicrophone();
  vi.useRealTimers();
});

describe("MicrophoneCheck", () => {
  it("records a few seconds, plays them back at once, and 'I heard myself' finishes the check", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const microphone = installFakeMicrophone();
    const speaker = installFakeSpeaker();
    const onDone = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<MicrophoneCheck onDone={onDone} />);

    expect(screen.getByRole("heading", { name: "Let's check your microphone" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Start recording" }));
    expect(await screen.findByRole("timer")).toHaveTextContent("3 seconds left");
    expect(screen.getByRole("button", { name: "Stop recording" })).toHaveFocus();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByText("Listen. Can you hear yourself?")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "I heard myself" })).toHaveFocus();
    expect(speaker.played).toEqual(["blob:fake/1"]);
    expect(microphone.tracks[0]!.stop).toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();

    act(() => speaker.finish());
    await user.click(screen.getByRole("button", { name: "Play it again" }));
    expect(speaker.played).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "I heard myself" }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("'Try again' records again", async () => {
    const microphone = installFakeMicrophone();
    const speaker = installFakeSpeaker();
    const user = userEvent.setup();
    render(<MicrophoneCheck onDone={() => {}} />);

    await user.click(screen.getByRole("button", { name: "Start recording" }));
    await user.click(await screen.findByRole("button", { name: "Stop recording" }));
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Stop recording" })).toBeInTheDocument();
    expect(microphone.getUserMedia).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole("button", { name: "Stop recording" }));
    await waitFor(() => expect(speaker.played).toHaveLength(2));
  });

  it.each([
    ["NotAllowedError", /Your microphone is blocked\. Allow this page to use the microphone/],
    ["NotFoundError", /We could not find a microphone\. Plug one in/],
  ])("explains a microphone refused with %s, and offers Try again", async (refuse, message) => {
    installFakeMicrophone({ refuse });
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(<MicrophoneCheck onDone={onDone} />);

    await user.click(screen.getByRole("button", { name: "Start recording" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Try again" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "I heard myself" })).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe("MicrophoneCheck in Spanish", () => {
  it("talks the child through the check in Spanish, with no English left", async () => {
    act(() => i18n.activate("es"));
    installFakeMicrophone();
    installFakeSpeaker();
    const user = userEvent.setup();
    render(<MicrophoneCheck onDone={() => {}} />);

    expect(screen.getByRole("heading", { name: "Vamos a revisar tu micrófono" })).toBeInTheDocument();
    expect(screen.getByText("Presiona el botón y di tu nombre. Luego vas a escuchar cómo sonó.")).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Empezar a grabar" }));
    expect(await screen.findByRole("timer")).toHaveTextContent("Di tu nombre… quedan 3 segundos");
    expect(englishLeft()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Detener grabación" }));
    expect(await screen.findByText("Escucha. ¿Puedes oír tu voz?")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Me escuché" })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it("says what is wrong with the microphone in Spanish", async () => {
    act(() => i18n.activate("es"));
    installFakeMicrophone({ refuse: "NotAllowedError" });
    const user = userEvent.setup();
    render(<MicrophoneCheck onDone={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Empezar a grabar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Tu micrófono está bloqueado.");
    expect(screen.getByRole("button", { name: "Intentar de nuevo" })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });
});
