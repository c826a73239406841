// Synthesised audio cached in Cloud Storage under tts-cache/, so a phrase is spoken once.
import { getStorage } from "firebase-admin/storage";
import { adminApp } from "../../../admin-app";

export const SPEECH_CACHE_PREFIX = "tts-cache/";

// STORAGE_BUCKET overrides; otherwise the project's default bucket from FIREBASE_CONFIG
// (demo-readbright.appspot.com in the emulator).
function bucket() {
  return getStorage(adminApp()).bucket(process.env.STORAGE_BUCKET || undefined);
}

export async function readCachedSpeech(name: string): Promise<Buffer | null> {
  try {
    const [audio] = await bucket().file(`${SPEECH_CACHE_PREFIX}${name}`).download();
    return audio;
  } catch (err) {
    if ((err as { code?: unknown }).code === 404) return null;
    throw err;
  }
}

export async function writeCachedSpeech(name: string, audio: Buffer, contentType: string): Promise<void> {
  await bucket().file(`${SPEECH_CACHE_PREFIX}${name}`).save(audio, { contentType, resumable: false });
}

export async function deleteCachedSpeech(name: string): Promise<void> {
  await bucket().file(`${SPEECH_CACHE_PREFIX}${name}`).delete({ ignoreNotFound: true });
}
