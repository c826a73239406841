// Verification emails may be re-sent only 60 s after the last one; the time is remembered in this browser.
import { VERIFICATION_RESEND_COOLDOWN_S } from "@readbright/domain/limits";

const KEY = "readbright.verification-sent-at";

export function markVerificationSent(now = Date.now()): void {
  try {
    window.localStorage.setItem(KEY, String(now));
  } catch {
    // Without storage the cooldown simply does not survive a reload.
  }
}

export function secondsUntilResend(now = Date.now()): number {
  let sentAt = Number.NaN;
  try {
    sentAt = Number(window.localStorage.getItem(KEY));
  } catch {
    return 0;
  }
  if (!Number.isFinite(sentAt) || sentAt <= 0) return 0;
  const remainingMs = sentAt + VERIFICATION_RESEND_COOLDOWN_S * 1000 - now;
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}
