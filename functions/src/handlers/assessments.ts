import type { getAssessmentByAge } from "@readbright/domain/api/assessments";
import type { Handler } from "../http/types";
import { assessmentForAge } from "../services/results/assessment-result-service";

/** GET /api/assessments/by-age/?age=&language=: the assessment for an age in the language (English when absent), questions without answer keys. */
export const getAssessmentByAgeHandler: Handler<typeof getAssessmentByAge> = async ({ query }, res) => {
  res.send(await assessmentForAge(query.age, query.language));
};
