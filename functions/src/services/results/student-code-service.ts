// School search (spec section 2): a Student ID typed on a shared school computer leads to the student's
// open test, and to nothing else. Like a result id (docs/decisions/0005-test-taker-access.md) it is
// a capability, so misses are rate limited per address and every miss looks the same.
import { HttpError } from "../../core/http-error";
import { listResults } from "./repositories/result-list-repository";
import { findStudentCodeParticipant } from "../participants/student-code";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";
import { PARTICIPANT_ERRORS } from "@readbright/domain/api/participants";
import { lookUpWithMiss, reserveMiss } from "../rate-limits/rate-limits";
import type { RateLimitPolicy } from "../rate-limits/rate-limits";
import { isOpen } from "./result-rules";
import { normalizeStudentCode } from "@readbright/domain/student-code";

/** Codes that lead to no waiting test, per address: 30 per 10 minutes, as for unknown result ids. */
export const STUDENT_CODE_MISS_LIMIT: RateLimitPolicy = {
  name: "student-code-miss",
  limit: 30,
  windowMs: 10 * 60 * 1000,
  message: ASSESSMENT_ERRORS.tooManyRequests,
};

async function openResultId(typed: string): Promise<string | null> {
  const code = normalizeStudentCode(typed);
  const participantId = code ? await findStudentCodeParticipant(code) : null;
  if (!participantId) return null;
  const results = await listResults({ field: "participant_id", value: participantId });
  return results.find(isOpen)?.id ?? null;
}

/** GET /api/student-codes/{code}/: the student's open result id, or 404 (unknown code or no open test alike). */
export async function openResultForStudentCode(clientIp: string | null, typed: string): Promise<{ assessment_result_id: string }> {
  const address = clientIp ?? "unknown";
  // The miss is taken before the lookup, in one atomic step with the check, and given back on a hit: a
  // burst of guesses sent at once looks up no more codes than the budget holds. Once an address has
  // missed too often it is refused even for real codes, so guessing learns nothing.
  const miss = await reserveMiss(STUDENT_CODE_MISS_LIMIT, address);
  const id = await lookUpWithMiss(miss, () => openResultId(typed));
  if (!id) throw new HttpError(404, PARTICIPANT_ERRORS.noTestWaiting);
  return { assessment_result_id: id };
}
