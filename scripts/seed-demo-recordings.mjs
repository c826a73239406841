// The demo's spoken answers: real recordings, spoken by espeak-ng and encoded by ffmpeg as the
// browser records them (Opus in WebM), so the Review page has something to play. Each is stored as
// POST /api/answer-recording-question/ stores one (functions/src/services/answers/answer-service.ts: the file
// under recordingPath() in the default bucket, then the answer and the result's answered_count in one
// transaction), but with the mark seed-demo-answers.mjs plans instead of the recogniser's, so the demo
// shows the same mix of marked and waiting answers on every machine, with or without pocketsphinx.
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { FieldValue, Timestamp } from "firebase-admin/firestore";

const run = promisify(execFile);
const CONTENT_TYPE = "audio/webm";
/**
 * Without espeak-ng or ffmpeg: the start of a WebM file (an EBML header naming the webm doc type) and
 * no sound, as the seed stored before it could speak.
 */
export const SILENT_WEBM = Buffer.from("1a45dfa39f4286810142f7810142f2810442f381084282847765626d428781044285810218538067", "hex");

/** Speaks each distinct phrase once per seed: `audioFor(phrase)` gives the WebM bytes; `close()` removes the work folder. */
export function createVoice({ warn = console.warn } = {}) {
  const cache = new Map();
  let folder;
  let warned = false;
  async function speak(phrase, n) {
    folder ??= mkdtemp(join(tmpdir(), "readbright-seed-voice-"));
    const dir = await folder;
    const wav = join(dir, `${n}.wav`);
    const webm = join(dir, `${n}.webm`);
    await run("espeak-ng", ["-v", "en-us", "-s", "140", "-w", wav, phrase]);
    await run("ffmpeg", ["-loglevel", "error", "-y", "-i", wav, "-c:a", "libopus", "-b:a", "32k", webm]);
    return readFile(webm);
  }
  return {
    audioFor(phrase) {
      if (!cache.has(phrase)) {
        cache.set(phrase, speak(phrase, cache.size).catch((err) => {
          if (!warned) warn(`  Demo recordings are silent: espeak-ng or ffmpeg failed (${err.message.split("\n")[0]}). Install both for spoken ones.`);
          warned = true;
          return SILENT_WEBM;
        }));
      }
      return cache.get(phrase);
    },
    async close() {
      if (folder) await rm(await folder, { recursive: true, force: true });
    },
  };
}

/** recordingPath() of answer-service.ts: per owner and result, a fresh name per upload. */
export function recordingPath(ownerUid, resultId, questionId) {
  return `recordings/${ownerUid || "unowned"}/${resultId}/${questionId}-${randomBytes(6).toString("hex")}.webm`;
}

/** The stored answer (results/repositories/answer-converter.ts, toAnswerData) of a planned recording (seed-demo-answers.mjs). */
export function recordedAnswerData(planned, audioPath, audio, answeredAt) {
  const { question, mark } = planned;
  return {
    question_id: question.id,
    section_type: question.section_type,
    is_practice: question.is_practice,
    option_ids: [],
    answer_text: null,
    audio_path: audioPath,
    audio_sha256: createHash("sha256").update(audio).digest("hex"),
    ...mark,
    answered_at: answeredAt,
    memory_view_ms: null,
    marked_at: mark.marked_by ? answeredAt : null,
  };
}

/**
 * Stores one planned recording of an open result: the file, then the answer and answered_count + 1.
 * A question answered already keeps its answer (a first answer is final) and the new file is deleted.
 */
export async function saveRecordedAnswer(db, bucket, resultId, planned, audio) {
  const resultRef = db.collection("assessment_results").doc(resultId);
  const answerRef = resultRef.collection("answers").doc(String(planned.question.id));
  const path = recordingPath((await resultRef.get()).get("owner_uid"), resultId, planned.question.id);
  await bucket.file(path).save(audio, { contentType: CONTENT_TYPE, resumable: false });
  let written = false;
  try {
    written = await db.runTransaction(async (tx) => {
      const [result, stored] = await Promise.all([tx.get(resultRef), tx.get(answerRef)]);
      if (result.get("status") !== "in_progress") throw new Error(`result ${resultId} is ${result.get("status") ?? "missing"}, not in progress`);
      if (stored.exists) return false;
      tx.set(answerRef, recordedAnswerData(planned, path, audio, Timestamp.now()));
      tx.update(resultRef, { answered_count: FieldValue.increment(1) });
      return true;
    });
  } finally {
    if (!written) await bucket.file(path).delete({ ignoreNotFound: true });
  }
}
