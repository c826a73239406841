// Every published assessment version, in every language. Old versions stay so results taken with them
// can still be graded.
import { assessmentForAge } from "@readbright/domain/assessment";
import type { TestLanguage } from "@readbright/domain/test-language";
import { AGE_11_14_ES_V1 } from "./bands/age-11-14-es-v1";
import { AGE_11_14_V1 } from "./bands/age-11-14-v1";
import { AGE_15_PLUS_ES_V1 } from "./bands/age-15-plus-es-v1";
import { AGE_15_PLUS_V1 } from "./bands/age-15-plus-v1";
import { AGE_5_7_ES_V1 } from "./bands/age-5-7-es-v1";
import { AGE_5_7_V1 } from "./bands/age-5-7-v1";
import { AGE_8_10_ES_V1 } from "./bands/age-8-10-es-v1";
import { AGE_8_10_V1 } from "./bands/age-8-10-v1";
import type { BankAssessment } from "./types";

export const ASSESSMENT_BANK: readonly BankAssessment[] = [
  AGE_5_7_V1,
  AGE_8_10_V1,
  AGE_11_14_V1,
  AGE_15_PLUS_V1,
  AGE_5_7_ES_V1,
  AGE_8_10_ES_V1,
  AGE_11_14_ES_V1,
  AGE_15_PLUS_ES_V1,
];

/**
 * The English versions only: what the offline recogniser's calibration was measured on (there is no
 * Spanish model, so no Spanish recording is ever heard by it). Figures are per assessment id, so a
 * Spanish result never moves an English one, and the Evidence page names each assessment's language.
 */
export const ENGLISH_BANK: readonly BankAssessment[] = ASSESSMENT_BANK.filter((assessment) => assessment.language === "en");

export function assessmentById(id: string, bank: readonly BankAssessment[] = ASSESSMENT_BANK): BankAssessment | null {
  return bank.find((assessment) => assessment.id === id) ?? null;
}

/** The language of a published assessment; English for an id the bank does not have. */
export function languageOfAssessment(id: string): TestLanguage {
  return assessmentById(id)?.language ?? "en";
}

/** The newest version in the language for the age's band; null when no band fits (ERRORS.noAssessmentForAge). */
export function currentAssessmentForAge(age: number, language: TestLanguage = "en", bank: readonly BankAssessment[] = ASSESSMENT_BANK): BankAssessment | null {
  const band = assessmentForAge(age);
  let current: BankAssessment | null = null;
  for (const assessment of bank) {
    if (assessment.band === band && assessment.language === language && (current === null || assessment.version > current.version)) current = assessment;
  }
  return current;
}
