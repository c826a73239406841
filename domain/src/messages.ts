// The product's wording for validation and errors (spec sections 5 and 8), written once.

export const VALIDATION = {
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  passwordRequired: "Password is required",
  passwordMin: "Password must be at least 8 characters",
  passwordPattern: "Password must include numbers and special characters",
  confirmRequired: "Please confirm your password",
  confirmMismatch: "Passwords do not match",
  termsRequired: "You must agree to the terms and conditions",
  fullNameRequired: "Full Name is required",
  birthDateRequired: "Birth Date is required",
  firstNameRequired: "First Name is required",
  lastNameRequired: "Last Name is required",
  dateOfBirthRequired: "Date of Birth is required",
  cityRequired: "City is required",
  roleRequired: "Please select your role",
  roleOtherRequired: "Please specify your role",
  reasonRequired: "Please select a reason for contact",
  answerRequired: "Please select an answer",
  recordingRequired: "Please record your answer",
} as const;

export const ERRORS = {
  unauthenticated: "Authentication required",
  /** A request without a valid App Check token: not from the app (a script, or the function's own URL). */
  appNotVerified: "This request did not come from the ReadBright app. Please reload the page and try again.",
  notFound: "Not found",
  internal: "Internal server error",
  busy: "The service is busy. Please try again in a moment.",
  audioTooLarge: "Audio file is too large. Maximum size is 10MB.",
  invalidAudioFormat: "Invalid audio format",
  emailExists: "Failed to create user, email already exists",
  noAssessmentForAge: "No assessments found for age",
  noUserSignedIn: "No user is currently signed in",
  /** A scored question's first answer is final: the player takes this as "already stored" and goes on. */
  alreadyAnswered: "This question has already been answered",
} as const;
