// Every published assessment version. Old versions stay so results taken with them can still be graded.
import { assessmentForAge } from "@readbright/domain/assessment";
import { AGE_11_14_V1 } from "./bands/age-11-14-v1";
import { AGE_15_PLUS_V1 } from "./bands/age-15-plus-v1";
import { AGE_5_7_V1 } from "./bands/age-5-7-v1";
import { AGE_8_10_V1 } from "./bands/age-8-10-v1";
import type { BankAssessment } from "./types";

export const ASSESSMENT_BANK: readonly BankAssessment[] = [AGE_5_7_V1, AGE_8_10_V1, AGE_11_14_V1, AGE_15_PLUS_V1];

export function assessmentById(id: string, bank: readonly BankAssessment[] = ASSESSMENT_BANK): BankAssessment | null {
  return bank.find((assessment) => assessment.id === id) ?? null;
}

/** The newest version for the age's band; null when no band fits (ERRORS.noAssessmentForAge). */
export function currentAssessmentForAge(age: number, bank: readonly BankAssessment[] = ASSESSMENT_BANK): BankAssessment | null {
  const band = assessmentForAge(age);
  let current: BankAssessment | null = null;
  for (const assessment of bank) {
    if (assessment.band === band && (current === null || assessment.version > current.version)) current = assessment;
  }
  return current;
}
