// Asks for a question's speech ahead of time (e.g. the next question's) so it plays without a wait.
import type { SpeechSource } from "./api/text-to-speech";
import { speechAudio } from "./speech-cache";

export function prefetchSpeech(source: SpeechSource, resultId: string): void {
  // A failure here is not the test-taker's problem yet: the button asks again and reports it.
  speechAudio(source, resultId).catch(() => {});
}
