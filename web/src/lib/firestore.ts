// The Firestore client for live listeners. Import it only from lazily loaded pages: the Firestore SDK must
// never load on the public pages (scripts/check-bundle.mjs, docs/decisions/0023).
import { connectFirestoreEmulator, getFirestore } from "firebase/firestore";
import { getEnv } from "../config/env";
import { firebaseApp } from "./firebase";

export const firestore = getFirestore(firebaseApp);

const emulator = getEnv().firestoreEmulatorUrl;
if (emulator) {
  const { hostname, port } = new URL(emulator);
  connectFirestoreEmulator(firestore, hostname, Number(port));
}
