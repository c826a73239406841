// The server's view of the question bank: the public shapes plus the answer key, which never leaves functions/.
import type { AgeBandId, PublicAssessment, PublicQuestion, QuestionSubtype } from "@readbright/domain/assessment";
import type { TestLanguage } from "@readbright/domain/test-language";

/**
 * What counts as right. Choice questions name option ids; typed and spoken answers list accepted texts,
 * compared after normaliseAnswer (grade-answer.ts). answer-key.ts says which a question type needs.
 */
export interface AnswerKey {
  option_ids?: string[];
  accepted?: string[];
  /**
   * Spoken items only: the plausible wrong answers (the word not changed, the wrong part taken away, a
   * sound dropped from a made-up word). The recogniser listens for these and the first accepted answer.
   */
  foils?: string[];
  /**
   * The language its texts are compared in (grade-answer.ts): absent on English keys, so the English
   * bank's keys are exactly as they were; "es" keeps ñ apart from n (decision 50).
   */
  language?: TestLanguage;
}

export interface BankQuestion extends PublicQuestion {
  question_subtype: QuestionSubtype;
  key: AnswerKey;
  /** What the reader says for the whole question; server only, as it may hold a dictation's missing word. */
  speech: string;
}

export interface BankAssessment extends Omit<PublicAssessment, "questions"> {
  band: AgeBandId;
  questions: BankQuestion[];
}
