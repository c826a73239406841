// The time to answer a question (response_ms): from the moment it is fully shown (every picture in it
// decoded and painted, a memory question's viewing over) to the moment Next is pressed, on the device's
// monotonic clock. Answered before the pictures were ready: 0 (nothing could have been read yet).
import { useEffect, useRef } from "react";
import type { RefObject } from "react";
import { RESPONSE_MS_MAX } from "@readbright/domain/limits";

function decoded(image: HTMLImageElement): Promise<unknown> {
  // A picture that fails to decode still leaves the question on screen: it is shown as it is.
  return typeof image.decode === "function" ? image.decode().catch(() => undefined) : Promise.resolve();
}

/** Whole milliseconds, never more than the API takes (a tab left open for an hour reports 10 minutes). */
export function clampResponseMs(ms: number): number {
  return Math.min(RESPONSE_MS_MAX, Math.max(0, Math.round(ms)));
}

/**
 * Starts when `shown` turns true and every picture inside `container` has decoded; the returned function
 * reads the time to answer so far.
 */
export function useResponseTimer(container: RefObject<HTMLElement | null>, shown: boolean): () => number {
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    if (!shown) return;
    let live = true;
    const images = [...(container.current?.querySelectorAll("img") ?? [])];
    void Promise.all(images.map(decoded)).then(() => {
      // The next frame is the first one painted with every picture in place.
      requestAnimationFrame(() => {
        if (live && shownAt.current === null) shownAt.current = performance.now();
      });
    });
    return () => {
      live = false;
    };
  }, [container, shown]);

  return () => (shownAt.current === null ? 0 : clampResponseMs(performance.now() - shownAt.current));
}
