// Test doubles for the browser's microphone, MediaRecorder and audio playback, which jsdom lacks.
import { vi } from "vitest";

export class FakeMediaRecorder {
  static supportedTypes: string[] = ["audio/webm;codecs=opus", "audio/webm", "audio/mp4"];
  static instances: FakeMediaRecorder[] = [];
  /** The sizes of the chunks the next recording hands over when it stops. */
  static chunkSizes: number[] = [2048];

  static isTypeSupported(type: string): boolean {
    return FakeMediaRecorder.supportedTypes.includes(type);
  }

  readonly stream: MediaStream;
  readonly mimeType: string;
  state: "inactive" | "recording" = "inactive";
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;

  constructor(stream: MediaStream, options?: { mimeType?: string }) {
    this.stream = stream;
    this.mimeType = options?.mimeType ?? "";
    FakeMediaRecorder.instances.push(this);
  }

  start() {
    this.state = "recording";
  }

  stop() {
    if (this.state !== "recording") return;
    this.state = "inactive";
    // A real recorder hands over its data and stops asynchronously.
    queueMicrotask(() => {
      for (const size of FakeMediaRecorder.chunkSizes) this.ondataavailable?.({ data: new Blob([new Uint8Array(size)], { type: this.mimeType }) });
      this.onstop?.();
    });
  }
}

export interface FakeMicrophone {
  getUserMedia: ReturnType<typeof vi.fn>;
  /** Every microphone track handed out; a released one has had stop() called. */
  tracks: { stop: ReturnType<typeof vi.fn> }[];
}

/** Installs a microphone and MediaRecorder; `refuse` makes getUserMedia fail with that DOMException name. */
export function installFakeMicrophone({ refuse }: { refuse?: string } = {}): FakeMicrophone {
  FakeMediaRecorder.instances = [];
  FakeMediaRecorder.supportedTypes = ["audio/webm;codecs=opus", "audio/webm", "audio/mp4"];
  FakeMediaRecorder.chunkSizes = [2048];
  const tracks: FakeMicrophone["tracks"] = [];
  const getUserMedia = vi.fn(async () => {
    if (refuse) throw new DOMException("refused", refuse);
    const track = { stop: vi.fn() };
    tracks.push(track);
    return { getTracks: () => [track] } as unknown as MediaStream;
  });
  vi.stubGlobal("MediaRecorder", FakeMediaRecorder);
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  return { getUserMedia, tracks };
}

export function removeFakeMicrophone() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "mediaDevices");
}

export interface FakeSpeaker {
  /** The sources played so far, in order. */
  played: string[];
  /** Ends the sound playing now, as if it had played to the end. */
  finish(): void;
}

/** Audio elements that "play" at once (or refuse to, with `refuse`), and object URLs jsdom lacks. */
export function installFakeSpeaker({ refuse = false }: { refuse?: boolean } = {}): FakeSpeaker {
  const played: string[] = [];
  const elements: HTMLMediaElement[] = [];
  let urls = 0;
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    if (refuse) return Promise.reject(new DOMException("not allowed", "NotAllowedError"));
    played.push(this.src);
    elements.push(this);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
  URL.createObjectURL = vi.fn(() => `blob:fake/${++urls}`);
  URL.revokeObjectURL = vi.fn();
  return {
    played,
    finish: () => elements.at(-1)?.dispatchEvent(new Event("ended")),
  };
}
