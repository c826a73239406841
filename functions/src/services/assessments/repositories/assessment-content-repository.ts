// The question bank in Firestore:
//   assessments/{assessmentId}                   public: title, version, ages, section counts, content_hash
//   assessments/{assessmentId}/questions/{qid}   public question fields only
//   answer_keys/{assessmentId}__{qid}            server only: never read by a client, never sent by the API
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import type { DocumentData } from "firebase-admin/firestore";
import type { PublicAssessment, PublicOption, PublicQuestion } from "@readbright/domain/assessment";
import type { QuestionType, SectionType } from "@readbright/domain/enums";
import { storedLanguage } from "@readbright/domain/test-language";
import type { TestLanguage } from "@readbright/domain/test-language";
import { adminApp } from "../../../admin-app";
import type { AnswerKey } from "../../../content/types";
import { ANSWER_KEYS, ASSESSMENTS, QUESTIONS } from "../../../db/collections";


export interface AssessmentSeed {
  id: string;
  fields: {
    title: string;
    language: TestLanguage;
    version: number;
    band: string;
    min_age: number;
    max_age: number;
    question_count: number;
    practice_count: number;
    section_counts: Record<SectionType, number>;
  };
  /** Identifies the bank content; a different hash means the stored copy is stale. */
  content_hash: string;
  questions: readonly PublicQuestion[];
  keys: readonly { question_id: number; question_type: QuestionType; key: AnswerKey }[];
}

export function answerKeyId(assessmentId: string, questionId: number): string {
  return `${assessmentId}__${questionId}`;
}

function db() {
  return getFirestore(adminApp());
}

/**
 * Writes the assessment, its questions and its answer keys in one transaction, unless the stored copy
 * already carries this content_hash. Questions or keys the bank no longer has are deleted. Safe to call
 * from many requests at once: the loser of a race finds the hash already written.
 */
export async function seedAssessment(seed: AssessmentSeed, now: Date = new Date()): Promise<"seeded" | "current"> {
  const ref = db().collection(ASSESSMENTS).doc(seed.id);
  return db().runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (current.get("content_hash") === seed.content_hash) return "current";
    const oldQuestions = await tx.get(ref.collection(QUESTIONS));
    const oldKeys = await tx.get(db().collection(ANSWER_KEYS).where("assessment_id", "==", seed.id));

    const questionIds = new Set(seed.questions.map((q) => String(q.id)));
    for (const doc of oldQuestions.docs) if (!questionIds.has(doc.id)) tx.delete(doc.ref);
    const keyIds = new Set(seed.keys.map((k) => answerKeyId(seed.id, k.question_id)));
    for (const doc of oldKeys.docs) if (!keyIds.has(doc.id)) tx.delete(doc.ref);

    const stamp = Timestamp.fromDate(now);
    tx.set(ref, { ...seed.fields, content_hash: seed.content_hash, created_at: current.get("created_at") ?? stamp, updated_at: stamp });
    for (const question of seed.questions) tx.set(ref.collection(QUESTIONS).doc(String(question.id)), { ...question });
    for (const { question_id, question_type, key } of seed.keys) {
      tx.set(db().collection(ANSWER_KEYS).doc(answerKeyId(seed.id, question_id)), {
        assessment_id: seed.id,
        question_id,
        question_type,
        option_ids: key.option_ids ?? [],
        accepted: key.accepted ?? [],
        foils: key.foils ?? [],
        language: key.language ?? "en",
      });
    }
    return "seeded";
  });
}

export async function readContentHash(id: string): Promise<string | null> {
  const value = (await db().collection(ASSESSMENTS).doc(id).get()).get("content_hash");
  return typeof value === "string" ? value : null;
}

/** The assessment with its public questions (in stored id order), or null. */
export async function readAssessment(id: string): Promise<PublicAssessment | null> {
  const ref = db().collection(ASSESSMENTS).doc(id);
  const [doc, questions] = await Promise.all([ref.get(), ref.collection(QUESTIONS).get()]);
  const data = doc.data();
  if (!data) return null;
  return {
    id: doc.id,
    language: storedLanguage(data.language),
    version: Number(data.version),
    title: String(data.title),
    min_age: Number(data.min_age),
    max_age: Number(data.max_age),
    questions: questions.docs.map((q) => fromQuestionData(q.data())).sort((a, b) => a.id - b.id),
  };
}

export async function readAnswerKeys(assessmentId: string): Promise<Map<number, AnswerKey>> {
  const snapshot = await db().collection(ANSWER_KEYS).where("assessment_id", "==", assessmentId).get();
  const keys = new Map<number, AnswerKey>();
  for (const doc of snapshot.docs) {
    const data = doc.data();
    const language = storedLanguage(data.language);
    keys.set(Number(data.question_id), {
      option_ids: strings(data.option_ids),
      accepted: strings(data.accepted),
      foils: strings(data.foils),
      ...(language === "en" ? {} : { language }),
    });
  }
  return keys;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

// Field by field, so nothing stored beside the public fields can reach a response.
function fromQuestionData(data: DocumentData): PublicQuestion {
  const options: PublicOption[] = Array.isArray(data.options)
    ? data.options.map((o: DocumentData) => ({ id: String(o.id), title: String(o.title), image_url: o.image_url ?? null, question_id: Number(o.question_id) }))
    : [];
  return {
    id: Number(data.id),
    title: String(data.title),
    image_url: Array.isArray(data.image_url) ? strings(data.image_url) : typeof data.image_url === "string" ? data.image_url : null,
    question_type: data.question_type,
    question_subtype: String(data.question_subtype),
    options,
    section_type: data.section_type,
    is_practice: data.is_practice === true,
    read_aloud: typeof data.read_aloud === "string" ? data.read_aloud : null,
    ...(Array.isArray(data.help) ? { help: data.help.map((step: DocumentData) => ({ icon: step.icon, text: String(step.text) })) } : {}),
  };
}
