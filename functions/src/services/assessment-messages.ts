// The assessment API's error messages beyond the shared ERRORS (noAssessmentForAge, audioTooLarge,
// invalidAudioFormat). Missing things are one "not found" each, whatever the reason: see
// docs/decisions/0005-test-taker-access.md.
import { ATTEMPT_WINDOW_MONTHS, MAX_ATTEMPTS } from "@readbright/domain/limits";
import { RESULT_MESSAGES } from "@readbright/domain/api/assessment-results";
import { ERRORS } from "@readbright/domain/messages";

export const ASSESSMENT_ERRORS = {
  participantNotFound: "Participant not found",
  assessmentNotFound: "Assessment not found",
  resultNotFound: RESULT_MESSAGES.notFound,
  noDateOfBirth: "The participant has no date of birth, so no assessment can be chosen",
  unsuitableAge: "This assessment does not suit the participant's age",
  attemptLimit: `This test may be taken up to ${MAX_ATTEMPTS} times within an ${ATTEMPT_WINDOW_MONTHS}-month period.`,
  alreadyCompleted: "This assessment has already been completed",
  alreadyAnswered: ERRORS.alreadyAnswered,
  notOpen: "This assessment is no longer open",
  unanswered: (count: number) => `${count} ${count === 1 ? "question is" : "questions are"} still unanswered`,
  questionNotInAssessment: "question_id is not a question of this assessment",
  optionNotInQuestion: "option_ids must be options of this question",
  oneOption: "Choose exactly one option",
  atLeastOneOption: "Choose at least one option",
  textRequired: "answer_text is required for this question",
  recordingOnly: "This question is answered with a recording: use /api/answer-recording-question/",
  notRecording: "This question is not a recording question",
  tooManyRequests: "Too many requests. Please try again later.",
} as const;
