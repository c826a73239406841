// The firebase-admin app, created on first use. In the emulator the SDK finds the Auth,
// Firestore and Storage emulators through the environment the emulator sets.
import { getApp, getApps, initializeApp } from "firebase-admin/app";
import type { App } from "firebase-admin/app";

export function adminApp(): App {
  return getApps().length > 0 ? getApp() : initializeApp();
}
