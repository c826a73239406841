// Reading results and their answers: what the resources above (answers, speech, workflows) read. They
// change them through result-changes.ts.
export { findLatestResult, findResult } from "./repositories/result-repository";
export { answersWithRecordings, findAnswer, listAnswers } from "./repositories/answer-repository";
export type { AnswerWithRecording } from "./repositories/answer-repository";
