// The participants API's error messages beyond ASSESSMENT_ERRORS (participantNotFound, resultNotFound).

export const PARTICIPANT_ERRORS = {
  schoolRequired: "Register your school before adding students",
  profileIncomplete: "Add your name and date of birth to your profile first",
  noTestWaiting: "No test is waiting for this Student ID",
} as const;
