// GET /api/assessment-results/ (optionally ?participant_id=): the tests taken by the user's participants.
import type { ResultStatus, RiskLevel, SectionType } from "@readbright/domain/enums";
import useSWR from "swr";
import { apiClient } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth-context";

export const ASSESSMENT_RESULTS_PATH = "/assessment-results/";

export interface AssessmentResultItem {
  id: string;
  status: ResultStatus;
  participant: { id: string; name: string; grade: string | null; section: string | null };
  participant_id: string;
  assessment_id: string;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  risk_level: RiskLevel | null;
  risk_percent: number | null;
  /** Per section, with the spoken answers still waiting for review; null until completed. */
  section_scores: Record<SectionType, SectionPending> | null;
}

export interface SectionPending {
  pending: number;
}

/** Per user and participant; every list shares the first element, so a change can refresh them all at once. */
export function assessmentResultsKey(uid: string, participantId?: string | null) {
  return [ASSESSMENT_RESULTS_PATH, uid, participantId ?? null] as const;
}

export const isAssessmentResultsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === ASSESSMENT_RESULTS_PATH;

export function getAssessmentResults(participantId?: string | null): Promise<AssessmentResultItem[]> {
  return apiClient.get<AssessmentResultItem[]>(ASSESSMENT_RESULTS_PATH, { query: { participant_id: participantId ?? undefined }, requireSignIn: true });
}

/** All the user's tests, or one participant's. */
export function useAssessmentResults(participantId?: string | null) {
  const { user } = useAuth();
  return useSWR(user ? assessmentResultsKey(user.uid, participantId) : null, ([, , id]) => getAssessmentResults(id));
}
