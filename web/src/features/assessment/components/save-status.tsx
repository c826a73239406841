// A quiet line under the player's header: whether the test can go on without the network, and whether
// every answer has reached the server or how many wait on this device (docs/decisions/0047).
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { OfflineReadiness } from "../offline/prepare-test";

export const ALL_SAVED = msg`All answers saved`;
export const READY_OFFLINE = msg`Ready to test offline`;
export const PREPARING_OFFLINE = msg`Getting ready to test offline...`;

/** "All answers saved", or how many answers are kept on this device until the server has them. */
export function savedText(answersWaiting: number): MessageDescriptor {
  if (answersWaiting === 0) return ALL_SAVED;
  return msg`${plural(answersWaiting, { one: "# answer waiting to send", other: "# answers waiting to send" })}`;
}

export const KEEP_PAGE_OPEN = msg`Keep this page open until they are sent: this device cannot keep them.`;

const READINESS_TEXT: Record<OfflineReadiness, MessageDescriptor | null> = { preparing: PREPARING_OFFLINE, ready: READY_OFFLINE, "online-only": null };

/** "Getting ready to test offline...", "Ready to test offline", or nothing where the test needs the network. */
export const readinessText = (readiness: OfflineReadiness): MessageDescriptor | null => READINESS_TEXT[readiness];

interface SaveStatusProps {
  answersWaiting: number;
  readiness: OfflineReadiness;
  /** Some answers wait only in this page (outbox.ts): closing it would lose them. */
  onlyInPage?: boolean;
}

export function SaveStatus({ answersWaiting, readiness, onlyInPage = false }: SaveStatusProps) {
  const { t } = useLingui();
  const offline = readinessText(readiness);
  // Nothing to act on: a small phone gives the line's room to the question (player.css).
  const quiet = answersWaiting === 0 && readiness !== "preparing";
  return (
    <p className={quiet ? "player-save-status player-save-status--quiet" : "player-save-status"} role="status">
      {offline ? <span className="player-save-status__offline">{t(offline)}</span> : null}
      <span>{t(savedText(answersWaiting))}</span>
      {onlyInPage && answersWaiting > 0 ? <strong>{t(KEEP_PAGE_OPEN)}</strong> : null}
    </p>
  );
}
