// The player's wording: the spec's (sections 2, 4 and 8) and the friendly words around it.
export const PLAYER_MESSAGES = {
  tryAgainTitle: "Try Again",
  tryAgain: "That's not quite right. Please try again!",
  answerFailed: "Error submitting answer",
  /** Spec section 8's defaults, where a request fails. */
  submitFailed: "Failed to submit answer",
  startFailed: "Failed to start assessment",
  loadFailed: "Failed to get assessment result",
  initFailed: "Failed to initialize assessment results",
  assessmentLoadFailed: "Failed to load assessment",
  noActiveResult: "No active assessment result",
  noResult: "No assessment result found",
  assessmentNotLoaded: "Assessment not loaded",
  contactSupport: "Please try again later or contact support.",
  thankYouTitle: "Thank you!",
  thankYou: "You have finished the test. Well done, you worked really hard!",
  completeFailed: "We could not finish the test",
  alreadyCompleted: "This test has already been completed. Thank you!",
  notOpen: "This test is no longer open.",
  continueWhereLeft: "Continue where you left off",
  exitTitle: "Leave the test?",
  exitDescription: "Every answer so far is saved. You can come back and continue where you left off.",
} as const;
