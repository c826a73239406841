// storage.rules denies every client request; the local Storage emulator must do the same (where it cannot
// run firebase-tools' rules runtime, scripts/emulator-preload.cjs stands in for the rules), while the
// server's admin SDK keeps full access.
import { deleteApp, initializeApp } from "firebase/app";
import type { FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInAnonymously } from "firebase/auth";
import { connectStorageEmulator, deleteObject, getBytes, getMetadata, getStorage, listAll, ref, uploadBytes } from "firebase/storage";
import type { FirebaseStorage } from "firebase/storage";
import { deleteApp as deleteAdminApp, initializeApp as initializeAdmin } from "firebase-admin/app";
import type { App } from "firebase-admin/app";
import { getStorage as getAdminStorage } from "firebase-admin/storage";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

const projectId = process.env.GCLOUD_PROJECT ?? "demo-readbright";
const bucket = `${projectId}.appspot.com`;
const emulatorHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? "127.0.0.1:9199";
const [host, port] = emulatorHost.split(":");
const RECORDING = "recordings/rules-test/result-1/7.webm";
const SPEECH = "tts-cache/rules-test.wav";

const clients: { who: string; storage?: FirebaseStorage }[] = [{ who: "a signed-in client" }, { who: "a signed-out client" }];
let signedInApp: FirebaseApp;
let signedOutApp: FirebaseApp;
let admin: App;
let idToken: string;

function connectedStorage(app: FirebaseApp): FirebaseStorage {
  const storage = getStorage(app);
  connectStorageEmulator(storage, host!, Number(port));
  return storage;
}

const adminFile = (path: string) => getAdminStorage(admin).bucket(bucket).file(path);

beforeAll(async () => {
  const options = { apiKey: "demo-key", projectId, storageBucket: bucket };
  signedInApp = initializeApp(options, "storage-rules-signed-in");
  signedOutApp = initializeApp(options, "storage-rules-signed-out");
  const auth = getAuth(signedInApp);
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`, { disableWarnings: true });
  idToken = await (await signInAnonymously(auth)).user.getIdToken();
  admin = initializeAdmin({ projectId, storageBucket: bucket }, "storage-rules-admin");
  clients[0]!.storage = connectedStorage(signedInApp);
  clients[1]!.storage = connectedStorage(signedOutApp);
});
afterAll(async () => {
  await Promise.all([deleteApp(signedInApp), deleteApp(signedOutApp), deleteAdminApp(admin)]);
});
// Every test starts from this file's objects cleared, then one recording and one cached phrase stored by the server.
beforeEach(async () => {
  await getAdminStorage(admin).bucket(bucket).deleteFiles({ prefix: "recordings/rules-test/" });
  await adminFile(SPEECH).delete({ ignoreNotFound: true });
  await adminFile(RECORDING).save(Buffer.from("webm-audio"), { contentType: "audio/webm", resumable: false });
  await adminFile(SPEECH).save(Buffer.from("RIFF"), { contentType: "audio/wav", resumable: false });
});

const refused = { code: "storage/unauthorized" };

describe.each(clients)("$who", (client) => {
  it("may not upload a recording or overwrite a stored one", async () => {
    const storage = client.storage!;
    await expect(uploadBytes(ref(storage, "recordings/rules-test/result-1/8.webm"), new Uint8Array([1, 2, 3]))).rejects.toMatchObject(refused);
    await expect(uploadBytes(ref(storage, RECORDING), new Uint8Array([1]))).rejects.toMatchObject(refused);
    const [stored] = await adminFile(RECORDING).download();
    expect(stored.toString()).toBe("webm-audio");
    const [created] = await adminFile("recordings/rules-test/result-1/8.webm").exists();
    expect(created).toBe(false);
  });

  it("may not download a recording or a cached phrase, nor read their metadata", async () => {
    const storage = client.storage!;
    await expect(getBytes(ref(storage, RECORDING))).rejects.toMatchObject(refused);
    await expect(getBytes(ref(storage, SPEECH))).rejects.toMatchObject(refused);
    await expect(getMetadata(ref(storage, RECORDING))).rejects.toMatchObject(refused);
  });

  it("may not list or delete recordings", async () => {
    const storage = client.storage!;
    await expect(listAll(ref(storage, "recordings/rules-test/result-1"))).rejects.toMatchObject(refused);
    await expect(deleteObject(ref(storage, RECORDING))).rejects.toMatchObject(refused);
    const [exists] = await adminFile(RECORDING).exists();
    expect(exists).toBe(true);
  });
});

describe("the server (admin SDK)", () => {
  it("stores, reads and deletes recordings and cached phrases", async () => {
    const [speech] = await adminFile(SPEECH).download();
    expect(speech.toString()).toBe("RIFF");
    await adminFile(RECORDING).delete();
    const [exists] = await adminFile(RECORDING).exists();
    expect(exists).toBe(false);
  });
});

// The refusals above come from the rules check itself, not from an emulator with no ruleset loaded (which
// would refuse the admin credential on this path too).
describe("the emulator's Firebase Storage API", () => {
  const mediaUrl = () => `http://${emulatorHost}/v0/b/${bucket}/o/${encodeURIComponent(RECORDING)}?alt=media`;

  it("serves the admin credential", async () => {
    const response = await fetch(mediaUrl(), { headers: { authorization: "Bearer owner" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("webm-audio");
  });

  it("refuses the same request with a user's ID token or with none", async () => {
    expect((await fetch(mediaUrl(), { headers: { authorization: `Firebase ${idToken}` } })).status).toBe(403);
    expect((await fetch(mediaUrl())).status).toBe(403);
  });
});
