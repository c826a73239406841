// A quiet line under the player's header: whether the test can go on without the network, and whether
// every answer has reached the server or how many wait on this device (docs/decisions/0047).
import type { OfflineReadiness } from "../offline/prepare-test";

export const ALL_SAVED = "All answers saved";
export const READY_OFFLINE = "Ready to test offline";
export const PREPARING_OFFLINE = "Getting ready to test offline...";

/** "All answers saved", or how many answers are kept on this device until the server has them. */
export function savedText(answersWaiting: number): string {
  if (answersWaiting === 0) return ALL_SAVED;
  return answersWaiting === 1 ? "1 answer waiting to send" : `${answersWaiting} answers waiting to send`;
}

export const KEEP_PAGE_OPEN = "Keep this page open until they are sent: this device cannot keep them.";

const READINESS_TEXT: Record<OfflineReadiness, string | null> = { preparing: PREPARING_OFFLINE, ready: READY_OFFLINE, "online-only": null };

/** "Getting ready to test offline...", "Ready to test offline", or nothing where the test needs the network. */
export const readinessText = (readiness: OfflineReadiness): string | null => READINESS_TEXT[readiness];

interface SaveStatusProps {
  answersWaiting: number;
  readiness: OfflineReadiness;
  /** Some answers wait only in this page (outbox.ts): closing it would lose them. */
  onlyInPage?: boolean;
}

export function SaveStatus({ answersWaiting, readiness, onlyInPage = false }: SaveStatusProps) {
  const offline = readinessText(readiness);
  // Nothing to act on: a small phone gives the line's room to the question (player.css).
  const quiet = answersWaiting === 0 && readiness !== "preparing";
  return (
    <p className={quiet ? "player-save-status player-save-status--quiet" : "player-save-status"} role="status">
      {offline ? <span className="player-save-status__offline">{offline}</span> : null}
      <span>{savedText(answersWaiting)}</span>
      {onlyInPage && answersWaiting > 0 ? <strong>{KEEP_PAGE_OPEN}</strong> : null}
    </p>
  );
}
