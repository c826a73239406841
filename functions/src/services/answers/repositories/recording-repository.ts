// Answer recordings in Cloud Storage under recordings/. storage.rules gives clients no access: the
// audio is reached only through the API (the admin SDK).
import { getStorage } from "firebase-admin/storage";
import { adminApp } from "../../../admin-app";

export const RECORDINGS_PREFIX = "recordings/";

// STORAGE_BUCKET overrides; otherwise the project's default bucket (as for the speech cache).
function bucket() {
  return getStorage(adminApp()).bucket(process.env.STORAGE_BUCKET || undefined);
}

/** What saveRecording needs of a Storage file: its save. */
export interface Saveable {
  save(data: Buffer, options: { contentType: string; resumable: false; preconditionOpts: { ifGenerationMatch: number } }): Promise<unknown>;
}

const TRANSIENT_CODES = new Set(["ECONNRESET", "ETIMEDOUT", "EPIPE", "ECONNREFUSED", "EAI_AGAIN"]);

/** A reset connection, a timeout or a 429/5xx from Storage: worth one more try. */
export function isTransientStorageError(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === "number") return code === 429 || code >= 500;
  if (typeof code === "string" && TRANSIENT_CODES.has(code)) return true;
  return typeof message === "string" && /socket hang up|ECONNRESET|network/i.test(message);
}

/**
 * Stores a new recording, retrying a transient failure. Each recording has a fresh path and the upload
 * may only create it (ifGenerationMatch 0), so a retry can never replace another file: a 412 means an
 * attempt that looked failed had stored these very bytes.
 */
export async function saveOnce(file: Saveable, audio: Buffer, contentType: string, attempts = 3, pauseMs = 150): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await file.save(audio, { contentType, resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
      return;
    } catch (err) {
      if ((err as { code?: unknown } | null)?.code === 412) return;
      if (attempt >= attempts || !isTransientStorageError(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt));
    }
  }
}

export async function saveRecording(path: string, audio: Buffer, contentType: string): Promise<void> {
  await saveOnce(bucket().file(path), audio, contentType);
}

/** Deletes a recording; one that is already gone is not an error. */
export async function deleteRecording(path: string): Promise<void> {
  await bucket().file(path).delete({ ignoreNotFound: true });
}

/** A stored recording as it is now: reads of it ask for this generation, so the bytes match the size. */
export interface RecordingFile {
  path: string;
  generation: string;
  size: number;
  contentType: string;
}

const isNotFound = (err: unknown) => (err as { code?: unknown } | null)?.code === 404;

/** The recording's size and type, or null when there is no such file (or the path is not a recording's). */
export async function findRecordingFile(path: string): Promise<RecordingFile | null> {
  if (!path.startsWith(RECORDINGS_PREFIX)) return null;
  let metadata;
  try {
    [metadata] = await bucket().file(path).getMetadata();
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
  const size = Number(metadata.size);
  if (!Number.isSafeInteger(size) || size < 0) throw new Error(`Storage gave no size for ${path}`);
  return { path, generation: String(metadata.generation), size, contentType: metadata.contentType || "application/octet-stream" };
}

/** A whole recording and its type, for the recogniser; null when it is gone. */
export async function readRecordingBytes(path: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const file = await findRecordingFile(path);
  if (!file) return null;
  try {
    const [bytes] = await bucket().file(path, { generation: file.generation }).download();
    return { bytes, contentType: file.contentType };
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/**
 * Bytes start..end (inclusive) of the recording, streamed from Storage rather than held whole. The first
 * chunk is read before this returns, so a file deleted since findRecordingFile is null here, while the
 * caller can still answer 404, instead of a response broken off after its headers.
 */
export async function readRecordingRange(file: RecordingFile, start: number, end: number): Promise<AsyncIterable<Buffer> | null> {
  // A range read (even of every byte) skips the client's whole-file hash check, whose failure could only
  // come after the headers; the pinned generation makes the bytes the ones the size was read from.
  const stream = bucket().file(file.path, { generation: file.generation }).createReadStream({ start, end });
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let first: IteratorResult<Buffer>;
  try {
    first = await chunks.next();
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
  return (async function* () {
    try {
      for (let next = first; !next.done; next = await chunks.next()) yield next.value;
    } finally {
      await chunks.return?.(); // the reader stopped early (the client went away): stop reading Storage too
    }
  })();
}

/** Deletes every recording under a folder (a result's). */
export async function deleteRecordingsUnder(prefix: string): Promise<void> {
  await bucket().deleteFiles({ prefix });
}
