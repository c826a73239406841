// Answers drawn from a Rasch model, for the evidence tests and `npm run simulate`: a person of ability θ
// gets an item of difficulty b right with probability 1 / (1 + e^−(θ − b)). Choice answers pick the
// key when right and another option when wrong; spoken answers carry a recording's hash and a mark (the
// machine's for `machineShare` of them); every answer gets a response time.
import type { BankAssessment, BankQuestion } from "../src/content/types";
import type { StoredAnswer } from "../src/services/results/stored-answer";
import { normal, seededRandom } from "@readbright/domain/statistics/random";

export { normal, seededRandom };

export const raschP = (theta: number, b: number) => 1 / (1 + Math.exp(-(theta - b)));

export function scoredQuestions(assessment: BankAssessment): BankQuestion[] {
  return assessment.questions.filter((question) => !question.is_practice);
}

function chosenOptions(question: BankQuestion, right: boolean, random: () => number): string[] {
  const key = question.key.option_ids ?? [];
  if (right) return [...key];
  const wrong = question.options.map((option) => option.id).filter((id) => !key.includes(id));
  const pick = wrong[Math.floor(random() * wrong.length)];
  return pick ? [pick] : [];
}

export interface DrawOptions {
  machineShare?: number;
  at?: Date;
}

/** One person's answers to every scored question of `assessment`, given their θ and each item's b. */
export function raschAnswers(assessment: BankAssessment, theta: number, difficulty: ReadonlyMap<number, number>, random: () => number, options: DrawOptions = {}): StoredAnswer[] {
  const at = options.at ?? new Date();
  return scoredQuestions(assessment).map((question) => {
    const right = random() < raschP(theta, difficulty.get(question.id) ?? 0);
    const spoken = question.question_type === "recording";
    const machine = spoken && random() < (options.machineShare ?? 0.3);
    return {
      question_id: question.id,
      section_type: question.section_type,
      is_practice: false,
      option_ids: spoken ? [] : chosenOptions(question, right, random),
      answer_text: null,
      audio_path: null,
      audio_sha256: spoken ? "0".repeat(64) : null,
      is_correct: right,
      needs_review: false,
      answered_at: at,
      memory_view_ms: null,
      response_ms: Math.round(2500 * Math.exp(0.5 * normal(random))),
      ...(spoken ? { marked_by: machine ? ("speech" as const) : ("person" as const), marked_at: at } : {}),
    };
  });
}
