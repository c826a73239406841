// Question pictures fetched and decoded ahead: the next question's while the current one is answered, so
// a memory question's 5 seconds start with its pictures on screen, not with a blank row.
import type { PublicQuestion } from "@readbright/domain/assessment";

const decoded = new Map<string, Promise<void>>();
/** Kept so the browser holds the decoded pictures until they are shown. */
const held = new Map<string, HTMLImageElement>();
const MAX_HELD = 40;

export function picturesOf(question: Pick<PublicQuestion, "image_url" | "options">): string[] {
  const own = question.image_url === null ? [] : Array.isArray(question.image_url) ? question.image_url : [question.image_url];
  const options = question.options.flatMap((option) => (option.image_url ? [option.image_url] : []));
  return [...new Set([...own, ...options])];
}

/** Resolves once the picture is decoded and ready to paint; a failure is forgotten, so a retry fetches again. */
export function decodePicture(url: string): Promise<void> {
  const known = decoded.get(url);
  if (known) return known;
  const image = new Image();
  image.src = url;
  const ready = typeof image.decode === "function" ? image.decode() : Promise.resolve();
  decoded.set(url, ready);
  held.set(url, image);
  for (const oldest of held.keys()) {
    if (held.size <= MAX_HELD) break;
    held.delete(oldest);
    decoded.delete(oldest);
  }
  ready.catch(() => {
    decoded.delete(url);
    held.delete(url);
  });
  return ready;
}

export function preloadPictures(question: Pick<PublicQuestion, "image_url" | "options">): void {
  // Not the test-taker's problem yet: the question itself waits for its pictures and offers a retry.
  for (const url of picturesOf(question)) decodePicture(url).catch(() => {});
}

/** For tests. */
export function forgetPictures(): void {
  decoded.clear();
  held.clear();
}
