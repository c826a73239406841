// The Firebase app and Auth instance. Import it only from lazily loaded code (see docs/decisions/0003).
import { initializeApp } from "firebase/app";
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from "firebase/auth";
import { getEnv } from "../config/env";

const env = getEnv();

export const firebaseApp = initializeApp({
  apiKey: env.firebaseApiKey,
  authDomain: env.firebaseAuthDomain,
  projectId: env.firebaseProjectId,
});

// initializeAuth without a popup/redirect resolver keeps the sign-in code we never use out of the bundle.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (env.authEmulatorUrl) {
  // The warning banner would sit over the page's own controls in end-to-end tests.
  connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
}
