// The question bank as the API serves it. The bank ships inside the function (functions/src/content);
// Firestore holds the copy requests read, seeded lazily: the first request that needs an assessment
// version writes it (one transaction, idempotent), so no deploy or test run needs a separate seeding step.
import { createHash } from "node:crypto";
import type { PublicAssessment, PublicQuestion } from "@readbright/domain/assessment";
import { SECTION_TYPES } from "@readbright/domain/enums";
import type { SectionType } from "@readbright/domain/enums";
import { orderQuestions } from "@readbright/domain/question-order";
import { DEFAULT_TEST_LANGUAGE } from "@readbright/domain/test-language";
import type { TestLanguage } from "@readbright/domain/test-language";
import { assessmentById, currentAssessmentForAge } from "../../content/bank";
import { toPublicQuestion } from "../../content/public-assessment";
import type { AnswerKey, BankAssessment } from "../../content/types";
import { readAnswerKeys, readAssessment, readContentHash, seedAssessment } from "./repositories/assessment-content-repository";
import type { AssessmentSeed } from "./repositories/assessment-content-repository";

export function contentHash(assessment: BankAssessment): string {
  return createHash("sha256").update(JSON.stringify(assessment)).digest("hex");
}

export function toSeed(assessment: BankAssessment): AssessmentSeed {
  const scored = assessment.questions.filter((q) => !q.is_practice);
  const sectionCounts = Object.fromEntries(
    SECTION_TYPES.map((section) => [section, scored.filter((q) => q.section_type === section).length]),
  ) as Record<SectionType, number>;
  return {
    id: assessment.id,
    fields: {
      title: assessment.title,
      language: assessment.language,
      version: assessment.version,
      band: assessment.band,
      min_age: assessment.min_age,
      max_age: assessment.max_age,
      question_count: assessment.questions.length,
      practice_count: assessment.questions.length - scored.length,
      section_counts: sectionCounts,
    },
    content_hash: contentHash(assessment),
    questions: assessment.questions.map(toPublicQuestion),
    keys: assessment.questions.map((q) => ({ question_id: q.id, question_type: q.question_type, key: q.key })),
  };
}

// Per instance: versions already known to be current in Firestore, and what was read back.
const seeded = new Set<string>();
const assessments = new Map<string, Promise<PublicAssessment | null>>();
const answerKeys = new Map<string, Promise<Map<number, AnswerKey>>>();

/**
 * Tries at seeding one version: new instances seeding the same version at once contend for the same
 * documents, and a loser's transaction can fail outright (the Firestore emulator answers "Transaction is
 * invalid or closed"); on the next try it finds the winner's hash and writes nothing.
 */
export const SEED_TRIES = 3;

/** Makes sure Firestore holds this bank version exactly; a cheap no-op after the first call. */
export async function ensureSeeded(assessment: BankAssessment): Promise<void> {
  if (seeded.has(assessment.id)) return;
  const seed = toSeed(assessment);
  if ((await readContentHash(assessment.id)) !== seed.content_hash) {
    for (let tries = 1; ; tries += 1) {
      try {
        await seedAssessment(seed);
        break;
      } catch (error) {
        if (tries >= SEED_TRIES) throw error;
      }
    }
  }
  seeded.add(assessment.id);
}

function memo<T>(cache: Map<string, Promise<T>>, id: string, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(id);
  if (!pending) {
    pending = load();
    cache.set(id, pending);
    // Neither a failed read nor "no such assessment" is remembered: made-up ids must not fill the cache.
    pending.then(
      (value) => value === null && cache.delete(id),
      () => cache.delete(id),
    );
  }
  return pending;
}

/** An assessment with its public questions in the order they are asked, or null if none has this id. */
export function loadAssessment(id: string): Promise<PublicAssessment | null> {
  return memo(assessments, id, async () => {
    const bank = assessmentById(id);
    if (bank) await ensureSeeded(bank);
    const stored = await readAssessment(id);
    return stored && { ...stored, questions: orderQuestions(stored.questions) };
  });
}

/** The newest assessment in the language for an age, or null when no band fits it. */
export async function loadAssessmentForAge(age: number, language: TestLanguage = DEFAULT_TEST_LANGUAGE): Promise<PublicAssessment | null> {
  const bank = currentAssessmentForAge(age, language);
  return bank ? loadAssessment(bank.id) : null;
}

export function loadAnswerKeys(assessmentId: string): Promise<Map<number, AnswerKey>> {
  return memo(answerKeys, assessmentId, () => readAnswerKeys(assessmentId));
}

/** An assessment's questions (null: no such assessment) and answer keys: what an answer is checked and graded by. */
export interface AssessmentContent {
  assessment: PublicAssessment | null;
  keys: Map<number, AnswerKey>;
}

// Per instance, what loadContent has read, for code that must not read (inside a transaction).
const loadedContent = new Map<string, AssessmentContent>();

/** An assessment with its answer keys, read once per instance. */
export async function loadContent(id: string): Promise<AssessmentContent> {
  const [assessment, keys] = await Promise.all([loadAssessment(id), loadAnswerKeys(id)]);
  const content = { assessment, keys };
  if (assessment) loadedContent.set(id, content);
  return content;
}

/** What loadContent has read for this id already, or null; reads nothing. */
export function contentIfLoaded(id: string): AssessmentContent | null {
  return loadedContent.get(id) ?? null;
}

export function findQuestion(assessment: PublicAssessment, questionId: number): PublicQuestion | null {
  return assessment.questions.find((q) => q.id === questionId) ?? null;
}
