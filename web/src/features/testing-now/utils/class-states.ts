// Each student's state in a class's test session, from the class list and the live results.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { deviceStatus } from "@readbright/domain/device-status";
import type { DeviceFacts, DeviceStatus } from "@readbright/domain/device-status";
import type { ResultStatus } from "@readbright/domain/enums";

/** What the live listener hears of one result: only the fields the view needs (the device's report among them). */
export interface LiveResult extends DeviceFacts {
  id: string;
  participant_id: string;
  status: ResultStatus;
  /** Scored questions answered so far. */
  answered_count: number;
  /** Scored questions in the test; null on results made before it was stored. */
  question_count: number | null;
  /** Spoken answers still waiting for a person, over every section. */
  pending: number;
  /** Milliseconds since the epoch. */
  created_at: number;
}

export type StudentState =
  | { kind: "not_started" }
  | { kind: "in_progress"; question: number; of: number | null }
  | { kind: "finished" }
  | { kind: "needs_review" };

export interface ClassStudent {
  id: string;
  name: string;
}

export interface ClassRow extends ClassStudent {
  state: StudentState;
  /** What the device taking the test holds (domain/src/device-status.ts). */
  device: DeviceStatus;
}

/** The newest result of each student: an older completed screening must not hide today's test. */
function newestByStudent(results: readonly LiveResult[]): Map<string, LiveResult> {
  const newest = new Map<string, LiveResult>();
  for (const result of results) {
    const seen = newest.get(result.participant_id);
    if (!seen || result.created_at > seen.created_at) newest.set(result.participant_id, result);
  }
  return newest;
}

export function stateOf(result: LiveResult | undefined): StudentState {
  if (!result || result.status === "not_started" || result.status === "abandoned") return { kind: "not_started" };
  if (result.status === "completed") return result.pending > 0 ? { kind: "needs_review" } : { kind: "finished" };
  const of = result.question_count;
  // The question on screen is the one after the last answered; once all are answered, the last.
  const question = of === null ? result.answered_count + 1 : Math.min(result.answered_count + 1, of);
  return { kind: "in_progress", question, of };
}

export function stateLabel(state: StudentState): MessageDescriptor {
  switch (state.kind) {
    case "not_started":
      return msg`Not started`;
    case "in_progress": {
      const { question, of: total } = state;
      return total === null ? msg`Question ${question}` : msg`Question ${question} of ${total}`;
    }
    case "finished":
      return msg`Finished`;
    case "needs_review":
      return msg`Needs review`;
  }
}

const NO_DEVICE: DeviceStatus = { kind: "none" };

/**
 * The class in name order, each with their newest result's state and its device's, as of `now` (a device
 * gone quiet is told from the time); results of other students are ignored.
 */
export function classRows(students: readonly ClassStudent[], results: readonly LiveResult[], now: number): ClassRow[] {
  const newest = newestByStudent(results);
  return [...students]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((student) => {
      const result = newest.get(student.id);
      return { id: student.id, name: student.name, state: stateOf(result), device: result ? deviceStatus(result, now) : NO_DEVICE };
    });
}

/** Finished includes those whose spoken answers wait for review: they have done their part. */
export function finishedCount(rows: readonly ClassRow[]): number {
  return rows.filter((row) => row.state.kind === "finished" || row.state.kind === "needs_review").length;
}
