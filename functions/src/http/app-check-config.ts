// Which App Check verifier the function uses (config.ts): none when App Check is off, the local key's
// when one is configured (the emulator suite's App Check tests), else the Admin SDK's.
import { APP_CHECK, APP_CHECK_APP_IDS } from "../config";
import type { AppCheckVerifier } from "./app-check";
import { adminAppCheckVerifier } from "./app-check-admin";
import { localAppCheckVerifier } from "./app-check-local";

export function configuredAppCheck(env: NodeJS.ProcessEnv = process.env): AppCheckVerifier | null {
  if (APP_CHECK === "off") return null;
  const pem = env.APP_CHECK_LOCAL_PUBLIC_KEY?.replace(/\\n/g, "\n");
  if (!pem) return adminAppCheckVerifier(APP_CHECK_APP_IDS);
  return localAppCheckVerifier({
    publicKeyPem: pem,
    projectNumber: env.APP_CHECK_PROJECT_NUMBER ?? "0",
    projectId: env.GCLOUD_PROJECT ?? "",
    appIds: APP_CHECK_APP_IDS,
  });
}
