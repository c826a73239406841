// Business constants and limits from the product spec (section 9).

export const REQUEST_TIMEOUT_MS = 30_000;
export const VERIFICATION_RESEND_COOLDOWN_S = 60;
export const MOBILE_BREAKPOINT_PX = 768;
export const PASSWORD_MIN_LENGTH = 8;
export const AUDIO_MAX_SECONDS = 10;
/** The longest recording the server keeps, measured from its audio: the recorder's 10 s and half a second of encoder slack. */
export const AUDIO_MAX_MS_MEASURED = 10_500;
export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;
export const MEMORY_COUNTDOWN_S = 5;
/** The longest memory viewing time an answer may report (memory_view_ms): a minute is far past any real one. */
export const MEMORY_VIEW_MS_MAX = 60_000;
/**
 * The longest time to answer an answer may report (response_ms): 10 minutes, past any child thinking. The
 * player sends at most this (a tab left open longer reports 10 minutes), so no real answer is refused for it.
 */
export const RESPONSE_MS_MAX = 600_000;
export const TOAST_MS = 5000;
export const PRACTICE_RETRY_TOAST_MS = 3000;
export const CAROUSEL_ADVANCE_MS = 3500;
export const CAROUSEL_RESUME_MS = 5000;
export const QUESTION_IMAGE_MAX_HEIGHT_PX = 200;
/** A test may be taken up to 2 times within an 8-month period. */
export const MAX_ATTEMPTS = 2;
export const ATTEMPT_WINDOW_MONTHS = 8;
/**
 * How many flagged tests in that window do not use up a screening (decision 40): the first. A second
 * counts, or answers given carelessly on purpose (a pause, half a test left blank) would buy test after test.
 */
export const FREE_FLAGGED_TESTS = 1;

/** How long after signing in an account may be deleted or its data downloaded: the web asks for the password again first. */
export const RECENT_SIGN_IN_MINUTES = 5;

/** No figure of the evidence (public or an account's own) rests on fewer results, pairs or outcomes than this. */
export const MIN_CELL = 30;
