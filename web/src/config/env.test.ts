import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

const complete = {
  VITE_FIREBASE_API_KEY: "demo-key",
  VITE_FIREBASE_AUTH_DOMAIN: "demo-readbright.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "demo-readbright",
};

describe("parseEnv", () => {
  it("reads the Firebase settings and leaves the emulator off by default", () => {
    expect(parseEnv(complete)).toEqual({
      firebaseApiKey: "demo-key",
      firebaseAuthDomain: "demo-readbright.firebaseapp.com",
      firebaseProjectId: "demo-readbright",
      authEmulatorUrl: null,
      firestoreEmulatorUrl: null,
      recaptchaSiteKey: null,
    });
  });

  it("turns App Check on with a reCAPTCHA Enterprise site key", () => {
    expect(parseEnv({ ...complete, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: " 6Lc-site-key " }).recaptchaSiteKey).toBe("6Lc-site-key");
  });

  it("connects to the auth emulator when its URL is set", () => {
    expect(parseEnv({ ...complete, VITE_AUTH_EMULATOR_URL: "http://127.0.0.1:9099" }).authEmulatorUrl).toBe(
      "http://127.0.0.1:9099",
    );
  });

  it("connects the live listeners to the Firestore emulator when its URL is set", () => {
    expect(parseEnv({ ...complete, VITE_FIRESTORE_EMULATOR_URL: "http://127.0.0.1:8080" }).firestoreEmulatorUrl).toBe("http://127.0.0.1:8080");
  });

  it("names the first missing setting in the spec's wording", () => {
    expect(() => parseEnv({ ...complete, VITE_FIREBASE_PROJECT_ID: undefined })).toThrow(
      "Required environment variable VITE_FIREBASE_PROJECT_ID is missing",
    );
    expect(() => parseEnv({ ...complete, VITE_FIREBASE_API_KEY: "  " })).toThrow(
      "Required environment variable VITE_FIREBASE_API_KEY is missing",
    );
  });
});
