// Every API route, written as the spec writes the paths (section 7).
import { privateRoute, publicRoute } from "./http/define-route";
import type { Route } from "./http/types";
import { answerQuestionHandler, answerRecordingHandler, RECORDING_BODY_LIMIT, recordingBeforeBody } from "./handlers/answers";
import { ANSWER_QUESTION_PATH, ANSWER_RECORDING_PATH, answerBodySchema } from "@readbright/domain/api/answers";
import { completeAssessmentHandler, getOrCreateResultHandler, getResultByIdHandler, startAssessmentHandler } from "./handlers/assessment-results";
import { RESULT_LIST_PATH, RESULT_PATH } from "@readbright/domain/api/assessment-results";
import { getAssessmentByAgeHandler } from "./handlers/assessments";
import { sendFeedbackHandler } from "./handlers/feedback";
import { getHealth } from "./handlers/health";
import { getProfileHandler, patchProfileHandler, setProfileTypeHandler } from "./handlers/profile";
import { registerSchoolHandler } from "./handlers/school";
import { CSV_BODY_LIMIT, uploadParticipantsHandler } from "./handlers/participants-upload";
import { deleteSubUserHandler, inviteSubUserHandler, listSubUsersHandler } from "./handlers/subusers";
import { inviteBodySchema, SUBUSER_PATH, SUBUSERS_PATH } from "@readbright/domain/api/subusers";
import { acceptInvitationHandler, declineInvitationHandler, listMyInvitationsHandler } from "./handlers/invitations";
import { ACCEPT_INVITATION_PATH, DECLINE_INVITATION_PATH, declineBodySchema, MY_INVITATIONS_PATH } from "@readbright/domain/api/invitations";
import { deleteParticipantHandler, getParticipantHandler, listParticipantsHandler, registerParticipantHandler } from "./handlers/participants";
import { deleteResultHandler, listResultsHandler } from "./handlers/results-list";
import { studentCodeHandler } from "./handlers/student-codes";
import { participantPayloadSchema } from "./validation/participant-schemas";
import { textToSpeechForCallerHandler } from "./handlers/speech-access";
import { getCurrentUser } from "./handlers/user";
import { getRecordingHandler } from "./handlers/recordings";
import { RECORDING_PATH } from "@readbright/domain/api/recordings";
import { listSpokenItemsHandler, reviewAnswerHandler } from "./handlers/reviews";
import { REVIEWS_PATH, reviewBodySchema } from "@readbright/domain/api/reviews";
import { participantAssessmentSchema, resultReferenceSchema, speechAccessSchema } from "./validation/assessment-schemas";
import { contactMessageSchema } from "./validation/contact-schemas";
import { profilePatchSchema, setProfileTypeSchema } from "./validation/profile-schemas";
import { schoolSchema } from "./validation/school-schemas";

export const routes: readonly Route[] = [
  publicRoute({ method: "GET", path: "/api/health", handler: getHealth }),
  // Read before the email is verified (the verify-email page and the guards); every other account route needs it.
  privateRoute({ method: "GET", path: "/api/user/", allowUnverified: true, handler: getCurrentUser }),
  privateRoute({ method: "GET", path: "/api/profile/", allowUnverified: true, handler: getProfileHandler }),
  privateRoute({ method: "PATCH", path: "/api/profile/", body: profilePatchSchema, handler: patchProfileHandler }),
  privateRoute({ method: "POST", path: "/api/profile/set-type/", body: setProfileTypeSchema, handler: setProfileTypeHandler }),
  privateRoute({ method: "POST", path: "/api/register-school/", body: schoolSchema, handler: registerSchoolHandler }),
  // Signed in, or a device taking an open assessment (its result id): docs/decisions/0005-test-taker-access.md.
  publicRoute({ method: "POST", path: "/api/text-to-speech/", body: speechAccessSchema, handler: textToSpeechForCallerHandler }),
  publicRoute({ method: "POST", path: "/api/feedback/", body: contactMessageSchema, handler: sendFeedbackHandler }),
  // Contracts in domain/src/api/subusers.ts and invitations.ts: an invite is a pending invitation that only
  // its invitee, signed in with the invited address, can accept or decline.
  privateRoute({ method: "GET", path: SUBUSERS_PATH, handler: listSubUsersHandler }),
  privateRoute({ method: "POST", path: SUBUSERS_PATH, body: inviteBodySchema, handler: inviteSubUserHandler }),
  privateRoute({ method: "DELETE", path: SUBUSER_PATH, handler: deleteSubUserHandler }),
  privateRoute({ method: "GET", path: MY_INVITATIONS_PATH, handler: listMyInvitationsHandler }),
  privateRoute({ method: "POST", path: ACCEPT_INVITATION_PATH, handler: acceptInvitationHandler }),
  privateRoute({ method: "POST", path: DECLINE_INVITATION_PATH, body: declineBodySchema, handler: declineInvitationHandler }),
  privateRoute({ method: "POST", path: "/api/participants/upload/", bodyLimit: CSV_BODY_LIMIT, handler: uploadParticipantsHandler }),
  privateRoute({ method: "GET", path: "/api/participants/", handler: listParticipantsHandler }),
  privateRoute({ method: "POST", path: "/api/participants/", body: participantPayloadSchema, handler: registerParticipantHandler }),
  privateRoute({ method: "GET", path: "/api/participants/{id}", handler: getParticipantHandler }),
  privateRoute({ method: "DELETE", path: "/api/participants/{id}", handler: deleteParticipantHandler }),
  // Contract (this path and RESULT_PATH's) in domain/src/api/assessment-results.ts.
  privateRoute({ method: "GET", path: RESULT_LIST_PATH, handler: listResultsHandler }),
  privateRoute({ method: "DELETE", path: "/api/assessment-results/{id}", handler: deleteResultHandler }),
  // Only the participant's account holders hear a recording; contract (path, params) in domain/src/api/recordings.ts.
  privateRoute({ method: "GET", path: RECORDING_PATH, handler: getRecordingHandler }),
  // Account holders mark spoken answers; contract in domain/src/api/reviews.ts.
  privateRoute({ method: "POST", path: REVIEWS_PATH, body: reviewBodySchema, handler: reviewAnswerHandler }),
  privateRoute({ method: "GET", path: REVIEWS_PATH, handler: listSpokenItemsHandler }),
  publicRoute({ method: "GET", path: "/api/student-codes/{code}/", handler: studentCodeHandler }),
  privateRoute({ method: "GET", path: "/api/assessments/by-age/", handler: getAssessmentByAgeHandler }),
  privateRoute({ method: "POST", path: "/api/assessment-results/get-or-create/", body: participantAssessmentSchema, handler: getOrCreateResultHandler }),
  // The result-scoped routes below also serve signed-out test-takers who hold the result's id.
  publicRoute({ method: "GET", path: RESULT_PATH, handler: getResultByIdHandler }),
  publicRoute({ method: "POST", path: "/api/start-assessment/", body: resultReferenceSchema, handler: startAssessmentHandler }),
  // Contract in domain/src/api/answers.ts; the recording form is read and checked by its handler, after the
  // result named in its address and the caller's limits are checked with the upload still unread.
  publicRoute({ method: "POST", path: ANSWER_QUESTION_PATH, body: answerBodySchema, handler: answerQuestionHandler }),
  publicRoute({ method: "POST", path: ANSWER_RECORDING_PATH, bodyLimit: RECORDING_BODY_LIMIT, beforeBody: recordingBeforeBody, handler: answerRecordingHandler }),
  publicRoute({ method: "POST", path: "/api/complete-assessment/", body: resultReferenceSchema, handler: completeAssessmentHandler }),
];
