// The marking queue's function: Cloud Tasks dispatches each stored scored recording here (only Cloud
// Tasks may call it). Two at a time, so the recogniser never takes every core from the answers; a
// failed run is retried, and a run that finds the answer already marked does nothing.
import { setPriority } from "node:os";
import { logger } from "firebase-functions/logger";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { markStoredRecording, parseMarkTask } from "../services/answers/background-marking";
import { MARK_REGION } from "../services/answers/background-marking";

/** Unix niceness of the marking queue's process (and so of its ffmpeg and pocketsphinx): below every request's. */
export const MARKING_NICENESS = 10;

let yielded = false;

/**
 * Nobody waits on a mark, so the process running this function yields the CPU to requests wherever it
 * shares cores with them (the local emulator suite; deployed, it has instances of its own). Once per
 * process: the recogniser's tools inherit it, and it cannot be raised again without privileges.
 */
export function yieldCpuToRequests(lower: (pid: number, priority: number) => void = setPriority): void {
  if (yielded) return;
  yielded = true;
  try {
    lower(0, MARKING_NICENESS);
  } catch {
    // A host that refuses: the marks are made at the usual priority.
  }
}

export const markRecordingTask = onTaskDispatched(
  {
    region: MARK_REGION,
    memory: "512MiB",
    timeoutSeconds: 120,
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 10 },
    rateLimits: { maxConcurrentDispatches: 2 },
  },
  async (request) => {
    yieldCpuToRequests();
    const task = parseMarkTask(request.data);
    if (!task) {
      logger.warn("A marking task with data it cannot read was dropped");
      return;
    }
    await markStoredRecording(task);
  },
);
