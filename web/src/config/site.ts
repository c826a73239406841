// Public contact details shown on the site.

/** Help with accounts, screenings and results; shown in the footer and on the contact page. */
export const SUPPORT_EMAIL = "support@readbright.app";
/** Schools, demos, partnerships and press. */
export const BUSINESS_EMAIL = "partnerships@readbright.app";
/** Requests about personal data (access, correction, deletion) go to support. */
export const PRIVACY_EMAIL = SUPPORT_EMAIL;
