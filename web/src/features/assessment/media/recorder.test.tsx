import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@lingui/core";
import { englishLeft } from "../testing/english-left";
import { Recorder } from "./recorder";
import { FakeMediaRecorder, installFakeMicrophone, installFakeSpeaker, removeFakeMicrophone } from "./testing/fake-media";

let microphone: ReturnType<typeof installFakeMicrophone>;

beforeEach(() => {
  microphone = installFakeMicrophone();
});

afterEach(() => {
  removeFakeMicrophone();
  vi.useRealTimers();
});

function setup() {
  const onChange = vi.fn();
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {});
  const view = render(<Recorder onChange={onChange} />);
  return { onChange, user, ...view };
}

describe("Recorder", () => {
  it("records, plays back and clears an answer", async () => {
    const speaker = installFakeSpeaker();
    const { onChange, user } = setup();

    await user.click(screen.getByRole("button", { name: "Start recording" }));
    expect(await screen.findByRole("button", { name: "Stop recording" })).toHaveFocus();
    expect(screen.getByRole("timer")).toHaveTextContent("Recording 0:00 / 0:10");
    expect(microphone.getUserMedia).toHaveBeenCalledWith({ audio: expect.objectContaining({ channelCount: 1, sampleRate: 16000 }) });

    await user.click(screen.getByRole("button", { name: "Stop recording" }));
    expect(await screen.findByText("Your answer is recorded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Play recording" })).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(1);
    const recording = onChange.mock.calls[0]![0] as Blob;
    expect(recording.type).toBe("audio/webm;codecs=opus");
    expect(recording.size).toBe(2048);
    expect(microphone.tracks[0]!.stop).toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Play recording" }));
    expect(speaker.played).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Stop playing" })).toBeInTheDocument();
    act(() => speaker.finish());
    expect(screen.getByRole("button", { name: "Play recording" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear recording" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole("button", { name: "Start recording" })).toHaveFocus();
    expect(screen.queryByText("Your answer is recorded.")).not.toBeInTheDocument();
  });

  it("stops by itself after 10 seconds, showing the time left on the way", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onChange, user } = setup();

    await user.click(screen.getByRole("button", { name: "Start recording" }));
    await screen.findByRole("button", { name: "Stop recording" });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByRole("timer")).toHaveTextContent("Recording 0:03 / 0:10");
    expect(screen.getByText("7 seconds left")).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(7000);
    });
    expect(screen.getByText("Your answer is recorded.")).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(expect.any(Blob));
    expect(FakeMediaRecorder.instances[0]!.state).toBe("inactive");
  });

  it("records mp4 where that is all the browser records", async () => {
    FakeMediaRecorder.supportedTypes = ["audio/mp4"];
    const { onChange, user } = setup();

    await user.click(screen.getByRole("button", { name: "Start recording" }));
    await user.click(await screen.findByRole("button", { name: "Stop recording" }));
    await screen.findByText("Your answer is recorded.");
    expect((onChange.mock.calls[0]![0] as Blob).type).toBe("audio/mp4");
  });

  it("says 'Invalid audio format' when the browser records neither webm nor mp4", async () => {
    FakeMediaRecorder.supportedTypes = ["audio/ogg"];
    const { onChange, user } = setup();

    await user.click(screen.getByRole("button", { name: "Start recording" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid audio format");
    expect(microphone.getUserMedia).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses a recording over 10 MB and lets the test-taker record again", async () => {
    FakeMediaRecorder.chunkSizes = [6 * 1024 * 1024, 5 * 1024 * 1024];
    const { onChange, user } = setup();

    await user.click(screen.getByRole("button", { name: "Start recording" }));
    await user.click(await screen.findByRole("button", { name: "Stop recording" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Audio file is too large. Maximum size is 10MB.");
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Start recording" })).toBeEnabled();
    expect(microphone.tracks[0]!.stop).toHaveBeenCalled();
  });

  it("says 'Failed to start recording' when the microphone cannot be opened", async () => {
    removeFakeMicrophone();
    microphone = installFakeMicrophone({ refuse: "NotAllowedError" });
    const { user } = setup();

    await user.click(screen.getByRole("button", { name: "Start recording" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to start recording");
    expect(screen.getByRole("button", { name: "Start recording" })).toBeEnabled();
  });

  it("lets go of the microphone when it goes away mid-recording, without reporting a recording", async () => {
    const { onChange, user, unmount } = setup();

    await user.click(screen.getByRole("button", { name: "Start recording" }));
    await screen.findByRole("button", { name: "Stop recording" });
    unmount();
    await act(async () => {});
    expect(microphone.tracks[0]!.stop).toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("can be disabled", () => {
    render(<Recorder onChange={() => {}} disabled />);
    expect(screen.getByRole("button", { name: "Start recording" })).toBeDisabled();
  });
});

describe("Recorder in Spanish", () => {
  it("records and plays back with Spanish buttons and lines, and says a failed start in Spanish", async () => {
    act(() => i18n.activate("es"));
    installFakeSpeaker();
    const { user } = setup();

    await user.click(screen.getByRole("button", { name: "Empezar a grabar" }));
    expect(await screen.findByRole("button", { name: "Detener grabación" })).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent("Grabando 0:00 / 0:10");
    expect(screen.getByText("Quedan 10 segundos")).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Detener grabación" }));
    expect(await screen.findByText("Tu respuesta está grabada.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Escuchar grabación" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Borrar grabación" })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);

    removeFakeMicrophone();
    installFakeMicrophone({ refuse: "NotFoundError" });
    await user.click(screen.getByRole("button", { name: "Borrar grabación" }));
    await user.click(screen.getByRole("button", { name: "Empezar a grabar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No se pudo empezar a grabar");
    expect(englishLeft()).toEqual([]);
  });
});
