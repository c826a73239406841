// Seconds until another verification email may be sent, ticking down while there are any.
import { useCallback, useEffect, useState } from "react";
import { secondsUntilResend } from "../utils/verification-cooldown";

const TICK_MS = 500; // twice a second, so the shown number never lags the stored time by a whole second

export function useResendCountdown(): { secondsLeft: number; refresh: () => void } {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntilResend());
  const counting = secondsLeft > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => setSecondsLeft(secondsUntilResend()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [counting]);

  /** Re-read the stored time, after a send (or a refused one). */
  const refresh = useCallback(() => setSecondsLeft(secondsUntilResend()), []);
  return { secondsLeft, refresh };
}
