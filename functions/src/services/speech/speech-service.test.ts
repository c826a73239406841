import { beforeEach, describe, expect, it, vi } from "vitest";
import { readCachedSpeech, writeCachedSpeech } from "./repositories/speech-cache-repository";
import { noteSpeechUser } from "./repositories/speech-cache-users-repository";
import { getSynthesizer } from "./synthesis/choose-synthesizer";
import type { SpeechSynthesizer } from "./synthesis/synthesizer";
import { speak, speechCacheName, SPEECH_SERVICE_MESSAGES } from "./speech-service";

vi.mock("firebase-functions/logger", () => ({ logger: { error: vi.fn(), info: vi.fn(), warn: vi.fn() } }));
vi.mock("./repositories/speech-cache-repository", () => ({ readCachedSpeech: vi.fn(), writeCachedSpeech: vi.fn() }));
vi.mock("./repositories/speech-cache-users-repository", () => ({ noteSpeechUser: vi.fn() }));
vi.mock("./synthesis/choose-synthesizer", () => ({ getSynthesizer: vi.fn() }));

const synthesize = vi.fn<SpeechSynthesizer["synthesize"]>();
const engine: SpeechSynthesizer = { name: "espeak-ng", contentType: "audio/wav", extension: "wav", defaultVoices: { en: "en-us", es: "es-419" }, voices: ["en-us", "en-gb"], synthesize };

beforeEach(() => {
  vi.mocked(getSynthesizer).mockResolvedValue(engine);
  vi.mocked(readCachedSpeech).mockResolvedValue(null);
  vi.mocked(writeCachedSpeech).mockReset().mockResolvedValue();
  synthesize.mockReset().mockResolvedValue(Buffer.from("RIFFfresh"));
  vi.mocked(noteSpeechUser).mockReset().mockResolvedValue();
});

describe("speak", () => {
  it("synthesises SSML on a miss and stores the audio under the hash of voice and text", async () => {
    const result = await speak("cat [pause 0.5] dog");
    expect(result).toEqual({ audio: Buffer.from("RIFFfresh"), contentType: "audio/wav", cache: "miss" });
    expect(synthesize).toHaveBeenCalledWith('<speak>cat <break time="500ms"/> dog</speak>', "en-us");
    const name = speechCacheName("en-us", "cat [pause 0.5] dog", "wav");
    expect(name).toMatch(/^[0-9a-f]{64}\.wav$/);
    expect(writeCachedSpeech).toHaveBeenCalledWith(name, Buffer.from("RIFFfresh"), "audio/wav");
  });
  it("refuses a voice the engine does not offer (a premium one, say) with a 400 naming the offered voices, before any cache or charge", async () => {
    const onMiss = vi.fn();
    vi.mocked(readCachedSpeech).mockClear();
    await expect(speak("cat", "en-US-Wavenet-D", onMiss)).rejects.toMatchObject({ status: 400, message: "voice_id must be one of: en-us, en-gb" });
    expect(readCachedSpeech).not.toHaveBeenCalled();
    expect(onMiss).not.toHaveBeenCalled();
    expect(synthesize).not.toHaveBeenCalled();
  });
  it("serves a cached phrase without synthesising again", async () => {
    vi.mocked(readCachedSpeech).mockResolvedValue(Buffer.from("RIFFcached"));
    expect(await speak("cat", "en-gb")).toMatchObject({ audio: Buffer.from("RIFFcached"), cache: "hit" });
    expect(readCachedSpeech).toHaveBeenCalledWith(speechCacheName("en-gb", "cat", "wav"));
    expect(synthesize).not.toHaveBeenCalled();
  });
  it("still answers when the cache cannot be written", async () => {
    vi.mocked(writeCachedSpeech).mockRejectedValue(new Error("bucket gone"));
    expect((await speak("cat")).cache).toBe("miss");
  });
  it("still answers, synthesising again, when the cache cannot be read", async () => {
    vi.mocked(readCachedSpeech).mockRejectedValue(new Error("socket hang up"));
    const spoken = await speak("cat");
    expect(spoken.cache).toBe("miss");
    expect(engine.synthesize).toHaveBeenCalled();
  });

  it("answers 503 when no engine is available", async () => {
    vi.mocked(getSynthesizer).mockResolvedValue(null);
    await expect(speak("cat")).rejects.toMatchObject({ status: 503, message: SPEECH_SERVICE_MESSAGES.unavailable });
  });
  it("refuses text that is only pauses", async () => {
    await expect(speak("[pause 0.5]")).rejects.toMatchObject({ status: 400 });
  });
});

describe("speak's trace of an account's own words", () => {
  it("traces a phrase an account typed to it, from the cache or fresh, and the bank's words to nobody", async () => {
    await speak("Ann Lee", null, undefined, "parent-1");
    expect(noteSpeechUser).toHaveBeenCalledWith(speechCacheName("en-us", "Ann Lee", "wav"), "parent-1");
    vi.mocked(readCachedSpeech).mockResolvedValue(Buffer.from("RIFFcached"));
    await speak("Ann Lee", null, undefined, "teacher-2");
    expect(noteSpeechUser).toHaveBeenLastCalledWith(speechCacheName("en-us", "Ann Lee", "wav"), "teacher-2");
    vi.mocked(noteSpeechUser).mockClear();
    await speak("cat");
    expect(noteSpeechUser).not.toHaveBeenCalled();
  });
});

describe("speak's cost", () => {
  it("asks the miss policy, with the voice and the engine's default, before synthesising a new phrase", async () => {
    const onMiss = vi.fn(async () => {});
    await speak("cat", "en-gb", onMiss);
    expect(onMiss).toHaveBeenCalledWith("en-gb", "en-us");
    expect(synthesize).toHaveBeenCalled();
  });

  it("synthesises and stores nothing when the policy refuses", async () => {
    const onMiss = vi.fn(async () => {
      throw Object.assign(new Error("Error retrieving speech, try again later."), { status: 429 });
    });
    await expect(speak("cat", null, onMiss)).rejects.toMatchObject({ status: 429 });
    expect(synthesize).not.toHaveBeenCalled();
    expect(writeCachedSpeech).not.toHaveBeenCalled();
  });

  it("never asks it for a cached phrase: those are free", async () => {
    vi.mocked(readCachedSpeech).mockResolvedValue(Buffer.from("RIFFcached"));
    const onMiss = vi.fn(async () => {});
    await speak("cat", null, onMiss);
    expect(onMiss).not.toHaveBeenCalled();
  });

  it("refuses pauses that add up to more than the limit, cached or not", async () => {
    vi.mocked(readCachedSpeech).mockResolvedValue(Buffer.from("RIFFcached"));
    await expect(speak(`cat ${"[pause 10] ".repeat(2)}`)).rejects.toMatchObject({ status: 400, message: SPEECH_SERVICE_MESSAGES.pausesTooLong });
    expect((await speak("cat [pause 10] dog [pause 5] bird")).cache).toBe("hit");
  });
});
