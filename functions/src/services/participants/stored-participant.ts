// A participant as the services see it (participants/repositories/ converts the documents): the model other resources may name.
import type { TestLanguage } from "@readbright/domain/test-language";
import type { RiskLevel } from "@readbright/domain/enums";
import type { RiskMove } from "@readbright/domain/progress";
import type { DiagnosticOutcomeKind } from "@readbright/domain/api/diagnostic-outcome";

export interface StoredParticipant {
  id: string;
  name: string;
  gender: string | null;
  /** 'YYYY-MM-DD', stored as a Timestamp at 00:00 UTC; null if it was never given. */
  date_of_birth: string | null;
  grade: string | null;
  section: string | null;
  owner_uid: string;
  /** Set only for a school's student. */
  school_id: string | null;
  /** Set only for an organization's client. */
  organization_id: string | null;
  /** An individual's own participant. */
  is_self: boolean;
  history: string | null;
  difficulties: string | null;
  /** A school student's Student ID (student_codes/{code} reserves it). */
  student_code: string | null;
  /** Kept with their results (participant-risk.ts): the latest completed test's level. */
  latest_risk_level: RiskLevel | null;
  /** The language of the test that level comes from (decision 50); absent on a participant not tested since languages. */
  latest_risk_language?: TestLanguage | null;
  /** How the level moved between the last two completed tests. */
  risk_move: RiskMove | null;
  /** What a dyslexia professional's diagnostic assessment found (decision 45); null when none is recorded. */
  diagnostic_outcome?: StoredDiagnosticOutcome | null;
}

/** The screening a diagnostic outcome is compared with (outcome-comparison.ts), copied so its counts can be taken back. */
export interface ComparedScreening {
  result_id: string;
  assessment_id: string;
  completed_at: Date;
  risk_level: RiskLevel;
  risk_score: number;
}

export interface StoredDiagnosticOutcome {
  outcome: DiagnosticOutcomeKind;
  /** 'YYYY-MM-DD'. */
  assessed_on: string;
  instrument: string;
  recorded_at: Date;
  recorded_by_uid: string;
  compared: ComparedScreening | null;
}

/** One completed screening: when, and the level it gave (null: none yet, its recordings wait). */
export interface ScreeningEntry {
  completed_at: Date;
  risk_level: RiskLevel | null;
  /** Kept for the accuracy counts (decision 45); absent on entries stored before. */
  risk_score?: number | null;
  assessment_id?: string | null;
  /** The result has validity flags: it is not compared with a diagnosis. */
  flagged?: boolean;
}

export type Screenings = Record<string, ScreeningEntry>;
