// Public contact details shown on the site.
import { SUPPORT_ADDRESS } from "@readbright/domain/support";

/** Help with accounts, screenings and results; shown in the footer and on the contact page (contact messages are mailed there). */
export const SUPPORT_EMAIL = SUPPORT_ADDRESS;
/** Schools, demos, partnerships and press. */
export const BUSINESS_EMAIL = "partnerships@readbright.app";
/** Requests about personal data (access, correction, deletion) go to support. */
export const PRIVACY_EMAIL = SUPPORT_EMAIL;
