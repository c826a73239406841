// Who may act on a participant or a result (docs/decisions/0005-test-taker-access.md):
// - participant-scoped calls need a signed-in caller who canAccessParticipant;
// - result-scoped calls are also open to whoever holds the result's id (its unguessable auto-id is a
//   capability for that one result), so a test-taker's device needs no account. Such callers are
//   rate limited: unknown ids per address, and actions per result.
import { ERRORS } from "@readbright/domain/messages";
import { ID_PATTERN } from "@readbright/domain/patterns";
import { HttpError } from "../../core/http-error";
import type { Requester } from "../../core/caller";
import type { AuthUser } from "../../core/caller";
import type { TransactionStep } from "../../core/transaction-step";
import { readAccessProfile } from "../accounts/caller-scope";
import { findLatestResult, findResult } from "./repositories/result-repository";
import type { StoredResult } from "./stored-result";
import { participantInScope } from "../participants/participant-lookup";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";
import { canAccessParticipant } from "../access/participant-access";
import { admitCapability, assertMissRoom, assertRateLimitRoom, enforceRateLimit, lookUpWithMiss, rateLimitCharge, reserveMiss } from "../rate-limits/rate-limits";
import type { RateLimitPolicy } from "../rate-limits/rate-limits";

const TEN_MINUTES = 10 * 60 * 1000;

/** Ids that match no result, per address: guessing ids stops long before it could succeed. */
export const UNKNOWN_RESULT_LIMIT: RateLimitPolicy = { name: "assessment-unknown-result", limit: 30, windowMs: TEN_MINUTES, message: ASSESSMENT_ERRORS.tooManyRequests };
/**
 * Requests made with one result's id by callers who are not its participant's account holders, per
 * result and address: about ten times what a test needs. Keyed on both, so a flood on the id from
 * somewhere else cannot stop the child's own device (and a class sharing one school address shares it
 * only per child).
 */
export const CAPABILITY_ACTION_LIMIT: RateLimitPolicy = { name: "assessment-capability", limit: 600, windowMs: TEN_MINUTES, message: ASSESSMENT_ERRORS.tooManyRequests };

export interface ResultAccess {
  result: StoredResult;
  /** False for the participant's account holders; true when the result id alone let the caller in. */
  viaCapability: boolean;
  /** For an answer: the capability's count, made in the answer's own transaction; null otherwise (an account holder, or counted already). */
  charge: TransactionStep | null;
}

export interface AccessNeeds {
  /**
   * An answer: the capability's count is left to the answer's transaction, so a refused answer writes
   * nothing; its room is checked now, so a refused device is told before a recording is uploaded or heard.
   */
  forAnswer?: boolean;
}

async function hasAccountAccess(user: AuthUser | null, result: StoredResult): Promise<boolean> {
  return user !== null && canAccessParticipant(await readAccessProfile(user.uid), result);
}

/** A result by id for its account holders only: anyone else gets the same 404 as for a missing one. */
export async function resultForAccountHolder(user: AuthUser, resultId: string): Promise<StoredResult> {
  const result = await findResult(resultId);
  if (!result || !(await hasAccountAccess(user, result))) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  return result;
}

interface ResolvedAccess extends Omit<ResultAccess, "charge"> {
  /** The capability's rate-limit key (result and address); null for an account holder. */
  capabilityKey: string | null;
}

/**
 * The result and whether the id alone lets the caller in (resolveForAccount for a signed-in caller).
 *
 * A device with no account that used this id at this address within the window (the capability's count
 * holds its requests) is no guesser: it looks the result up straight away and touches no shared record,
 * so a class behind one school address does not write to one document on every answer. Any other device
 * takes a miss from the address's budget *before* the lookup (rate-limits.ts) and gives it back when the
 * id names a result, so a burst of guesses sent at once looks up no more ids than the budget holds, and
 * an address out of misses is refused for real ids too. Only a found result ever adds to the capability's
 * count, so a guess cannot make itself "seen".
 */
async function resolveAccess(requester: Requester, resultId: string, capabilityRoom = false): Promise<ResolvedAccess & { roomChecked: boolean }> {
  const address = requester.clientIp ?? "unknown";
  if (requester.user) return { ...(await resolveForAccount(requester.user, resultId, address)), roomChecked: false };
  const capabilityKey = capabilityKeyOf(resultId, address);
  const { seen, miss } = await admitCapability(CAPABILITY_ACTION_LIMIT, UNKNOWN_RESULT_LIMIT, capabilityKey, address);
  const result = await lookUpWithMiss(miss, () => findResult(resultId));
  if (!result) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  // A device with no count yet has all its room; one with a full count is refused here.
  if (capabilityRoom && seen.refusal) throw seen.refusal;
  return { result, viaCapability: true, capabilityKey, roomChecked: capabilityRoom };
}

/**
 * For a signed-in caller: its own participant's result answers at once and costs no budget. Anything
 * else is a guess as far as the budget goes, counted on the account (a guesser sharing a school's
 * address does not lock its staff out, and an account cannot dodge its budget by moving): the answer
 * waits for the account's miss to be taken, so an account out of misses learns nothing from a real id.
 */
async function resolveForAccount(user: AuthUser, resultId: string, address: string): Promise<ResolvedAccess> {
  const result = await findResult(resultId);
  if (result && (await hasAccountAccess(user, result))) return { result, viaCapability: false, capabilityKey: null };
  const miss = await reserveMiss(UNKNOWN_RESULT_LIMIT, `account\n${user.uid}`);
  if (!result) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  await miss.giveBack();
  return { result, viaCapability: true, capabilityKey: capabilityKeyOf(result.id, address) };
}

function capabilityKeyOf(resultId: string, address: string): string {
  return `${resultId}\n${address}`;
}

/** An id that matches no result, from a caller the id alone would let in: counted, then 404. */
async function countMiss(address: string): Promise<never> {
  await reserveMiss(UNKNOWN_RESULT_LIMIT, address);
  throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
}

/**
 * A result by id, for its account holders or for whoever holds the id (rate limited): the one way a
 * route opens a result by its id. A signed-out device's typed answer does not come here (typedAnswerChecks).
 */
export async function resultAccess(requester: Requester, resultId: string, needs: AccessNeeds = {}): Promise<ResultAccess> {
  const { result, viaCapability, capabilityKey, roomChecked } = await resolveAccess(requester, resultId, needs.forAnswer === true);
  if (capabilityKey === null) return { result, viaCapability, charge: null };
  if (!needs.forAnswer) {
    await enforceRateLimit(CAPABILITY_ACTION_LIMIT, capabilityKey);
    return { result, viaCapability, charge: null };
  }
  if (!roomChecked) await assertRateLimitRoom(CAPABILITY_ACTION_LIMIT, capabilityKey);
  return { result, viaCapability, charge: rateLimitCharge(CAPABILITY_ACTION_LIMIT, capabilityKey) };
}

/** A signed-out device's limits on a typed answer, checked in the answer's own transaction. */
export interface TypedAnswerChecks {
  /** The capability's count, once the result is found: a full capability is refused there and writes nothing. */
  then: TransactionStep;
  /** The transaction found the result: the miss taken before it goes back. */
  found(): Promise<void>;
  /** When the transaction finds no result: the miss stays taken, and 404. */
  missing(): never;
}

/**
 * For a typed answer from a device with no account, which only the id can let in. A device this id has
 * seen here lately takes nothing; any other takes a miss from the address's budget first (refused 429
 * when it has none, as in resolveAccess). Then the result, the answer and the capability's count are the
 * transaction's one round of reads. No room check is needed before it: unlike an upload, a typed answer
 * has no body worth refusing early.
 */
export async function typedAnswerChecks(requester: Requester, resultId: string): Promise<TypedAnswerChecks> {
  const address = requester.clientIp ?? "unknown";
  const { miss, charge } = await admitCapability(CAPABILITY_ACTION_LIMIT, UNKNOWN_RESULT_LIMIT, capabilityKeyOf(resultId, address), address);
  return {
    then: charge,
    found: async () => miss?.giveBack(),
    missing: () => {
      throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
    },
  };
}

/**
 * What can be checked of an upload to a result before it is read (docs/security.md, bodies): for a caller
 * holding only the id, an address out of misses is refused as it would be after reading, and the result
 * named in the address must exist (a miss counts) and have room at this address. Signed-in callers are
 * checked in full once the form is read, as on every route.
 */
export async function checkUploadBeforeReading(requester: Requester, resultId: string | null): Promise<void> {
  if (requester.user) return;
  const address = requester.clientIp ?? "unknown";
  if (resultId === null) return assertMissRoom(UNKNOWN_RESULT_LIMIT, address);
  if (!ID_PATTERN.test(resultId)) return countMiss(address);
  await resolveAccess(requester, resultId, true);
}

export interface ResultReference {
  assessment_result_id?: string | undefined;
  participant_id?: string | undefined;
  assessment_id?: string | undefined;
}

/** start and complete: by result id (anyone holding it), or by participant and assessment (signed in). */
export async function resolveResultReference(requester: Requester, reference: ResultReference): Promise<ResultAccess> {
  if (reference.assessment_result_id) return resultAccess(requester, reference.assessment_result_id);
  if (!requester.user) throw new HttpError(401, ERRORS.unauthenticated);
  const { participant } = await participantInScope(requester.user, reference.participant_id ?? "");
  const result = await findLatestResult(participant.id, reference.assessment_id ?? "");
  if (!result) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  return { result, viaCapability: false, charge: null };
}
