// Shared facts of the terms and the privacy policy. Changing a retention period here is a promise
// to users: the code that deletes data must change with it.

export const LEGAL_LAST_UPDATED = "22 November 2026";

/** The youngest age at which someone may hold their own account. */
export const MIN_ACCOUNT_AGE = 16;

export const RETENTION = [
  { what: "Your account and profile", howLong: "While your account is open. Deleted within 30 days of closing it." },
  {
    what: "People you screen and their results",
    howLong: "Until you delete them or close your account. Deleted within 30 days.",
  },
  {
    what: "Voice recordings",
    howLong: "90 days after the screening is completed or abandoned, then deleted automatically. The scores stay.",
  },
  { what: "Messages sent through our contact form", howLong: "12 months after our last reply." },
  {
    what: "Scrambled (hashed) IP addresses used to stop contact-form abuse",
    howLong: "No more than 2 days.",
  },
  { what: "Our hosting provider's request logs", howLong: "30 days." },
  {
    what: "Accounts nobody has signed in to for 3 years",
    howLong: "We email you, and delete the account 30 days later unless you sign in.",
  },
] as const;
