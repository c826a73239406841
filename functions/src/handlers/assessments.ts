import type { Handler } from "../http/types";
import { validate } from "../http/validate";
import { assessmentForAge } from "../services/assessment-result-service";
import { byAgeQuerySchema } from "../validation/assessment-schemas";

/** GET /api/assessments/by-age/?age=: the assessment for an age, questions without answer keys. */
export const getAssessmentByAgeHandler: Handler = async ({ query }, res) => {
  const { age } = await validate(byAgeQuerySchema, { age: query.age });
  res.json(await assessmentForAge(Number(age)));
};
