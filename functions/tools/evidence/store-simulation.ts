// Stores simulated people as results and completes each one through the server's own completion
// (results/result-changes.ts updateResultWithAnswers with result-rules.ts completionPatch, the transaction
// POST .../complete/ runs): scores, risk, validity and the evidence counters all move as for a real test.
// Only the answers are written in bulk beforehand, as saveAnswer would have left them.
import { getFirestore } from "firebase-admin/firestore";
import type { PublicAssessment } from "@readbright/domain/assessment";
import { adminApp } from "../../src/admin-app";
import { RESULTS } from "../../src/db/collections";
import { toAnswerData } from "../../src/services/results/repositories/answer-converter";
import { toResultData } from "../../src/services/results/repositories/result-converter";
import { updateResultWithAnswers } from "../../src/services/results/result-changes";
import { completionPatch } from "../../src/services/results/result-rules";
import { isFlagged } from "../../src/services/results/result-statistics";
import type { NewResult } from "../../src/services/results/stored-result";
import type { SimulatedPerson } from "./rasch-simulation";

/** A simulated person's result, owned by no account: it shows in no list, only in the evidence. */
function simulatedResult(assessment: PublicAssessment, index: number, now: Date): NewResult {
  const participantId = `simulated-${index}`;
  return {
    status: "in_progress",
    participant_id: participantId,
    participant: { id: participantId, name: `Simulated person ${index + 1}`, grade: null, section: null },
    owner_uid: "simulation",
    school_id: null,
    organization_id: null,
    assessment_id: assessment.id,
    assessment_version: assessment.version,
    language: assessment.language,
    created_at: now,
    started_at: now,
    completed_at: null,
    answered_count: assessment.questions.filter((question) => !question.is_practice).length,
    question_count: assessment.questions.filter((question) => !question.is_practice).length,
    scores: null,
    pending_reviews: 0,
    validity_flags: null,
  };
}

/** Writes the results and their answers, 15 people (about 450 documents) a batch; returns their ids. */
async function writeOpenResults(assessment: PublicAssessment, people: readonly SimulatedPerson[], now: Date): Promise<string[]> {
  const db = getFirestore(adminApp());
  const ids: string[] = [];
  const PER_BATCH = 15;
  const batches: Promise<unknown>[] = [];
  for (let start = 0; start < people.length; start += PER_BATCH) {
    const batch = db.batch();
    people.slice(start, start + PER_BATCH).forEach((person, offset) => {
      const ref = db.collection(RESULTS).doc();
      ids.push(ref.id);
      batch.create(ref, toResultData(simulatedResult(assessment, start + offset, now)));
      for (const answer of person.answers) batch.set(ref.collection("answers").doc(String(answer.question_id)), toAnswerData(answer));
    });
    batches.push(batch.commit());
    if (batches.length >= 4) await Promise.all(batches.splice(0));
  }
  await Promise.all(batches);
  return ids;
}

/** Stores and completes every person; `onProgress` hears how many are done. Says who was flagged (and so not counted). */
export async function storeSimulation(
  assessment: PublicAssessment,
  people: readonly SimulatedPerson[],
  onProgress: (done: number) => void = () => {},
  concurrency = 8,
): Promise<{ writeMs: number; completeMs: number; flagged: Set<number> }> {
  const now = new Date();
  const startedAt = Date.now();
  const ids = await writeOpenResults(assessment, people, now);
  const written = Date.now();
  let next = 0;
  let done = 0;
  const flagged = new Set<number>();
  const worker = async () => {
    while (next < ids.length) {
      const index = next++;
      const completed = await updateResultWithAnswers(ids[index]!, (result, answers) => completionPatch(result, assessment.questions, answers, now));
      if (isFlagged(completed?.result.validity_flags)) flagged.add(index);
      done += 1;
      if (done % 250 === 0) onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { writeMs: written - startedAt, completeMs: Date.now() - written, flagged };
}
