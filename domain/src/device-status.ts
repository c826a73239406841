// What the school is told about the device taking a test (docs/decisions/0048): how many answers it still
// holds, or that it went quiet holding some (or finished offline) and its answers come when it is back.
// From the device's last report (POST /api/device-status/) and the result's last answer, both kept on the
// result; the same rule wherever a result in progress is shown.
import type { ResultStatus } from "./enums";

/** The most answers a report may say are waiting: far past a whole test, so a real device is never refused. */
export const DEVICE_WAITING_MAX = 500;
/** How often an open player reports, heard or not. */
export const DEVICE_HEARTBEAT_MS = 30_000;
/** Past this without a report or an answer, a device that held answers is taken to be offline: three heartbeats. */
export const DEVICE_QUIET_MS = 90_000;

export const DEVICE_RECONNECT = "Waiting for this device to reconnect";

export function answersWaitingLabel(count: number): string {
  return `${count} ${count === 1 ? "answer" : "answers"} waiting on this device`;
}

/** What a result keeps of its device; times in milliseconds since the epoch, null when never heard. */
export interface DeviceFacts {
  status: ResultStatus;
  /** Answers the device last said it holds (0 when it never reported). */
  device_waiting: number;
  /** The device last said the child saw the end screen and the completion is still on it. */
  device_finished: boolean;
  device_seen_at: number | null;
  last_answer_at: number | null;
}

export type DeviceStatus = { kind: "none" } | { kind: "waiting"; count: number } | { kind: "reconnect" };

const NONE: DeviceStatus = { kind: "none" };

/**
 * Only an open test has a device to wait for: once completed (or abandoned) the server has the last word.
 * "Reconnect" when the device said it finished offline, or when it held answers and neither a report nor
 * an answer came for DEVICE_QUIET_MS; otherwise the count it holds, if any.
 */
export function deviceStatus(facts: DeviceFacts, now: number): DeviceStatus {
  if (facts.status !== "in_progress" && facts.status !== "not_started") return NONE;
  if (facts.device_seen_at === null) return NONE;
  if (facts.device_finished) return { kind: "reconnect" };
  if (facts.device_waiting <= 0) return NONE;
  const lastHeard = Math.max(facts.device_seen_at, facts.last_answer_at ?? 0);
  if (now - lastHeard > DEVICE_QUIET_MS) return { kind: "reconnect" };
  return { kind: "waiting", count: facts.device_waiting };
}

/** The words for a status; null when there is nothing to say. */
export function deviceStatusLabel(status: DeviceStatus): string | null {
  if (status.kind === "reconnect") return DEVICE_RECONNECT;
  if (status.kind === "waiting") return answersWaitingLabel(status.count);
  return null;
}
