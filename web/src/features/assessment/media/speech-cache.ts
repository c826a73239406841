// Spoken audio kept in memory by what is said, so the next question's speech (fetched ahead) starts at
// once and a replay does not ask again. A clip kept on the device for the test (offline/speech-store.ts)
// is used before the network. A failed request is forgotten, so the next try asks again.
import { storedSpeech } from "../offline/speech-store";
import { speechSourceKey, textToSpeech } from "./api/text-to-speech";
import type { SpeechSource } from "./api/text-to-speech";

const MAX_ENTRIES = 20;
const cache = new Map<string, Promise<Blob>>();

export function speechAudio(source: SpeechSource, resultId: string): Promise<Blob> {
  const key = `${resultId}|${speechSourceKey(source)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const audio = storedSpeech(resultId, speechSourceKey(source))
    .catch(() => null)
    .then((kept) => kept ?? textToSpeech(source, resultId));
  cache.set(key, audio);
  audio.catch(() => {
    if (cache.get(key) === audio) cache.delete(key);
  });
  // Oldest first: a Map keeps insertion order.
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(oldest);
  }
  return audio;
}

/** For tests: start from an empty cache. */
export function clearSpeechCache(): void {
  cache.clear();
}
