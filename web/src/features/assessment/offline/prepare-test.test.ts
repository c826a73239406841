import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { textToSpeech } from "../media/api/text-to-speech";
import { registerServiceWorker } from "../../../lib/service-worker";
import { CLIP_TRIES, prepareTestOffline } from "./prepare-test";
import { storedSpeech } from "./speech-store";

vi.mock("../../../lib/service-worker", () => ({ registerServiceWorker: vi.fn() }));
vi.mock("../media/api/text-to-speech", async (original) => ({ ...(await original<object>()), textToSpeech: vi.fn() }));

const question = { id: 7, section_type: "phonological_awareness", question_subtype: "rhyme", image_url: "/assessment/a.svg", options: [] } as unknown as PublicQuestion;
const result = { id: "r1", questions: [question] } as unknown as ResultResponse;
const clip = new Blob(["voice"], { type: "audio/mpeg" });

beforeEach(() => {
  // Only the retries' waits: the in-memory IndexedDB keeps its own timers.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  vi.mocked(registerServiceWorker).mockResolvedValue(true);
  vi.stubGlobal("navigator", { ...navigator, serviceWorker: { ready: Promise.resolve() } });
  vi.stubGlobal("caches", { match: vi.fn().mockResolvedValue(new Response("<svg/>")) });
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** Runs the preparation to its end, the retries' waits passing at once. */
async function prepared(): Promise<string> {
  let readiness: string | undefined;
  void prepareTestOffline(result).then((value) => (readiness = value));
  for (let waited = 0; readiness === undefined && waited < 60_000; waited += 500) await vi.advanceTimersByTimeAsync(500);
  return readiness ?? "still preparing after a minute";
}

describe("getting a test ready offline", () => {
  it("asks again for a clip the reader failed to give, and is ready once it has it", async () => {
    vi.mocked(textToSpeech).mockRejectedValueOnce(new Error("HTTP error! status: 500")).mockRejectedValueOnce(new Error("HTTP error! status: 503")).mockResolvedValue(clip);
    expect(await prepared()).toBe("ready");
    expect(await storedSpeech("r1", "question:7:question")).not.toBeNull();
  });

  it("gives up after a few tries and says the test needs the network", async () => {
    vi.mocked(textToSpeech).mockRejectedValue(new Error("HTTP error! status: 500"));
    expect(await prepared()).toBe("online-only");
    expect(textToSpeech).toHaveBeenCalledTimes(CLIP_TRIES);
  });

  it("needs the network where no service worker can be registered", async () => {
    vi.mocked(registerServiceWorker).mockResolvedValue(false);
    expect(await prepared()).toBe("online-only");
    expect(textToSpeech).not.toHaveBeenCalled();
  });
});
