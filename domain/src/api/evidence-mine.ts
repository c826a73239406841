// GET /api/evidence/mine/: a school's or a professional's own figures for their dashboard (issue 29): per
// assessment, how many of their screenings were completed and flagged (by flag), and each section's mean
// and spread once at least MIN_CELL unflagged results stand behind it. Per-item figures stay global
// (GET /api/evidence/). Read from the same counters, a fixed number of documents whatever the size.
import type { SectionType } from "../enums";
import type { TestLanguage } from "../test-language";
import type { ValidityCode } from "../validity";
import { endpoint } from "./endpoint";

export const OWN_EVIDENCE_MESSAGES = {
  notForThisAccount: "Only schools and dyslexia professionals have figures of their own screenings",
} as const;

export interface OwnSectionFigures {
  section: SectionType;
  /** Unflagged completed results with every answer of the section marked. */
  n: number;
  /** null below MIN_CELL. */
  mean: number | null;
  sd: number | null;
}

export interface OwnAssessmentFigures {
  assessment_id: string;
  band_label: string;
  version: number;
  /** Each language's test is its own assessment: its figures are never pooled with another's (decision 50). */
  language: TestLanguage;
  completed: number;
  flagged: number;
  flags: { code: ValidityCode; count: number }[];
  sections: OwnSectionFigures[];
}

export interface OwnEvidenceResponse {
  computed_at: string;
  min_cell: number;
  /** Only assessments with at least one completed screening. */
  assessments: OwnAssessmentFigures[];
}

export const getOwnEvidence = endpoint<OwnEvidenceResponse>()({
  method: "GET", path: "/api/evidence/mine/", auth: "verified", errors: Object.values(OWN_EVIDENCE_MESSAGES),
});

/** Schools (their admins and teachers) and organizations (dyslexia professionals) have figures of their own; families do not. */
export function hasOwnFigures(profile: { user_type: string }): boolean {
  return profile.user_type === "school" || profile.user_type === "organization";
}
