// Blind checks (decision 44): a share of the scored recordings the machine marks also goes to a person
// who does not see the machine's mark. The machine's mark counts until the person's replaces it (a
// person's mark always wins); the pair of marks feeds the agreement counts per assessment
// (statistics/agreement.ts). Chosen on the server, at random, when the machine marks.
import { randomInt } from "node:crypto";
import type { JoinedWrite } from "../../core/transaction-step";
import type { StoredAnswer } from "../results/stored-answer";
import type { StoredResult } from "../results/stored-result";
import { agreementContribution } from "../statistics/agreement";

/** One machine-marked recording in this many is also checked blind by a person. */
export const BLIND_CHECK_ONE_IN = 10;

export const drawBlindCheck = (): boolean => randomInt(BLIND_CHECK_ONE_IN) === 0;

/** The fields a machine mark adds to its answer: a blind check keeps the machine's mark beside it. */
export function blindCheckFields(machineMark: boolean | null, chosen: boolean): Pick<StoredAnswer, "blind_check" | "machine_is_correct"> {
  return chosen && machineMark !== null ? { blind_check: true, machine_is_correct: machineMark } : { blind_check: false, machine_is_correct: null };
}

/** A blind check before a person marks it: nothing that would give the machine's mark away. */
export const isHiddenBlindCheck = (answer: StoredAnswer | null | undefined): boolean => Boolean(answer?.blind_check && answer.marked_by !== "person");

/** The (machine, person) pair an answer adds to the agreement counts: a blind check a person has marked. */
export function agreementPairOf(answer: StoredAnswer | null): { machine: boolean; person: boolean } | null {
  if (!answer?.blind_check || answer.marked_by !== "person" || typeof answer.machine_is_correct !== "boolean" || answer.is_correct === null) return null;
  return { machine: answer.machine_is_correct, person: answer.is_correct };
}

/** A review's change to the agreement counts: a re-review replaces the earlier person's pair; null if none. */
export function agreementRecount(result: Pick<StoredResult, "id" | "assessment_id">, before: StoredAnswer | null, after: StoredAnswer): JoinedWrite | null {
  const seed = `${result.id}:${after.question_id}`;
  return agreementContribution(result.assessment_id, seed, agreementPairOf(before), agreementPairOf(after));
}
