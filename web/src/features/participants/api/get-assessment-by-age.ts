// getAssessmentByAge with ?age=: the assessment for a participant's age band.
import { getAssessmentByAge as byAge } from "@readbright/domain/api/assessments";
import type { PublicAssessment } from "@readbright/domain/assessment";
import { call } from "../../../lib/api-call";

export function getAssessmentByAge(age: number): Promise<PublicAssessment> {
  return call(byAge, { query: { age } });
}
