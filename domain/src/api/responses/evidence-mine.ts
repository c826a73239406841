// What GET /api/evidence/mine/ answers (domain/src/api/evidence-mine.ts): closed, so no field the contract does not name leaves.
import { SECTION_TYPES } from "../../enums";
import { TEST_LANGUAGES } from "../../test-language";
import { VALIDITY_CODES } from "../../validity";
import type { OwnAssessmentFigures, OwnEvidenceResponse, OwnSectionFigures } from "../evidence-mine";
import { closed, count, listOf, oneOf, optionalNumber, text } from "./schema";

const section = closed<OwnSectionFigures>({ section: oneOf(SECTION_TYPES), n: count, mean: optionalNumber, sd: optionalNumber });

const flagCount = closed<OwnAssessmentFigures["flags"][number]>({ code: oneOf(VALIDITY_CODES), count });

const assessment = closed<OwnAssessmentFigures>({
  assessment_id: text,
  band_label: text,
  version: count,
  language: oneOf(TEST_LANGUAGES),
  completed: count,
  flagged: count,
  flags: listOf(flagCount),
  sections: listOf(section),
});

export const ownEvidenceResponse = closed<OwnEvidenceResponse>({ computed_at: text, min_cell: count, assessments: listOf(assessment) });
