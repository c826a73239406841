// Carousel timing (spec section 9): advance every CAROUSEL_ADVANCE_MS; after the visitor browses by
// hand, hold still for CAROUSEL_RESUME_MS and then resume the regular rhythm, so the next automatic
// move comes CAROUSEL_RESUME_MS + CAROUSEL_ADVANCE_MS after their last click. It never moves on its
// own when the visitor prefers reduced motion or has pressed Pause, unless they press Play.
import { useCallback, useEffect, useRef, useState } from "react";
import { CAROUSEL_ADVANCE_MS, CAROUSEL_RESUME_MS } from "@readbright/domain/limits";
import { useReducedMotion } from "../../../hooks/use-reduced-motion";

export interface CarouselControls {
  index: number;
  /** True while slides move on by themselves (not counting a hold after browsing). */
  playing: boolean;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  togglePlaying: () => void;
}

export function useCarousel(count: number): CarouselControls {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [holding, setHolding] = useState(false);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const playing = choice === null ? !reducedMotion : choice === "play";

  useEffect(() => {
    if (!playing || holding || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), CAROUSEL_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [playing, holding, count]);

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  const browse = useCallback(
    (target: (current: number) => number) => {
      setIndex((current) => (target(current) + count) % count);
      setHolding(true);
      clearTimeout(resumeTimer.current);
      resumeTimer.current = setTimeout(() => setHolding(false), CAROUSEL_RESUME_MS);
    },
    [count],
  );

  return {
    index,
    playing,
    goTo: useCallback((target: number) => browse(() => target), [browse]),
    next: useCallback(() => browse((current) => current + 1), [browse]),
    previous: useCallback(() => browse((current) => current - 1), [browse]),
    togglePlaying: useCallback(() => {
      // Play means now: it also ends a hold left over from browsing.
      clearTimeout(resumeTimer.current);
      setHolding(false);
      setChoice(playing ? "pause" : "play");
    }, [playing]),
  };
}
