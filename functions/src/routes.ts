// Every API route: a contract from domain/src/api/ (method, path, who may call, schemas), its handler and
// what it answers (a response schema from domain/src/api/responses/, or bytes, or nothing).
import { answerQuestion, answerRecordingQuestion } from "@readbright/domain/api/answers";
import { listAuditEvents } from "@readbright/domain/api/audit-events";
import { getAssessmentByAge } from "@readbright/domain/api/assessments";
import { reportDeviceStatus } from "@readbright/domain/api/device-status";
import { deviceStatusResponse } from "@readbright/domain/api/responses/device-status";
import { completeAssessment, deleteResult, getOrCreateResult, getResult, listResults, startAssessment, startClass } from "@readbright/domain/api/assessment-results";
import { exportResults } from "@readbright/domain/api/results-export";
import { getEvidence } from "@readbright/domain/api/evidence";
import { getOwnEvidence } from "@readbright/domain/api/evidence-mine";
import { sendFeedback } from "@readbright/domain/api/feedback";
import { getHealth } from "@readbright/domain/api/health";
import { acceptInvitation, declineInvitation, listMyInvitations } from "@readbright/domain/api/invitations";
import { deleteParticipant, updateParticipant, getClassList, getParticipant, getParticipantsSummary, listParticipants, registerParticipant, uploadParticipants } from "@readbright/domain/api/participants";
import { deleteAccount, exportProfileData, getProfile, patchProfile, setProfileType } from "@readbright/domain/api/profile";
import { getRecording } from "@readbright/domain/api/recordings";
import { deleteDiagnosticOutcome, getDiagnosticOutcome, recordDiagnosticOutcome } from "@readbright/domain/api/diagnostic-outcome";
import { diagnosticOutcomeStateResponse } from "@readbright/domain/api/responses/diagnostic-outcome";
import { listSpokenItems, reviewAnswer } from "@readbright/domain/api/reviews";
import { registerSchool } from "@readbright/domain/api/school";
import { textToSpeech } from "@readbright/domain/api/speech";
import { openTestForStudentCode } from "@readbright/domain/api/student-codes";
import { deleteSubUser, inviteSubUser, listSubUsers } from "@readbright/domain/api/subusers";
import { getUser } from "@readbright/domain/api/user";
import { answerResponse } from "@readbright/domain/api/responses/answers";
import { evidenceResponse } from "@readbright/domain/api/responses/evidence";
import { ownEvidenceResponse } from "@readbright/domain/api/responses/evidence-mine";
import { publicAssessmentResponse } from "@readbright/domain/api/responses/assessment";
import { resultListResponse, resultResponse, startClassResponse } from "@readbright/domain/api/responses/assessment-results";
import { auditEventsResponse } from "@readbright/domain/api/responses/audit-events";
import { declineResponse, invitationsResponse } from "@readbright/domain/api/responses/invitations";
import { participantListResponse, participantResponse, participantsResponse, participantsSummaryResponse, uploadResponse } from "@readbright/domain/api/responses/participants";
import { profileResponse } from "@readbright/domain/api/responses/profile";
import { reviewResponse, spokenItemsResponse } from "@readbright/domain/api/responses/reviews";
import { feedbackResponse, healthResponse, schoolResponse, studentCodeResponse } from "@readbright/domain/api/responses/small";
import { subUserResponse, subUsersResponse } from "@readbright/domain/api/responses/subusers";
import { userResponse } from "@readbright/domain/api/responses/user";
import { route } from "./http/define-route";
import type { Route } from "./http/types";
import * as answers from "./handlers/answers";
import * as assessments from "./handlers/assessments";
import * as auditEvents from "./handlers/audit-events";
import * as results from "./handlers/assessment-results";
import * as resultsExport from "./handlers/results-export";
import * as evidence from "./handlers/evidence";
import * as ownEvidence from "./handlers/own-evidence";
import * as feedback from "./handlers/feedback";
import * as health from "./handlers/health";
import * as invitations from "./handlers/invitations";
import * as participants from "./handlers/participants";
import * as diagnosticOutcome from "./handlers/diagnostic-outcome";
import * as deviceStatus from "./handlers/device-status";
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
  route(getHealth, health.getHealthHandler, { response: healthResponse }),
  route(getUser, user.getUserHandler, { response: userResponse }),
  route(getProfile, profile.getProfileHandler, { response: profileResponse }),
  route(patchProfile, profile.patchProfileHandler, { response: profileResponse }),
  route(setProfileType, profile.setProfileTypeHandler, { response: profileResponse }),
  route(exportProfileData, profileExport.exportProfileDataHandler, { response: "bytes" }),
  route(deleteAccount, accountDeletion.deleteAccountHandler, { response: "none" }),
  route(registerSchool, school.registerSchoolHandler, { response: schoolResponse }),
  route(textToSpeech, speech.textToSpeechHandler, { response: "bytes" }),
  route(sendFeedback, feedback.sendFeedbackHandler, { response: feedbackResponse }),
  route(getEvidence, evidence.getEvidenceHandler, { response: evidenceResponse }),
  route(getOwnEvidence, ownEvidence.getOwnEvidenceHandler, { response: ownEvidenceResponse }),
  route(listSubUsers, subusers.listSubUsersHandler, { response: subUsersResponse }),
  route(inviteSubUser, subusers.inviteSubUserHandler, { response: subUserResponse }),
  route(deleteSubUser, subusers.deleteSubUserHandler, { response: "none" }),
  route(listAuditEvents, auditEvents.listAuditEventsHandler, { response: auditEventsResponse }),
  route(listMyInvitations, invitations.listMyInvitationsHandler, { response: invitationsResponse }),
  route(acceptInvitation, invitations.acceptInvitationHandler, { response: profileResponse }),
  route(declineInvitation, invitations.declineInvitationHandler, { response: declineResponse }),
  route(uploadParticipants, participants.uploadParticipantsHandler, { response: uploadResponse }),
  route(listParticipants, participants.listParticipantsHandler, { response: participantListResponse }),
  route(registerParticipant, participants.registerParticipantHandler, { response: participantResponse }),
  route(getParticipantsSummary, participants.participantsSummaryHandler, { response: participantsSummaryResponse }),
  route(getClassList, participants.classListHandler, { response: participantsResponse }),
  route(getParticipant, participants.getParticipantHandler, { response: participantResponse }),
  route(updateParticipant, participants.updateParticipantHandler, { response: participantResponse }),
  route(deleteParticipant, participants.deleteParticipantHandler, { response: "none" }),
  route(getDiagnosticOutcome, diagnosticOutcome.getDiagnosticOutcomeHandler, { response: diagnosticOutcomeStateResponse }),
  route(recordDiagnosticOutcome, diagnosticOutcome.recordDiagnosticOutcomeHandler, { response: diagnosticOutcomeStateResponse }),
  route(deleteDiagnosticOutcome, diagnosticOutcome.deleteDiagnosticOutcomeHandler, { response: "none" }),
  route(listResults, results.listResultsHandler, { response: resultListResponse }),
  route(exportResults, resultsExport.exportResultsHandler, { response: "bytes" }),
  route(deleteResult, results.deleteResultHandler, { response: "none" }),
  route(getRecording, recordings.getRecordingHandler, { response: "bytes" }),
  route(reviewAnswer, reviews.reviewAnswerHandler, { response: reviewResponse }),
  route(listSpokenItems, reviews.listSpokenItemsHandler, { response: spokenItemsResponse }),
  route(openTestForStudentCode, studentCodes.studentCodeHandler, { response: studentCodeResponse }),
  route(getAssessmentByAge, assessments.getAssessmentByAgeHandler, { response: publicAssessmentResponse }),
  route(getOrCreateResult, results.getOrCreateResultHandler, { response: resultResponse }),
  route(startClass, results.startClassHandler, { response: startClassResponse }),
  route(getResult, results.getResultHandler, { response: resultResponse }),
  route(startAssessment, results.startAssessmentHandler, { response: resultResponse }),
  route(answerQuestion, answers.answerQuestionHandler, { response: answerResponse }),
  // The result named in the address and the caller's limits are checked with the upload still unread.
  route(answerRecordingQuestion, answers.answerRecordingHandler, { response: answerResponse, beforeBody: answers.recordingBeforeBody }),
  route(completeAssessment, results.completeAssessmentHandler, { response: resultResponse }),
  route(reportDeviceStatus, deviceStatus.reportDeviceStatusHandler, { response: deviceStatusResponse }),
];
