// Only the app's own front door (docs/decisions/0034-limits-that-hold-under-concurrency.md): where App
// Check is enforced, every route but the health check needs a Firebase App Check token in the
// X-Firebase-AppCheck header, which the web app gets from reCAPTCHA Enterprise. A script calling the
// function's own URL, or the API without the app, is refused before anything else is read.
// Verifying is one stage behind an interface: deployed, the Admin SDK (app-check-admin.ts); in the tests,
// a local RS256 key and the same checks (app-check-local.ts). `npm start` runs without it.
import type { AnyEndpoint } from "@readbright/domain/api/endpoint";
import { ERRORS } from "@readbright/domain/messages";
import { HttpError } from "../core/http-error";

export const APP_CHECK_HEADER = "x-firebase-appcheck";

/** Checks one token: resolves with the app it was issued to, or rejects. */
export interface AppCheckVerifier {
  verify(token: string): Promise<{ appId: string }>;
}

/** Refuses (401) a request to `endpoint` without a token `verifier` accepts; with no verifier, App Check is off. */
export async function requireAppCheck(verifier: AppCheckVerifier | null, endpoint: Pick<AnyEndpoint, "appCheck">, token: string | undefined): Promise<void> {
  if (!verifier || endpoint.appCheck === false) return;
  if (!token) throw new HttpError(401, ERRORS.appNotVerified);
  try {
    await verifier.verify(token);
  } catch {
    throw new HttpError(401, ERRORS.appNotVerified);
  }
}
