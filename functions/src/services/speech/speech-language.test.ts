// The reader picks the voice by the words' language: a Spanish test is read in the engine's Spanish voice.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { readCachedSpeech } from "./repositories/speech-cache-repository";
import { getSynthesizer } from "./synthesis/choose-synthesizer";
import type { SpeechSynthesizer } from "./synthesis/synthesizer";
import { speak, speechCacheName } from "./speech-service";

vi.mock("firebase-functions/logger", () => ({ logger: { error: vi.fn(), info: vi.fn(), warn: vi.fn() } }));
vi.mock("./repositories/speech-cache-repository", () => ({ readCachedSpeech: vi.fn(), writeCachedSpeech: vi.fn() }));
vi.mock("./repositories/speech-cache-users-repository", () => ({ noteSpeechUser: vi.fn() }));
vi.mock("./synthesis/choose-synthesizer", () => ({ getSynthesizer: vi.fn() }));

const synthesize = vi.fn<SpeechSynthesizer["synthesize"]>();
const engine: SpeechSynthesizer = { name: "google", contentType: "audio/mpeg", extension: "mp3", defaultVoices: { en: "en-US-Standard-C", es: "es-US-Standard-A" }, voices: ["en-US-Standard-C", "es-US-Standard-A"], synthesize };

beforeEach(() => {
  vi.mocked(getSynthesizer).mockResolvedValue(engine);
  vi.mocked(readCachedSpeech).mockResolvedValue(null);
  synthesize.mockReset().mockResolvedValue(Buffer.from("ID3"));
});

describe("speak in a language", () => {
  it("reads Spanish words in the Spanish default voice, free as the default, cached under that voice", async () => {
    const onMiss = vi.fn().mockResolvedValue(undefined);
    await speak("¿Riman «gato» y «pato»?", null, onMiss, null, "es");
    expect(synthesize).toHaveBeenCalledWith(expect.any(String), "es-US-Standard-A");
    expect(onMiss).toHaveBeenCalledWith("es-US-Standard-A", "es-US-Standard-A");
    expect(readCachedSpeech).toHaveBeenCalledWith(speechCacheName("es-US-Standard-A", "¿Riman «gato» y «pato»?", "mp3"));
  });

  it("reads English, and anything with no language, in the English voice", async () => {
    await speak("Do cat and hat rhyme?");
    expect(synthesize).toHaveBeenLastCalledWith(expect.any(String), "en-US-Standard-C");
    await speak("Do cat and hat rhyme?", null, undefined, null, "en");
    expect(synthesize).toHaveBeenLastCalledWith(expect.any(String), "en-US-Standard-C");
  });

  it("uses a voice named by an account whatever the language, counted as not the default", async () => {
    const onMiss = vi.fn().mockResolvedValue(undefined);
    await speak("hola", "en-US-Standard-C", onMiss, null, "es");
    expect(onMiss).toHaveBeenCalledWith("en-US-Standard-C", "es-US-Standard-A");
  });
});
