// Enumerations from the product spec (section 3), shared by web and functions.

export const USER_TYPES = ["unset", "organization", "school", "individual", "parent"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_SUBTYPES = [
  "unset",
  "organization_admin",
  "organization_user",
  "school_admin",
  "school_user",
  "individual",
  "parent",
  "school",
  "dyslexia_professional",
  "inclusion_specialist",
  "special_education_needs_teacher",
] as const;
export type UserSubtype = (typeof USER_SUBTYPES)[number];

/** The kinds a dyslexia professional clarifies in 'Please clarify your role'. */
export const PROFESSIONAL_KINDS = [
  "dyslexia_professional",
  "inclusion_specialist",
  "special_education_needs_teacher",
] as const;
export type ProfessionalKind = (typeof PROFESSIONAL_KINDS)[number];

export const GENDERS = ["male", "female", "prefer_not_to_say"] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = {
  male: "Male",
  female: "Female",
  prefer_not_to_say: "Prefer not to say",
};

export const QUESTION_TYPES = [
  "radio",
  "recording",
  "open_end",
  "single_select",
  "multiple_select",
  "true_false",
  "transcript_omission",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const SECTION_TYPES = ["memory", "phonological_awareness", "spatial_awareness"] as const;
export type SectionType = (typeof SECTION_TYPES)[number];
export const SECTION_TYPE_LABELS: Record<SectionType, string> = {
  memory: "Memory",
  phonological_awareness: "Phonological Awareness",
  spatial_awareness: "Spatial Awareness",
};

export const RESULT_STATUSES = ["not_started", "in_progress", "completed", "abandoned"] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];
export const RESULT_STATUS_LABELS: Record<ResultStatus, string> = {
  not_started: "Not started",
  in_progress: "In progress",
  completed: "Completed",
  abandoned: "Abandoned",
};

export const RISK_LEVELS = ["low", "medium", "high"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = { low: "Low", medium: "Medium", high: "High" };

export const CONTACT_ROLES = ["parent", "teacher", "student", "other"] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];
export const CONTACT_REASONS = ["request-demo", "collaboration", "question", "feedback"] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];
