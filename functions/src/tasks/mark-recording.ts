// The marking queue's function: Cloud Tasks dispatches each stored scored recording here (only Cloud
// Tasks may call it). Two at a time, so the recogniser never takes every core from the answers; a
// failed run is retried, and a run that finds the answer already marked does nothing.
import { logger } from "firebase-functions/logger";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { markStoredRecording, parseMarkTask } from "../services/answers/background-marking";
import { MARK_REGION } from "../services/answers/repositories/mark-queue";

export const markRecordingTask = onTaskDispatched(
  {
    region: MARK_REGION,
    memory: "512MiB",
    timeoutSeconds: 120,
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 10 },
    rateLimits: { maxConcurrentDispatches: 2 },
  },
  async (request) => {
    const task = parseMarkTask(request.data);
    if (!task) {
      logger.warn("A marking task with data it cannot read was dropped");
      return;
    }
    await markStoredRecording(task);
  },
);
