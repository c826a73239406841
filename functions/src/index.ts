// Cloud Functions entry point: exports only. Hosting rewrites /api/** to this one function.
import { onRequest } from "firebase-functions/v2/https";
import { createApp } from "./http/app";
import { routes } from "./routes";

export const api = onRequest(
  // 512 MiB leaves room for espeak-ng and audio buffers; 60 s covers a slow synthesis.
  { region: "us-central1", memory: "512MiB", timeoutSeconds: 60, maxInstances: 10 },
  createApp(routes),
);
