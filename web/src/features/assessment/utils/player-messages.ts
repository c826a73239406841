// The player's wording: the spec's (sections 2, 4 and 8) and the friendly words around it. Descriptors: the
// component shows each in the language in force (i18n._ or t).
import { msg } from "@lingui/core/macro";

export const PLAYER_MESSAGES = {
  tryAgainTitle: msg`Try Again`,
  tryAgain: msg`That's not quite right. Please try again!`,
  answerFailed: msg`Error submitting answer`,
  /** Spec section 8's defaults, where a request fails. */
  submitFailed: msg`Failed to submit answer`,
  startFailed: msg`Failed to start assessment`,
  loadFailed: msg`Failed to get assessment result`,
  initFailed: msg`Failed to initialize assessment results`,
  assessmentLoadFailed: msg`Failed to load assessment`,
  noActiveResult: msg`No active assessment result`,
  noResult: msg`No assessment result found`,
  assessmentNotLoaded: msg`Assessment not loaded`,
  contactSupport: msg`Please try again later or contact support.`,
  thankYouTitle: msg`Thank you!`,
  thankYou: msg`You have finished the test. Well done, you worked really hard!`,
  completeFailed: msg`We could not finish the test`,
  alreadyCompleted: msg`This test has already been completed. Thank you!`,
  notOpen: msg`This test is no longer open.`,
  continueWhereLeft: msg`Continue where you left off: every answer so far is saved.`,
  exitTitle: msg`Leave the test?`,
  exitDescription: msg`Every answer so far is saved. You can come back and continue where you left off.`,
};
