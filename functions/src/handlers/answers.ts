// The answer routes; contract (paths, schemas, response) in domain/src/api/answers.ts.
import { ANSWER_MESSAGES, RESULT_ID_QUERY } from "@readbright/domain/api/answers";
import type { answerQuestion as answerQuestionEndpoint, answerRecordingQuestion } from "@readbright/domain/api/answers";
import { HttpError } from "../core/http-error";
import { clientIp } from "../http/client-ip";
import { optionalCaller } from "../http/optional-auth";
import type { Handler, UnreadRequest } from "../http/types";
import { answerQuestion, answerRecordingQuestion as answerRecording } from "../services/answers/answer-service";
import { checkUploadBeforeReading } from "../services/results/result-access";

/** POST /api/answer-question/: the stored answer, graded. */
export const answerQuestionHandler: Handler<typeof answerQuestionEndpoint> = async ({ requester, body }, res) => {
  res.json(await answerQuestion(requester, body));
};

function queryResultId(url: string | undefined): string | null {
  return new URLSearchParams((url ?? "").split("?")[1] ?? "").get(RESULT_ID_QUERY);
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Before the upload is read: the result named in the address, and the caller's limits (services). */
export async function recordingBeforeBody(req: UnreadRequest): Promise<void> {
  const user = await optionalCaller(firstHeader(req.headers.authorization));
  await checkUploadBeforeReading({ user, clientIp: clientIp({ headers: req.headers, ip: req.socket?.remoteAddress }) }, queryResultId(req.url));
}

/** POST /api/answer-recording-question/ (multipart/form-data): the stored answer. */
export const answerRecordingHandler: Handler<typeof answerRecordingQuestion> = async ({ requester, query, body, file }, res) => {
  // The id checked before reading must be the one the answer is for.
  const named = query[RESULT_ID_QUERY];
  if (named !== undefined && named !== body.assessment_result_id) throw new HttpError(400, ANSWER_MESSAGES.resultIdsDiffer);
  const audio = file ? { bytes: file.bytes, mimeType: file.mimeType } : null;
  res.json(await answerRecording(requester, body, audio));
};
