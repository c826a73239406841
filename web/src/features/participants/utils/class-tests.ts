// Starting a whole class's tests at once (a school's My Tests): after a group upload nobody has a test,
// so their Student IDs lead nowhere until each has one waiting.
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";
import type { StartClassOutcome, StartClassResponse } from "@readbright/domain/api/assessment-results";
import type { Participant } from "@readbright/domain/participant-schemas";
import { i18n } from "@lingui/core";
import { NO_SUITABLE_ASSESSMENT_MESSAGE } from "../../../utils/request-messages";

/** A student with no test yet, or only an abandoned one. A completed test is retaken one student at a time. */
export const needsTest = (student: Participant): boolean => !student.latest_result || student.latest_result.status === "abandoned";

/** A student stored without a date of birth: no assessment can be chosen for them. */
export class NoAgeError extends Error {
  override readonly name = "NoAgeError";
}

export interface ClassTestsOutcome {
  started: number;
  failed: { name: string; message: string }[];
}

/** Students per start-class request: a few requests for a big school, so the progress bar moves. */
export const CLASS_CHUNK = 100;

/** Why a student got no test, in the product's words. */
export function outcomeMessage(outcome: StartClassOutcome): string | null {
  switch (outcome) {
    case "created":
    case "open":
      return null;
    case "attempt_limit":
      return ASSESSMENT_ERRORS.attemptLimit;
    case "no_date_of_birth":
    case "no_assessment":
      return i18n._(NO_SUITABLE_ASSESSMENT_MESSAGE);
    case "not_found":
      return ASSESSMENT_ERRORS.participantNotFound;
  }
}

export interface ClassTestCalls {
  startClass: (participantIds: readonly string[]) => Promise<StartClassResponse>;
  /** Why a request failed, in the product's words. */
  messageOf: (error: unknown) => string;
}

/**
 * Makes a test ready for each student: CLASS_CHUNK students a request (start-class creates the missing
 * tests in a few writes), reporting how many are done after each, and each student who got none with why.
 */
export async function startClassTests(students: readonly Participant[], calls: ClassTestCalls, onProgress: (done: number) => void = () => {}): Promise<ClassTestsOutcome> {
  const byId = new Map(students.map((student) => [student.id, student]));
  const failed = new Map<Participant, string>();
  let started = 0;
  for (let start = 0; start < students.length; start += CLASS_CHUNK) {
    const chunk = students.slice(start, start + CLASS_CHUNK);
    try {
      const response = await calls.startClass(chunk.map((student) => student.id));
      for (const { participant_id, outcome } of response.students) {
        const message = outcomeMessage(outcome);
        const student = byId.get(participant_id);
        if (message === null) started += 1;
        else if (student) failed.set(student, message);
      }
    } catch (error) {
      for (const student of chunk) failed.set(student, calls.messageOf(error));
    }
    onProgress(Math.min(start + CLASS_CHUNK, students.length));
  }
  // In the class's order.
  const failures = students.filter((student) => failed.has(student)).map((student) => ({ name: student.name, message: failed.get(student) as string }));
  return { started, failed: failures };
}
