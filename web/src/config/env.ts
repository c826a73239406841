// Build-time configuration, checked once at start-up so a missing setting fails loudly and readably.

export interface Env {
  firebaseApiKey: string;
  firebaseAuthDomain: string;
  firebaseProjectId: string;
  /** Set only for emulator builds, e.g. http://127.0.0.1:9099. */
  authEmulatorUrl: string | null;
  /** Set only for emulator builds, e.g. http://127.0.0.1:8080: the 'Testing now' page's live listeners. */
  firestoreEmulatorUrl: string | null;
  /** The reCAPTCHA Enterprise site key of App Check; null where App Check is off (the emulators). */
  recaptchaSiteKey: string | null;
}

type EnvSource = Record<string, string | boolean | undefined>;

function required(source: EnvSource, name: string): string {
  const value = source[name];
  if (typeof value !== "string" || value.trim() === "") {
    throw new Error(`Required environment variable ${name} is missing`);
  }
  return value.trim();
}

function optional(source: EnvSource, name: string): string | null {
  const value = source[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

export function parseEnv(source: EnvSource): Env {
  return {
    firebaseApiKey: required(source, "VITE_FIREBASE_API_KEY"),
    firebaseAuthDomain: required(source, "VITE_FIREBASE_AUTH_DOMAIN"),
    firebaseProjectId: required(source, "VITE_FIREBASE_PROJECT_ID"),
    authEmulatorUrl: optional(source, "VITE_AUTH_EMULATOR_URL"),
    firestoreEmulatorUrl: optional(source, "VITE_FIRESTORE_EMULATOR_URL"),
    recaptchaSiteKey: optional(source, "VITE_RECAPTCHA_ENTERPRISE_SITE_KEY"),
  };
}

let cached: Env | undefined;

/** The validated settings; main.tsx calls this first so a bad build fails before anything renders. */
export function getEnv(): Env {
  cached ??= parseEnv(import.meta.env);
  return cached;
}
