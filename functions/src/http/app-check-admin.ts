// App Check deployed: the Admin SDK verifies the token (signature against Google's keys, issuer,
// audience, expiry); the app must also be one of ours when APP_CHECK_APP_IDS names them.
import { getAppCheck } from "firebase-admin/app-check";
import { adminApp } from "../admin-app";
import type { AppCheckVerifier } from "./app-check";

export function adminAppCheckVerifier(appIds: readonly string[]): AppCheckVerifier {
  return {
    async verify(token) {
      const { appId } = await getAppCheck(adminApp()).verifyToken(token);
      if (appIds.length > 0 && !appIds.includes(appId)) throw new Error("not our app");
      return { appId };
    },
  };
}
