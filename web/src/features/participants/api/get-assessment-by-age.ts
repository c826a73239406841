// getAssessmentByAge with ?age= and ?language=: the assessment for a participant's age band, in the test's language.
import { getAssessmentByAge as byAge } from "@readbright/domain/api/assessments";
import type { PublicAssessment } from "@readbright/domain/assessment";
import type { TestLanguage } from "@readbright/domain/test-language";
import { call } from "../../../lib/api-call";

export function getAssessmentByAge(age: number, language: TestLanguage): Promise<PublicAssessment> {
  return call(byAge, { query: { age, language } });
}
