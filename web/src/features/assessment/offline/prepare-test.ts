// Makes an opened test work without the network before its first question: the service worker holds the
// app and every picture (its precache), and each read-aloud clip of the test is kept on the device
// (speech-store.ts). "ready" once all are there; "online-only" where the browser cannot keep them (no
// service worker, storage refused) or the network failed meanwhile: the test then goes on as before.
import { isMemoryQuestion } from "@readbright/domain/assessment";
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import { registerServiceWorker } from "../../../lib/service-worker";
import { speechSourceKey, textToSpeech } from "../media/api/text-to-speech";
import type { SpeechSource } from "../media/api/text-to-speech";
import { picturesOf } from "../media/preload-pictures";
import { sendWithRetry } from "../utils/send-with-retry";
import { storedSpeech, storeSpeech } from "./speech-store";

export type OfflineReadiness = "preparing" | "ready" | "online-only";

/** Every clip the player can ask for: each question read out, and a memory question's instruction. */
export function speechSourcesOf(questions: readonly PublicQuestion[]): SpeechSource[] {
  return questions.flatMap((question) => [
    { questionId: question.id, part: "question" as const },
    ...(isMemoryQuestion(question) ? [{ questionId: question.id, part: "instruction" as const }] : []),
  ]);
}

/** A few at a time: a classroom of devices getting ready at once should not queue the reader. */
async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Clips asked for at once by one device: two keep a device's preparation to seconds while a classroom of
 * devices getting ready together asks the reader for no more than twice their number.
 */
const CLIPS_AT_ONCE = 2;

/** A clip the reader fails to give (busy, the network gone for a moment) is asked for again, this many times in all. */
export const CLIP_TRIES = 4;

/** One clip, retried as an answer is (1 s, 2 s, 4 s between tries), then given up: the test stays online-only. */
function fetchClip(source: SpeechSource, resultId: string): Promise<Blob> {
  const giveUp = new AbortController();
  return sendWithRetry(() => textToSpeech(source, resultId), {
    signal: giveUp.signal,
    onRetry: (failures) => {
      if (failures >= CLIP_TRIES) giveUp.abort();
    },
  });
}

async function keepSpeech(result: ResultResponse): Promise<void> {
  await eachAtMost(speechSourcesOf(result.questions), CLIPS_AT_ONCE, async (source) => {
    const key = speechSourceKey(source);
    if (await storedSpeech(result.id, key)) return;
    await storeSpeech(result.id, key, await fetchClip(source, result.id));
  });
}

async function havePictures(result: ResultResponse): Promise<boolean> {
  const pictures = [...new Set(result.questions.flatMap((question) => picturesOf(question)))];
  for (const url of pictures) if (!(await caches.match(url))) return false;
  return true;
}

/** Why a test stays online-only, for whoever reads the console of a device that should be ready. */
function onlineOnly(reason: unknown): OfflineReadiness {
  console.warn("This test will need the network:", reason);
  return "online-only";
}

export async function prepareTestOffline(result: ResultResponse): Promise<OfflineReadiness> {
  try {
    if (!(await registerServiceWorker())) return onlineOnly("no service worker");
    // Resolves once a worker is active: its precache (the app, the pages, every picture) is in.
    await navigator.serviceWorker.ready;
    await keepSpeech(result);
    return (await havePictures(result)) ? "ready" : onlineOnly("a picture is not cached");
  } catch (error) {
    return onlineOnly(error);
  }
}
