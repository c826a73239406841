// The queue of recordings waiting for their automatic mark: a Cloud Tasks queue that dispatches to the
// markRecording function (functions/src/index.ts). In the emulator suite the Functions emulator's Cloud
// Tasks emulator takes the tasks (firebase-admin finds it through CLOUD_TASKS_EMULATOR_HOST).
import { createHash } from "node:crypto";
import { getFunctions } from "firebase-admin/functions";
import { adminApp } from "../../../admin-app";

export const MARK_FUNCTION = "markRecording";
export const MARK_REGION = "us-central1";

export interface MarkTask {
  result_id: string;
  question_id: number;
  audio_path: string;
}

/** Enqueues one recording. Named after its path (fresh per upload), so a repeated enqueue is one task. */
export async function enqueueMark(task: MarkTask): Promise<void> {
  const queue = getFunctions(adminApp()).taskQueue<MarkTask>(`locations/${MARK_REGION}/functions/${MARK_FUNCTION}`);
  const id = createHash("sha256").update(task.audio_path).digest("hex").slice(0, 40);
  try {
    await queue.enqueue(task, { id, dispatchDeadlineSeconds: 120 });
  } catch (err) {
    if ((err as { code?: unknown } | null)?.code === "functions/task-already-exists") return;
    throw err;
  }
}
