// A result document as the live view needs it: the fields it reads, read defensively (an older result may
// lack question_count; a result in progress has no section_scores yet; most have no device report).
import { RESULT_STATUSES } from "@readbright/domain/enums";
import type { ResultStatus } from "@readbright/domain/enums";
import type { LiveResult } from "./class-states";

const count = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** Spoken answers waiting for a person, over every section (section_scores.*.pending). */
function pendingOf(sections: unknown): number {
  if (typeof sections !== "object" || sections === null) return 0;
  return Object.values(sections as Record<string, { pending?: unknown } | null>).reduce((sum, section) => sum + count(section?.pending), 0);
}

/** A Firestore Timestamp (anything with toMillis), without importing the SDK here; null when absent. */
function millisOrNull(value: unknown): number | null {
  const stamp = value as { toMillis?: () => number } | null;
  return typeof stamp?.toMillis === "function" ? stamp.toMillis() : null;
}

const millis = (value: unknown): number => millisOrNull(value) ?? 0;

export function toLiveResult(id: string, data: Record<string, unknown>): LiveResult {
  return {
    id,
    participant_id: typeof data.participant_id === "string" ? data.participant_id : "",
    status: RESULT_STATUSES.includes(data.status as ResultStatus) ? (data.status as ResultStatus) : "not_started",
    answered_count: count(data.answered_count),
    question_count: typeof data.question_count === "number" ? data.question_count : null,
    pending: pendingOf(data.section_scores),
    created_at: millis(data.created_at),
    // The device's last report and the last answer's time, kept by the server (decision 48).
    device_waiting: count(data.device_waiting),
    device_finished: data.device_finished === true,
    device_seen_at: millisOrNull(data.device_seen_at),
    last_answer_at: millisOrNull(data.last_answer_at),
  };
}
