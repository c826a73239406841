// A result as the services see it (results/repositories/ converts the documents): the model every resource above may name.
import type { ResultStatus, RiskLevel, SectionType } from "@readbright/domain/enums";
import type { TestLanguage } from "@readbright/domain/test-language";
import type { ValidityFlag } from "@readbright/domain/validity";

/** What a result added to the evidence counters: scope -> named numbers (result-statistics.ts). */
export type StatisticsEntry = Readonly<Record<string, Readonly<Record<string, number>>>>;

export interface StoredSectionScore {
  correct: number;
  total: number;
  /** Recordings waiting for review: left out of the accuracy. */
  pending: number;
  accuracy: number | null;
  band: RiskLevel | null;
}
export interface ResultScores {
  section_scores: Record<SectionType, StoredSectionScore>;
  risk_score: number | null;
  risk_level: RiskLevel | null;
  risk_percent: number | null;
}
export interface ResultParticipant {
  id: string;
  name: string;
  grade: string | null;
  section: string | null;
}
export interface StoredResult {
  id: string;
  status: ResultStatus;
  participant_id: string;
  /** A copy, so lists and the console read without a join. */
  participant: ResultParticipant;
  owner_uid: string;
  school_id: string | null;
  organization_id: string | null;
  assessment_id: string;
  assessment_version: number;
  /** The language the test is taken in, its assessment's (decision 50); "en" for results stored before. */
  language: TestLanguage;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
  /** Scored (non-practice) questions answered so far. */
  answered_count: number;
  /** How many scored questions the test has, so a teacher's live view can say 'Question n of m'; null on results made before it was stored. */
  question_count: number | null;
  /** Set once, on completion. */
  scores: ResultScores | null;
  /**
   * Scored spoken answers waiting for a person (services/results/pending-reviews.ts), kept in the
   * transaction of every change to them; null on a result stored before the count (decision 25).
   */
  pending_reviews: number | null;
  /**
   * How much to trust the scores (domain/src/validity-flags.ts), written with them on completion and on
   * every re-score; [] when nothing was found, null until completed and on results stored before.
   */
  validity_flags: ValidityFlag[] | null;
  /** Exactly what this result added to the evidence counters (null: nothing); absent on a result stored before them. */
  statistics_entry?: StatisticsEntry | null;
  /**
   * Blind checks a person has not marked yet (answers/blind-checks.ts): they list the result on the Review
   * page but are not pending (the machine's mark counts meanwhile); absent on results stored before them.
   */
  blind_checks?: number;
  /** When the last answer was written (a retry of a stored one writes nothing); absent before it was kept. */
  last_answer_at?: Date | null;
  /** The device's last report (device-status-service.ts, decision 48); absent until a device reports. */
  device?: StoredDeviceReport | null;
}
/** What the device taking the test last said it holds, and when the server heard it (its own clock). */
export interface StoredDeviceReport {
  waiting: number;
  finished: boolean;
  seen_at: Date;
}
export type NewResult = Omit<StoredResult, "id">;
/** New scores always come with their validity flags (result-rules.ts scoredPatch). */
type ScoresPatch = { scores?: undefined; validity_flags?: undefined } | { scores: ResultScores | null; validity_flags: ValidityFlag[] | null };
export type ResultPatch = Partial<Pick<StoredResult, "status" | "started_at" | "completed_at" | "answered_count" | "statistics_entry" | "last_answer_at">> &
  { device?: StoredDeviceReport } &
  ScoresPatch & { pending_reviews?: number; blind_checks?: number };
