// Every change to a result and its answers, with the rules that ride along in the same transaction
// (repositories/result-transaction.ts): the count of spoken answers waiting for a person (pending-reviews.ts,
// decision 25) and the participant's risk fields when a completion or new scores can move them
// (participants/participant-risk.ts, decision 24). The callers decide the change; this adds the rest.
import { RISK_LEVELS } from "@readbright/domain/enums";
import type { RiskLevel } from "@readbright/domain/enums";
import type { JoinedWrite, TransactionStep } from "../../core/transaction-step";
import { replaceScreeningsStep, screeningStep } from "../participants/participant-risk";
import type { ScreeningEntry, Screenings } from "../participants/participant-risk";
import { openBlindChecksOf, pendingAfterAnswer, pendingReviewsOf, withPendingReviews } from "./pending-reviews";
import { statisticsChange } from "./result-statistics";
import { changeResult } from "./repositories/result-transaction";
import { withResultsOf } from "./repositories/result-repository";
import type { ChangeChecks, ResultChange } from "./repositories/result-transaction";
import type { StoredAnswer } from "./stored-answer";
import type { ResultPatch, StoredResult } from "./stored-result";

export type { ChangeChecks };

/** A completed result's screening entry; null for a result not completed. */
export function screeningEntryOf(result: StoredResult & { validity_flags?: readonly unknown[] | null }): ScreeningEntry | null {
  if (result.status !== "completed") return null;
  const level = result.scores?.risk_level ?? null;
  return {
    completed_at: result.completed_at ?? result.created_at,
    risk_level: RISK_LEVELS.includes(level as RiskLevel) ? level : null,
    // For the accuracy counts (decision 45): a flagged result is never compared with a diagnosis.
    risk_score: result.scores?.risk_score ?? null,
    assessment_id: result.assessment_id,
    flagged: (result.validity_flags?.length ?? 0) > 0,
  };
}

/** A change that can move the participant's risk: a completion or new scores. */
function touchesRisk(patch: ResultPatch | null | undefined): boolean {
  return Boolean(patch && (patch.scores !== undefined || patch.status === "completed"));
}

/** The participant's part in a change of `result`, as the change leaves it (null: the result is gone). */
export function riskStep(result: Pick<StoredResult, "id" | "participant_id">): TransactionStep<StoredResult | null> {
  const step = screeningStep(result.participant_id, result.id);
  return {
    async read(tx) {
      const verdict = await step.read(tx);
      return (changed) => verdict(changed && screeningEntryOf(changed));
    },
  };
}

/**
 * The change with the rules added: the counts when they moved (`blindChecks` null: only one answer was
 * read, which cannot open or close a blind check), the participant's risk when it can move, and, when
 * every answer was read, the evidence counters moved by exactly what the result's entry changes
 * (result-statistics.ts): a completion adds it, a re-score takes the old back and adds the new.
 */
function withRules<T>(result: StoredResult, change: ResultChange<T>, pending: number | null, answers: readonly StoredAnswer[] | null, blindChecks: number | null = null): ResultChange<T> {
  let patch = withPendingReviews(result, change.patch ?? null, pending, blindChecks);
  let alsoWrite = change.alsoWrite;
  const counted = answers && statisticsChange(result, applied(result, patch), answers);
  if (counted) {
    patch = { ...(patch ?? {}), statistics_entry: counted.entry };
    alsoWrite = [...(alsoWrite ?? []), ...counted.writes];
  }
  return { ...change, patch, alsoWrite, after: touchesRisk(change.patch) ? [...(change.after ?? []), riskStep(result)] : change.after };
}

const applied = (result: StoredResult, patch: ResultPatch | null | undefined): StoredResult => (patch ? { ...result, ...patch } : result);

/** The answers with one replaced (or added). */
export function withAnswer(answers: readonly StoredAnswer[], answer: StoredAnswer): StoredAnswer[] {
  return [...answers.filter((a) => a.question_id !== answer.question_id), answer];
}

/** Reads the result, lets `decide` return a change (or null for none), and writes it. Null if no such result. */
export function updateResult(id: string, decide: (result: StoredResult) => ResultPatch | null): Promise<StoredResult | null> {
  return changeResult(id, "none", ({ result }) => {
    const patch = decide(result);
    // Only a start, a device's report (decision 48) or nothing comes here, none of which moves an answer: a test
    // nobody started has no answers, so a legacy one's count is 0.
    const change = withRules(result, { value: result, patch }, result.pending_reviews === null && result.status === "not_started" ? 0 : null, null);
    return { ...change, value: applied(result, change.patch) };
  });
}

/** Reads the result and all its answers, lets `decide` return a change (e.g. the scores), and writes it. */
export function updateResultWithAnswers(
  id: string,
  decide: (result: StoredResult, answers: StoredAnswer[]) => ResultPatch | null,
): Promise<{ result: StoredResult; answers: StoredAnswer[] } | null> {
  return changeResult(id, "all", ({ result, answers }) => {
    const patch = decide(result, answers);
    const after = applied(result, patch);
    const change = withRules(result, { value: null, patch }, pendingReviewsOf(after, answers), answers, openBlindChecksOf(after, answers));
    return { ...change, value: { result: applied(result, change.patch), answers } };
  });
}

/** A result stored before the count gets it, from all its answers (rare, and once); one that has it is left alone. */
export async function healPendingReviews(id: string): Promise<void> {
  await updateResultWithAnswers(id, () => null);
}

/** What saveAnswer does with the answer it was given: write it (with a change to the result), or keep the stored one. */
export type AnswerDecision = { write: StoredAnswer; patch: ResultPatch | null } | { keep: StoredAnswer };

export interface SavedAnswer {
  result: StoredResult;
  /** The answer now stored: the one written, or the one kept. */
  answer: StoredAnswer;
  /** The answer that was there before (a written answer replaced it), or null. */
  previous: StoredAnswer | null;
  written: boolean;
}

/**
 * Reads the result and answers/{questionId}, lets `decide` (which sees both) write an answer there and
 * change the result together, or keep what is stored. Null if no such result. The answer, the result's
 * counters and the caller's checks in one transaction: a refused request writes nothing, and an answer
 * costs one round of reads and one commit. The count moves by this one answer: no other answer is read.
 */
export function saveAnswer(
  resultId: string,
  questionId: number,
  decide: (result: StoredResult, previous: StoredAnswer | null) => AnswerDecision,
  checks: ChangeChecks = {},
): Promise<SavedAnswer | null> {
  return changeResult(
    resultId,
    { question: questionId },
    ({ result, answer: previous }): ResultChange<SavedAnswer> => {
      const decision = decide(result, previous);
      if ("keep" in decision) return { value: { result, answer: decision.keep, previous, written: false } };
      const change = withRules(result, { value: null, patch: decision.patch, answer: decision.write }, pendingAfterAnswer(result, previous, decision.write), null);
      return { ...change, value: { result: applied(result, change.patch), answer: decision.write, previous, written: true } };
    },
    checks,
  );
}

/** One answer's replacement and the result's change that goes with it (new scores), decided from everything stored. */
export interface AnswerRewrite {
  answer: StoredAnswer;
  patch: ResultPatch | null;
  /** Written with them (a review's history entry, its audit event). */
  alsoWrite?: readonly (JoinedWrite | null)[];
}

/**
 * Reads the result and all its answers, lets `decide` replace one answer (and change the result), and
 * writes both together. The result as changed; null when there is no such result or `decide` changes nothing.
 */
export function rewriteAnswer(id: string, decide: (result: StoredResult, answers: StoredAnswer[]) => AnswerRewrite | null): Promise<StoredResult | null> {
  return changeResult(id, "all", ({ result, answers }): ResultChange<StoredResult | null> => {
    const rewrite = decide(result, answers);
    if (!rewrite) return { value: null };
    const after = applied(result, rewrite.patch);
    const rewritten = withAnswer(answers, rewrite.answer);
    const change = withRules(result, { value: null, patch: rewrite.patch, answer: rewrite.answer, alsoWrite: rewrite.alsoWrite }, pendingReviewsOf(after, rewritten), rewritten, openBlindChecksOf(after, rewritten));
    return { ...change, value: applied(result, change.patch) };
  });
}

/** The screenings of a participant stored before the map, from all their results, in one transaction (rare, once). */
export async function recomputeParticipantRisk(participantId: string): Promise<void> {
  const step = replaceScreeningsStep(participantId);
  await withResultsOf(participantId, {
    async read(tx) {
      const verdict = await step.read(tx);
      return (results) => {
        const screenings: Screenings = {};
        for (const result of results) {
          const entry = screeningEntryOf(result);
          if (entry) screenings[result.id] = entry;
        }
        return verdict(screenings);
      };
    },
  });
}
