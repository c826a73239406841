// The answer routes; contract (paths, schemas, response) in domain/src/api/answers.ts.
import { ANSWER_MESSAGES, RESULT_ID_QUERY } from "@readbright/domain/api/answers";
import type { answerQuestion as answerQuestionEndpoint, answerRecordingQuestion } from "@readbright/domain/api/answers";
import { HttpError } from "../core/http-error";
import type { BeforeBody, Handler } from "../http/types";
import { answerQuestion, answerRecordingQuestion as answerRecording } from "../services/answers/answer-service";
import { checkUploadBeforeReading } from "../services/results/result-access";

/** POST /api/answer-question/: the stored answer, graded. */
export const answerQuestionHandler: Handler<typeof answerQuestionEndpoint> = async ({ requester, body }, res) => {
  res.send(await answerQuestion(requester, body));
};

/** Before the upload is read: the result named in the address, and the caller's limits (services). */
export const recordingBeforeBody: BeforeBody<typeof answerRecordingQuestion> = async ({ requester, query }) => {
  await checkUploadBeforeReading(requester, query[RESULT_ID_QUERY] ?? null);
};

/** POST /api/answer-recording-question/ (multipart/form-data): the stored answer. */
export const answerRecordingHandler: Handler<typeof answerRecordingQuestion> = async ({ requester, query, body, file }, res) => {
  // The id checked before reading must be the one the answer is for.
  const named = query[RESULT_ID_QUERY];
  if (named !== undefined && named !== body.assessment_result_id) throw new HttpError(400, ANSWER_MESSAGES.resultIdsDiffer);
  const audio = file ? { bytes: file.bytes, mimeType: file.mimeType } : null;
  res.send(await answerRecording(requester, body, audio));
};
