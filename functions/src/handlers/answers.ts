// The answer routes; contract (paths, schemas, response) in domain/src/api/answers.ts.
import { ANSWER_MESSAGES, recordingFieldsSchema, RESULT_ID_QUERY } from "@readbright/domain/api/answers";
import type { AnswerBody } from "@readbright/domain/api/answers";
import { AUDIO_MAX_BYTES } from "@readbright/domain/limits";
import { ERRORS } from "@readbright/domain/messages";
import { HttpError } from "../core/http-error";
import { multipartBodyLimit, readMultipart } from "../http/multipart";
import { clientIp } from "../http/client-ip";
import { optionalCaller } from "../http/optional-auth";
import { requesterOf } from "../http/requester";
import type { Handler, Request, UnreadRequest } from "../http/types";
import { validate } from "../http/validate";
import { answerQuestion, answerRecordingQuestion } from "../services/answer-service";
import { checkUploadBeforeReading } from "../services/assessment-access-service";

/** POST /api/answer-question/: the stored answer, graded. */
export const answerQuestionHandler: Handler<AnswerBody, unknown> = async ({ body }, res) => {
  res.json(await answerQuestion(await requesterOf(res), body));
};

/** option_ids travels as a JSON list inside the form; anything else is left for the schema to refuse. */
function decodeOptionIds(value: string | undefined): unknown {
  if (value === undefined || value.trim() === "") return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new HttpError(400, ANSWER_MESSAGES.optionIdsInvalid);
  }
}

/** A body past this is refused before it is read (10 MB of audio and the form around it). */
export const RECORDING_BODY_LIMIT = multipartBodyLimit(AUDIO_MAX_BYTES, ERRORS.audioTooLarge);

function queryResultId(url: string | undefined): string | null {
  return new URLSearchParams((url ?? "").split("?")[1] ?? "").get(RESULT_ID_QUERY);
}

/** Before the upload is read: the result named in the address, and the caller's limits (services). */
export async function recordingBeforeBody(req: UnreadRequest): Promise<void> {
  const requester = { user: await optionalCaller(firstHeader(req.headers.authorization)), clientIp: clientIp({ headers: req.headers, ip: req.socket?.remoteAddress }) };
  await checkUploadBeforeReading(requester, queryResultId(req.url));
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** POST /api/answer-recording-question/ (multipart/form-data): the stored answer. */
export const answerRecordingHandler: Handler<undefined, unknown> = async ({ query }, res) => {
  const req = res.req as Request;
  const { fields, file } = await readMultipart(req, {
    fileField: "audio_recording",
    maxFileBytes: AUDIO_MAX_BYTES,
    tooLargeMessage: ERRORS.audioTooLarge,
  });
  const input = await validate(recordingFieldsSchema, { ...fields, option_ids: decodeOptionIds(fields.option_ids) });
  // The id checked before reading must be the one the answer is for.
  const named = query[RESULT_ID_QUERY];
  if (named !== undefined && named !== input.assessment_result_id) throw new HttpError(400, ANSWER_MESSAGES.resultIdsDiffer);
  const audio = file ? { bytes: file.bytes, mimeType: file.mimeType } : null;
  res.json(await answerRecordingQuestion(await requesterOf(res), input, audio));
};
