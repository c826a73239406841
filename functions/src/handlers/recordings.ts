// GET /api/assessment-results/{id}/recordings/{question_id}/: the audio of one recorded answer, whole or
// one byte range. Streamed: Storage's bytes go out as they arrive, never held whole (recordings are at most
// 10 MB, but a class's worth of listening at once would add up).
import { pipeline } from "node:stream/promises";
import { log } from "../core/log";
import { RECORDING_MESSAGES } from "@readbright/domain/api/recordings";
import type { getRecording } from "@readbright/domain/api/recordings";
import { contentRange, parseRange } from "../http/byte-range";
import { HttpError } from "../core/http-error";
import type { Handler } from "../http/types";
import { findRecordingForUser, noteRecordingPlayed, readRecording } from "../services/answers/recording-service";

export const getRecordingHandler: Handler<typeof getRecording> = async ({ user, params, method, header }, res) => {
  const file = await findRecordingForUser(user, params.id, params.question_id);

  // If-Range asks for the range only if the file is unchanged, judged by a validator; we send none, so
  // the condition cannot hold and the whole file is the answer (RFC 9110 section 13.1.5).
  const range = header("if-range") === undefined ? parseRange(header("range"), file.size) : ({ kind: "whole" } as const);
  if (range.kind === "unsatisfiable") throw new HttpError(416, RECORDING_MESSAGES.rangeNotSatisfiable, { "Content-Range": contentRange(file.size) });
  const { start, end } = range.kind === "partial" ? range : { start: 0, end: file.size - 1 };
  const sendsBytes = method !== "HEAD" && end >= start;
  // Opened before any header is set: a file gone since it was found is still a clean 404.
  const body = sendsBytes ? await readRecording(file, start, end) : null;
  // Logged before a byte is sent; a listening is the request for the file's start, not each range after it.
  if (body && start === 0) await noteRecordingPlayed(user, params.id, params.question_id, file);

  res.status(range.kind === "partial" ? 206 : 200).set({
    "Content-Type": file.contentType,
    "Content-Length": String(end - start + 1),
    "Accept-Ranges": "bytes",
    ...(range.kind === "partial" ? { "Content-Range": contentRange(file.size, range) } : {}),
  });
  if (!body) {
    res.end();
    return;
  }
  try {
    await pipeline(body, res);
  } catch (err) {
    // A listener who stops (or seeks, which aborts the request) is not a failure of ours.
    if ((err as { code?: unknown }).code === "ERR_STREAM_PREMATURE_CLOSE") {
      log.info("recording download stopped by the client");
      return;
    }
    throw err;
  }
};
