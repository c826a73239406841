// Every API route: a contract from domain/src/api/ (method, path, who may call, schemas) and its handler.
import { answerQuestion, answerRecordingQuestion } from "@readbright/domain/api/answers";
import { listAuditEvents } from "@readbright/domain/api/audit-events";
import { getAssessmentByAge } from "@readbright/domain/api/assessments";
import { completeAssessment, deleteResult, getOrCreateResult, getResult, listResults, startAssessment, startClass } from "@readbright/domain/api/assessment-results";
import { exportResults } from "@readbright/domain/api/results-export";
import { sendFeedback } from "@readbright/domain/api/feedback";
import { getHealth } from "@readbright/domain/api/health";
import { acceptInvitation, declineInvitation, listMyInvitations } from "@readbright/domain/api/invitations";
import { deleteParticipant, updateParticipant, getClassList, getParticipant, getParticipantsSummary, listParticipants, registerParticipant, uploadParticipants } from "@readbright/domain/api/participants";
import { deleteAccount, exportProfileData, getProfile, patchProfile, setProfileType } from "@readbright/domain/api/profile";
import { getRecording } from "@readbright/domain/api/recordings";
import { listSpokenItems, reviewAnswer } from "@readbright/domain/api/reviews";
import { registerSchool } from "@readbright/domain/api/school";
import { textToSpeech } from "@readbright/domain/api/speech";
import { openTestForStudentCode } from "@readbright/domain/api/student-codes";
import { deleteSubUser, inviteSubUser, listSubUsers } from "@readbright/domain/api/subusers";
import { getUser } from "@readbright/domain/api/user";
import { route } from "./http/define-route";
import type { Route } from "./http/types";
import * as answers from "./handlers/answers";
import * as assessments from "./handlers/assessments";
import * as auditEvents from "./handlers/audit-events";
import * as results from "./handlers/assessment-results";
import * as resultsExport from "./handlers/results-export";
import * as feedback from "./handlers/feedback";
import * as health from "./handlers/health";
import * as invitations from "./handlers/invitations";
import * as participants from "./handlers/participants";
import * as profile from "./handlers/profile";
import * as profileExport from "./handlers/profile-export";
import * as accountDeletion from "./handlers/account-deletion";
import * as recordings from "./handlers/recordings";
import * as reviews from "./handlers/reviews";
import * as school from "./handlers/school";
import * as speech from "./handlers/speech-access";
import * as studentCodes from "./handlers/student-codes";
import * as subusers from "./handlers/subusers";
import * as user from "./handlers/user";

export const routes: readonly Route[] = [
  route(getHealth, health.getHealthHandler),
  route(getUser, user.getUserHandler),
  route(getProfile, profile.getProfileHandler),
  route(patchProfile, profile.patchProfileHandler),
  route(setProfileType, profile.setProfileTypeHandler),
  route(exportProfileData, profileExport.exportProfileDataHandler),
  route(deleteAccount, accountDeletion.deleteAccountHandler),
  route(registerSchool, school.registerSchoolHandler),
  route(textToSpeech, speech.textToSpeechHandler),
  route(sendFeedback, feedback.sendFeedbackHandler),
  route(listSubUsers, subusers.listSubUsersHandler),
  route(inviteSubUser, subusers.inviteSubUserHandler),
  route(deleteSubUser, subusers.deleteSubUserHandler),
  route(listAuditEvents, auditEvents.listAuditEventsHandler),
  route(listMyInvitations, invitations.listMyInvitationsHandler),
  route(acceptInvitation, invitations.acceptInvitationHandler),
  route(declineInvitation, invitations.declineInvitationHandler),
  route(uploadParticipants, participants.uploadParticipantsHandler),
  route(listParticipants, participants.listParticipantsHandler),
  route(registerParticipant, participants.registerParticipantHandler),
  route(getParticipantsSummary, participants.participantsSummaryHandler),
  route(getClassList, participants.classListHandler),
  route(getParticipant, participants.getParticipantHandler),
  route(updateParticipant, participants.updateParticipantHandler),
  route(deleteParticipant, participants.deleteParticipantHandler),
  route(listResults, results.listResultsHandler),
  route(exportResults, resultsExport.exportResultsHandler),
  route(deleteResult, results.deleteResultHandler),
  route(getRecording, recordings.getRecordingHandler),
  route(reviewAnswer, reviews.reviewAnswerHandler),
  route(listSpokenItems, reviews.listSpokenItemsHandler),
  route(openTestForStudentCode, studentCodes.studentCodeHandler),
  route(getAssessmentByAge, assessments.getAssessmentByAgeHandler),
  route(getOrCreateResult, results.getOrCreateResultHandler),
  route(startClass, results.startClassHandler),
  route(getResult, results.getResultHandler),
  route(startAssessment, results.startAssessmentHandler),
  route(answerQuestion, answers.answerQuestionHandler),
  // The result named in the address and the caller's limits are checked with the upload still unread.
  route(answerRecordingQuestion, answers.answerRecordingHandler, { beforeBody: answers.recordingBeforeBody }),
  route(completeAssessment, results.completeAssessmentHandler),
];
