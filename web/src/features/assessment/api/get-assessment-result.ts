// GET /api/get-assessment-result-by-id/{id}/: the result with its questions (no answer keys) and answers,
// in one request. The id is the capability (docs/decisions/0005), so this works on a signed-out device.
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { ResultStatus, SectionType } from "@readbright/domain/enums";
import useSWR from "swr";
import { apiClient } from "../../../lib/api-client";

export interface ResultAnswer {
  question_id: number;
  option_ids: string[];
  answer_text: string | null;
  /**
   * null while a recording waits for a person to listen. Left out for a scored question on a device
   * holding only the result id (decision 0005): the player uses it only for practice ('Try Again').
   */
  is_correct?: boolean | null;
  needs_review?: boolean;
  section_type: SectionType;
}

export interface AssessmentResult {
  id: string;
  status: ResultStatus;
  participant: { id: string; name: string; grade: string | null; section: string | null };
  participant_id: string;
  assessment_id: string;
  started_at: string | null;
  completed_at: string | null;
  answered_count: number;
  question_count: number;
  answers: ResultAnswer[];
  questions: PublicQuestion[];
}

export const ASSESSMENT_RESULT_PATH = "/get-assessment-result-by-id/";

export function assessmentResultKey(resultId: string) {
  return [ASSESSMENT_RESULT_PATH, resultId] as const;
}

export function getAssessmentResult(resultId: string): Promise<AssessmentResult> {
  return apiClient.get<AssessmentResult>(`${ASSESSMENT_RESULT_PATH}${encodeURIComponent(resultId)}/`);
}

/** Read once per page: the player keeps its own progress after that, so no refetch on focus. */
export function useAssessmentResult(resultId: string | undefined) {
  return useSWR(resultId ? assessmentResultKey(resultId) : null, ([, id]) => getAssessmentResult(id), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
