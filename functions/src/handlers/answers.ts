// The answer routes; contract (paths, schemas, response) in domain/src/api/answers.ts.
import { ANSWER_MESSAGES, recordingFieldsSchema } from "@readbright/domain/api/answers";
import type { AnswerBody } from "@readbright/domain/api/answers";
import { AUDIO_MAX_BYTES } from "@readbright/domain/limits";
import { ERRORS } from "@readbright/domain/messages";
import { HttpError } from "../http/http-error";
import { multipartBodyLimit, readMultipart } from "../http/multipart";
import { requesterOf } from "../http/requester";
import type { Handler, Request } from "../http/types";
import { validate } from "../http/validate";
import { answerQuestion, answerRecordingQuestion } from "../services/answer-service";

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

/** POST /api/answer-recording-question/ (multipart/form-data): the stored answer. */
export const answerRecordingHandler: Handler<undefined, unknown> = async (_ctx, res) => {
  const req = res.req as Request;
  const { fields, file } = await readMultipart(req, {
    fileField: "audio_recording",
    maxFileBytes: AUDIO_MAX_BYTES,
    tooLargeMessage: ERRORS.audioTooLarge,
  });
  const input = await validate(recordingFieldsSchema, { ...fields, option_ids: decodeOptionIds(fields.option_ids) });
  const audio = file ? { bytes: file.bytes, mimeType: file.mimeType } : null;
  res.json(await answerRecordingQuestion(await requesterOf(res), input, audio));
};
