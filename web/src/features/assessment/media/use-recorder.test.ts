import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeMediaRecorder, installFakeMicrophone, installFakeSpeaker, removeFakeMicrophone } from "./testing/fake-media";
import { useRecorder } from "./use-recorder";

let microphone: ReturnType<typeof installFakeMicrophone>;

beforeEach(() => {
  microphone = installFakeMicrophone();
  installFakeSpeaker();
});

afterEach(() => {
  removeFakeMicrophone();
});

function setup() {
  const onChange = vi.fn();
  const view = renderHook(() => useRecorder({ onChange }));
  return { onChange, ...view };
}

async function record(result: { current: ReturnType<typeof useRecorder> }) {
  await act(() => result.current.start());
  await act(async () => result.current.stop());
}

describe("useRecorder", () => {
  it("goes idle -> recording -> recorded and hands over the recording with a URL to play it", async () => {
    const { result, onChange } = setup();
    expect(result.current.status).toBe("idle");

    await act(() => result.current.start());
    expect(result.current.status).toBe("recording");
    expect(FakeMediaRecorder.instances[0]!.mimeType).toBe("audio/webm;codecs=opus");

    await act(async () => result.current.stop());
    expect(result.current.status).toBe("recorded");
    expect(result.current.recording).toBeInstanceOf(Blob);
    expect(result.current.recordingUrl).toBe("blob:fake/1");
    expect(onChange).toHaveBeenCalledWith(result.current.recording, "blob:fake/1");
  });

  it("clears back to idle, reports null and frees the recording's URL", async () => {
    const { result, onChange } = setup();
    await record(result);

    act(() => result.current.clear());
    expect(result.current.status).toBe("idle");
    expect(result.current.recording).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(null, null);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:fake/1");
  });

  it("starting again replaces the earlier recording", async () => {
    const { result, onChange } = setup();
    await record(result);
    await act(() => result.current.start());

    expect(onChange).toHaveBeenLastCalledWith(null, null);
    expect(result.current.status).toBe("recording");
    expect(microphone.getUserMedia).toHaveBeenCalledTimes(2);
  });

  it("a clear while the browser is still asking for the microphone lets go of it when it arrives", async () => {
    let grant: (stream: MediaStream) => void = () => {};
    const track = { stop: vi.fn() };
    microphone.getUserMedia.mockImplementationOnce(() => new Promise((resolve) => (grant = resolve)));
    const { result, onChange } = setup();

    let started: Promise<void> = Promise.resolve();
    act(() => {
      started = result.current.start();
    });
    expect(result.current.status).toBe("starting");
    act(() => result.current.clear());
    await act(async () => {
      grant({ getTracks: () => [track] } as unknown as MediaStream);
      await started;
    });

    expect(track.stop).toHaveBeenCalled();
    expect(result.current.status).toBe("idle");
    expect(FakeMediaRecorder.instances).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says why it could not start and stays idle", async () => {
    removeFakeMicrophone();
    installFakeMicrophone({ refuse: "NotFoundError" });
    const { result } = setup();

    await act(() => result.current.start());
    expect(result.current.status).toBe("idle");
    expect(result.current.error).toEqual({ problem: "missing", message: "Failed to start recording" });
  });

  it("says 'Failed to start recording' where the browser has no MediaRecorder", async () => {
    vi.stubGlobal("MediaRecorder", undefined);
    const { result } = setup();

    await act(() => result.current.start());
    expect(result.current.error).toEqual({ problem: "failed", message: "Failed to start recording" });
    expect(microphone.getUserMedia).not.toHaveBeenCalled();
  });
});
