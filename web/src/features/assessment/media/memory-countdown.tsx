// The bar that counts down while a memory question's pictures are shown (spec section 4), then hands over.
import { plural } from "@lingui/core/macro";
import { Plural, useLingui } from "@lingui/react/macro";
import { MEMORY_COUNTDOWN_S } from "@readbright/domain/limits";
import { useEffect, useRef, useState } from "react";
import { useReducedMotion } from "../../../hooks/use-reduced-motion";
import { countdownColour } from "./countdown-colour";
import "./media.css";

const TICK_MS = 100;

interface MemoryCountdownProps {
  seconds?: number;
  onDone(): void;
}

export function MemoryCountdown({ seconds = MEMORY_COUNTDOWN_S, onDone }: MemoryCountdownProps) {
  const totalMs = seconds * 1000;
  const [remainingMs, setRemainingMs] = useState(totalMs);
  const done = useRef(onDone);

  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    const startedAt = Date.now();
    let finished = false;
    const timer = setInterval(() => {
      const left = Math.max(0, totalMs - (Date.now() - startedAt));
      setRemainingMs(left);
      if (left > 0 || finished) return;
      finished = true;
      clearInterval(timer);
      done.current();
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [totalMs]);

  const reducedMotion = useReducedMotion();
  const { t } = useLingui();
  const secondsLeft = Math.ceil(remainingMs / 1000);
  // Reduced motion: the bar steps once a second instead of sliding (the time itself is the same).
  const shownMs = reducedMotion ? Math.min(totalMs, secondsLeft * 1000) : remainingMs;
  const share = totalMs > 0 ? shownMs / totalMs : 0;
  const percent = Math.round(share * 100);
  return (
    <>
      <div
        className={`countdown countdown--${countdownColour(share)}`}
        role="progressbar"
        aria-label={t`Time to look at the pictures`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t`${plural(secondsLeft, { one: "# second left", other: "# seconds left" })}`}
      >
        <div className="countdown__fill" style={{ width: `${percent}%` }} />
      </div>
      {/* The time left, once a second, for a screen reader: a progress bar's changing value is not announced,
          and its children are presentational, so the live region sits beside it. */}
      <p className="visually-hidden" role="status">
        <Plural value={secondsLeft} one="# second left to look at the pictures" other="# seconds left to look at the pictures" />
      </p>
    </>
  );
}
