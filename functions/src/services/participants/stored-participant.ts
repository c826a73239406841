// A participant as the services see it (participants/repositories/ converts the documents): the model other resources may name.
import type { RiskLevel } from "@readbright/domain/enums";
import type { RiskMove } from "@readbright/domain/progress";

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
  /** How the level moved between the last two completed tests. */
  risk_move: RiskMove | null;
}

/** One completed screening: when, and the level it gave (null: none yet, its recordings wait). */
export interface ScreeningEntry {
  completed_at: Date;
  risk_level: RiskLevel | null;
}

export type Screenings = Record<string, ScreeningEntry>;
