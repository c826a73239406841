// GET /api/evidence/: public. What live results say about the assessments, from counters kept as results
// are completed, re-scored and deleted (decision 0042): per assessment (age band and version), each
// section's reliability and each item's statistics, and how many results carried each validity flag.
// Only cells of at least MIN_CELL results show a figure; below that the figure and its n are null
// (decision 0043). Agreement between machine and people and screening accuracy come beside the
// assessments, one entry per assessment (their shapes: evidence-agreement.ts and evidence-accuracy.ts).
import type { SectionType } from "../enums";
import type { TestLanguage } from "../test-language";
import type { ValidityCode } from "../validity";
import type { AccuracyBand } from "./evidence-accuracy";
import type { AgreementBand } from "./evidence-agreement";
import { ASSESSMENT_ERRORS } from "./assessment-results";
import { endpoint } from "./endpoint";

/** No figure rests on fewer results than this (domain/src/limits.ts). */
export { MIN_CELL } from "../limits";
/** An item needs this many results before a low point-biserial flags it. */
export const MIN_N_FOR_DISCRIMINATION = 100;
export const REVIEW_RULES = { minPointBiserial: 0.2, maxProportion: 0.95, minProportion: 0.1 } as const;

export const EVIDENCE_MESSAGES = {
  tooMany: ASSESSMENT_ERRORS.tooManyRequests,
} as const;

export interface EvidenceSection {
  section: SectionType;
  /** Scored items in the section. */
  items: number;
  n: number | null;
  mean: number | null;
  sd: number | null;
  kr20: number | null;
  /** Standard error of measurement, in the section's score points. */
  sem: number | null;
}

export interface EvidenceItem {
  question_id: number;
  section: SectionType;
  question_subtype: string;
  spoken: boolean;
  n: number | null;
  proportion_correct: number | null;
  /** Corrected: the item against the rest of its section. */
  point_biserial: number | null;
  /**
   * Choice items only (null for typed and spoken ones): the share choosing each option, largest first. Which
   * option each is, and so which is right, is not said: beside the share right it would publish the key.
   */
  option_shares: number[] | null;
  median_response_ms: number | null;
  /** Spoken items only: the share the speech recogniser marked (the rest were marked by people). */
  machine_marked_share: number | null;
  flagged_for_review: boolean;
}

export interface EvidenceFlagCount {
  code: ValidityCode;
  /** Completed results with this flag; null when between 1 and MIN_CELL − 1. */
  count: number | null;
}

export interface EvidenceAssessment {
  assessment_id: string;
  band: string;
  band_label: string;
  version: number;
  /** The language the assessment is asked in: each language's test is its own assessment, never pooled (decision 50). */
  language: TestLanguage;
  /** Completed results (flagged or not); null below MIN_CELL. */
  completed: number | null;
  flagged: number | null;
  flags: EvidenceFlagCount[];
  sections: EvidenceSection[];
  items: EvidenceItem[];
}

export interface EvidenceResponse {
  computed_at: string;
  min_cell: number;
  assessments: EvidenceAssessment[];
  /** Per assessment with blind checks: the machine's marks against a person's (evidence-agreement.ts). */
  agreement: AgreementBand[];
  /** Per assessment with recorded outcomes: the risk levels against diagnostic assessments (evidence-accuracy.ts). */
  accuracy: AccuracyBand[];
}

export const getEvidence = endpoint<EvidenceResponse>()({
  method: "GET", path: "/api/evidence/", auth: "none", errors: Object.values(EVIDENCE_MESSAGES),
});
