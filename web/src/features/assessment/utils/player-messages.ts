// The player's wording: the spec's (sections 2, 4 and 8) and the friendly words around it.
export const PLAYER_MESSAGES = {
  tryAgainTitle: "Try Again",
  tryAgain: "That's not quite right. Please try again!",
  answerFailed: "Error submitting answer",
  loadFailed: "Failed to get assessment result",
  contactSupport: "Please try again later or contact support.",
  thankYouTitle: "Thank you!",
  thankYou: "You have finished the test. Well done, you worked really hard!",
  completeFailed: "We could not finish the test",
  alreadyCompleted: "This test has already been completed. Thank you!",
  notOpen: "This test is no longer open.",
} as const;
