// Cloud Functions entry point: the exports, plus the JSON answer for bodies the framework refuses.
import { onRequest } from "firebase-functions/v2/https";
import { createApp } from "./http/app";
import { configuredAppCheck } from "./http/app-check-config";
import { installFrameworkBodyErrors } from "./http/framework-body-errors";
import { routes } from "./routes";
import { markRecordingTask } from "./tasks/mark-recording";
import { retentionTask } from "./tasks/retention";

const appCheck = configuredAppCheck();

// Malformed application/json bodies never reach createApp: the framework's parser refuses them first.
installFrameworkBodyErrors(routes, appCheck);

export const api = onRequest(
  // 512 MiB leaves room for espeak-ng and audio buffers; 60 s covers a slow synthesis.
  { region: "us-central1", memory: "512MiB", timeoutSeconds: 60, maxInstances: 10 },
  createApp(routes, appCheck),
);

/** The marking queue's function (services/answers/repositories/mark-queue.ts names it MARK_FUNCTION). */
export const markRecording = markRecordingTask;

/** The daily retention run: recordings past their time, idle accounts (services/retention/). */
export const dailyRetention = retentionTask;
