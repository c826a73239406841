// Asks for a question's speech ahead of time (e.g. the next question's) so it plays without a wait.
import { speechAudio } from "./speech-cache";

export function prefetchSpeech(text: string, resultId: string): void {
  if (!text.trim()) return;
  // A failure here is not the test-taker's problem yet: the button asks again and reports it.
  speechAudio(text, resultId).catch(() => {});
}
