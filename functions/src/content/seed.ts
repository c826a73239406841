// Writes the bank's public side to Firestore-like storage. Answer keys are not written: grading reads
// them from this bundle by assessment id (assessmentById), so no stored document can leak them.
import { ASSESSMENT_BANK } from "./bank";
import { toPublicAssessment } from "./public-assessment";
import type { BankAssessment } from "./types";

export const ASSESSMENTS_COLLECTION = "assessments";

/** Anything that can set a document by path, e.g. `{ set: (path, data) => db.doc(path).set(data) }`. */
export interface DocumentWriter {
  set(path: string, data: Record<string, unknown>): Promise<unknown>;
}

export interface SeedDocument {
  path: string;
  data: Record<string, unknown>;
}

/** One document per assessment version, id = assessment id; `band` lets the API query by band. */
export function assessmentDocuments(bank: readonly BankAssessment[] = ASSESSMENT_BANK): SeedDocument[] {
  return bank.map((assessment) => ({
    path: `${ASSESSMENTS_COLLECTION}/${assessment.id}`,
    data: { ...toPublicAssessment(assessment), band: assessment.band },
  }));
}

/** Idempotent: the same bank writes the same documents. Returns how many were written. */
export async function seedAssessmentBank(writer: DocumentWriter, bank: readonly BankAssessment[] = ASSESSMENT_BANK): Promise<number> {
  const documents = assessmentDocuments(bank);
  for (const document of documents) await writer.set(document.path, document.data);
  return documents.length;
}
