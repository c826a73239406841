// GET /api/assessment-results/{id}/recordings/{question_id}/: the audio of one recorded answer, for the
// participant's account holders. One contract for the function's route and the web's api file.
import { number, object, string } from "yup";
import type { InferType } from "yup";
import { ID_PATTERN } from "../patterns";
import { endpoint } from "./endpoint";
import type { Bytes } from "./endpoint";


export const RECORDING_MESSAGES = {
  idInvalid: "id must be an assessment result id",
  questionIdInvalid: "question_id must be a positive whole number",
  /** One answer for a missing result, an answer without a recording, a deleted file and a caller who may not hear it. */
  notFound: "Recording not found",
  rangeNotSatisfiable: "The requested range is not satisfiable",
} as const;

const M = RECORDING_MESSAGES;
// Canonical decimal only: "1e2", "0x10", "+5", "05" or " 5" are not question ids, though Number() would take them.
const WHOLE_NUMBER = /^[1-9]\d*$/;

/** The path's parameters, as the router hands them over (decoded text). */
export const recordingParamsSchema = object({
  id: string().strict().typeError(M.idInvalid).required(M.idInvalid).matches(ID_PATTERN, M.idInvalid),
  question_id: number()
    .transform((_value: unknown, original: unknown) => (typeof original === "string" && WHOLE_NUMBER.test(original) ? Number(original) : typeof original === "number" ? original : Number.NaN))
    .typeError(M.questionIdInvalid)
    .required(M.questionIdInvalid)
    .integer(M.questionIdInvalid)
    .min(1, M.questionIdInvalid)
    .max(Number.MAX_SAFE_INTEGER, M.questionIdInvalid),
});
export type RecordingParams = InferType<typeof recordingParamsSchema>;

/**
 * The response is the stored audio itself, not JSON (the web reads it as a Blob):
 * - 200 the whole file, or 206 one range (`Range: bytes=a-b`, `bytes=a-`, `bytes=-n`) with `Content-Range`;
 *   `Content-Type` as stored (audio/webm, audio/mp4 or audio/ogg), `Content-Length`, `Accept-Ranges: bytes`.
 *   A malformed Range, several ranges or any If-Range are ignored and the whole file is sent (RFC 9110).
 * - Never cached anywhere: a child's voice (this Cache-Control, on errors too).
 * Errors, each `{ "error": message }`: 400 bad parameters; 401 no valid ID token; 403 email not verified;
 * 404 RECORDING_MESSAGES.notFound for anything missing or not the caller's to hear; 416 a range past the
 * end, with `Content-Range: bytes *\/size`.
 */
export const RECORDING_CACHE_CONTROL = "private, no-store";

export const getRecording = endpoint<Bytes>()({
  method: "GET", path: "/api/assessment-results/{id}/recordings/{question_id}/", auth: "verified", params: recordingParamsSchema, invalidParamsStatus: 400, headers: { "Cache-Control": RECORDING_CACHE_CONTROL }, errors: [M.notFound, M.rangeNotSatisfiable],
});
