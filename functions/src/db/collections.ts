// Every Firestore collection's name, in one place: what repositories read and write, and what the
// retention job and the data export sweep. Names are snake_case, as admins read them in the console.
export const REVIEWS = "reviews";
export const INVITATIONS = "invitations";
export const CLASSES_LISTED = "classes_listed";
export const STUDENT_CODES = "student_codes";
export const PARTICIPANTS = "participants";
export const AUDIT_EVENTS = "audit_events";
export const MAIL_COLLECTION = "mail";
export const RATE_LIMITS = "rate_limits";
export const ADDRESS_KEYS = "address_keys";
export const RETENTION_RUNS = "retention_runs";
export const SPEECH_CACHE_USERS = "speech_cache_users";
export const ASSESSMENTS = "assessments";
export const QUESTIONS = "questions";
export const ANSWER_KEYS = "answer_keys";
export const RESULTS = "assessment_results";
export const ANSWERS = "answers";
export const LATEST_RESULTS = "latest_results";
export const CONTACT_MESSAGE_COLLECTION = "contact_messages";
export const IDEMPOTENCY_KEYS = "idempotency_keys";
export const SCHOOLS = "schools";
export const PROFILES = "profiles";
export const STATISTICS = "statistics";
