import { deleteApp, initializeApp } from "firebase/app";
import type { FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInAnonymously } from "firebase/auth";
import { connectStorageEmulator, getBytes, getStorage, ref, uploadBytes } from "firebase/storage";
import { initializeApp as initializeAdmin } from "firebase-admin/app";
import { getStorage as getAdminStorage } from "firebase-admin/storage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// storage.rules denies every client request; the local Storage emulator must do the same.
const projectId = process.env.GCLOUD_PROJECT ?? "demo-readbright";
const [host, port] = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? "127.0.0.1:9199").split(":");
let app: FirebaseApp;

beforeAll(async () => {
  app = initializeApp({ apiKey: "demo-key", projectId, storageBucket: `${projectId}.appspot.com` }, "storage-rules");
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`, { disableWarnings: true });
  await signInAnonymously(auth);
  connectStorageEmulator(getStorage(app), host!, Number(port));
});
afterAll(() => deleteApp(app));

describe("storage.rules", () => {
  it("refuses a signed-in client uploading a file", async () => {
    const file = ref(getStorage(app), "recordings/someone/answer.webm");
    await expect(uploadBytes(file, new Uint8Array([1, 2, 3]))).rejects.toMatchObject({ code: "storage/unauthorized" });
  });

  it("lets the server (admin SDK) store and read a file that a client may not download", async () => {
    const admin = initializeAdmin({ projectId, storageBucket: `${projectId}.appspot.com` }, "storage-rules-admin");
    const blob = getAdminStorage(admin).bucket().file("tts-cache/rules-test.wav");
    await blob.save(Buffer.from("RIFF"));
    const [bytes] = await blob.download();
    expect(bytes.toString()).toBe("RIFF");

    const file = ref(getStorage(app), "tts-cache/rules-test.wav");
    await expect(getBytes(file)).rejects.toMatchObject({ code: "storage/unauthorized" });
  });
});
