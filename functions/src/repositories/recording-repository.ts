// Answer recordings in Cloud Storage under recordings/. storage.rules gives clients no access: the
// audio is reached only through the API (the admin SDK).
import { getStorage } from "firebase-admin/storage";
import { adminApp } from "../admin-app";

export const RECORDINGS_PREFIX = "recordings/";

// STORAGE_BUCKET overrides; otherwise the project's default bucket (as for the speech cache).
function bucket() {
  return getStorage(adminApp()).bucket(process.env.STORAGE_BUCKET || undefined);
}

export async function saveRecording(path: string, audio: Buffer, contentType: string): Promise<void> {
  await bucket().file(path).save(audio, { contentType, resumable: false });
}

/** Deletes a recording; one that is already gone is not an error. */
export async function deleteRecording(path: string): Promise<void> {
  await bucket().file(path).delete({ ignoreNotFound: true });
}
