// What GET /api/evidence/ answers (domain/src/api/evidence.ts): closed, so no field the contract does not name leaves.
import { SECTION_TYPES } from "../../enums";
import { TEST_LANGUAGES } from "../../test-language";
import { VALIDITY_CODES } from "../../validity";
import type { EvidenceAssessment, EvidenceFlagCount, EvidenceItem, EvidenceResponse, EvidenceSection } from "../evidence";
import { closed, count, flag, listOf, oneOf, optionalNumber, text } from "./schema";
import { array } from "yup";
import type { ResponseSchema } from "./schema";
import { accuracyBand } from "./evidence-accuracy";
import { agreementBand } from "./evidence-agreement";

const section = closed<EvidenceSection>({
  section: oneOf(SECTION_TYPES), items: count, n: optionalNumber, mean: optionalNumber, sd: optionalNumber, kr20: optionalNumber, sem: optionalNumber,
});

const item = closed<EvidenceItem>({
  question_id: count,
  section: oneOf(SECTION_TYPES),
  question_subtype: text,
  spoken: flag,
  n: optionalNumber,
  proportion_correct: optionalNumber,
  point_biserial: optionalNumber,
  option_shares: array(count).strict().nullable().defined() as unknown as ResponseSchema<number[] | null>,
  median_response_ms: optionalNumber,
  machine_marked_share: optionalNumber,
  flagged_for_review: flag,
});

const flagCount = closed<EvidenceFlagCount>({ code: oneOf(VALIDITY_CODES), count: optionalNumber });

const assessment = closed<EvidenceAssessment>({
  assessment_id: text,
  band: text,
  band_label: text,
  version: count,
  language: oneOf(TEST_LANGUAGES),
  completed: optionalNumber,
  flagged: optionalNumber,
  flags: listOf(flagCount),
  sections: listOf(section),
  items: listOf(item),
});

export const evidenceResponse = closed<EvidenceResponse>({
  computed_at: text,
  min_cell: count,
  assessments: listOf(assessment),
  agreement: listOf(agreementBand),
  accuracy: listOf(accuracyBand),
});
