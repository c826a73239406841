// Spoken audio kept in memory by text, so the next question's speech (fetched ahead) starts at once
// and a replay does not ask again. A failed request is forgotten, so the next try asks again.
import { textToSpeech } from "./api/text-to-speech";

const MAX_ENTRIES = 20;
const cache = new Map<string, Promise<Blob>>();

export function speechAudio(text: string, resultId: string): Promise<Blob> {
  const cached = cache.get(text);
  if (cached) return cached;
  const audio = textToSpeech(text, resultId);
  cache.set(text, audio);
  audio.catch(() => {
    if (cache.get(text) === audio) cache.delete(text);
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
