// Firebase App Check with reCAPTCHA Enterprise: the token every API request carries where App Check is
// enforced (functions/src/http/app-check.ts). Loaded only when a site key is configured, so the
// emulator build never downloads it; the SDK refreshes the token before it expires.
import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider } from "firebase/app-check";
import type { AppCheck } from "firebase/app-check";
import { firebaseApp } from "./firebase";

let appCheck: AppCheck | null = null;

export async function currentAppCheckToken(siteKey: string): Promise<string> {
  appCheck ??= initializeAppCheck(firebaseApp, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
  return (await getToken(appCheck, false)).token;
}
