// Starting a whole class's tests at once (a school's My Tests): after a group upload nobody has a test,
// so their Student IDs lead nowhere until each has one waiting.
import type { Participant } from "@readbright/domain/participant-schemas";

/** A student with no test yet, or only an abandoned one. A completed test is retaken one student at a time. */
export const needsTest = (student: Participant): boolean => !student.latest_result || student.latest_result.status === "abandoned";

/** A student stored without a date of birth: no assessment can be chosen for them. */
export class NoAgeError extends Error {
  override readonly name = "NoAgeError";
}

export interface ClassTestCalls {
  /** The assessment id for an age; asked once per age. */
  assessmentFor: (age: number) => Promise<{ id: string }>;
  getOrCreate: (input: { participant_id: string; assessment_id: string }) => Promise<{ id: string }>;
  /** Why a student could not be given a test, in the product's words. */
  messageOf: (error: unknown) => string;
}

export interface ClassTestsOutcome {
  started: number;
  failed: { name: string; message: string }[];
}

/**
 * Makes a test ready for each student, one at a time by default: each get-or-create is a transaction that
 * queries the student's results, and the Firestore emulator (npm start) locks such queries coarsely, so
 * parallel ones wait on each other for seconds. A bulk endpoint would be the way to go faster.
 */
export async function startClassTests(students: readonly Participant[], calls: ClassTestCalls, concurrency = 1): Promise<ClassTestsOutcome> {
  const assessments = new Map<number, Promise<{ id: string }>>();
  const failed = new Map<Participant, string>();
  let started = 0;
  const queue = [...students];

  async function startOne(student: Participant) {
    try {
      if (student.age === null) throw new NoAgeError(`${student.name} has no age`);
      const age = student.age;
      if (!assessments.has(age)) assessments.set(age, calls.assessmentFor(age));
      const assessment = await (assessments.get(age) as Promise<{ id: string }>);
      await calls.getOrCreate({ participant_id: student.id, assessment_id: assessment.id });
      started += 1;
    } catch (error) {
      failed.set(student, calls.messageOf(error));
    }
  }

  async function worker() {
    for (let student = queue.shift(); student; student = queue.shift()) await startOne(student);
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  // In the class's order, whichever answered first.
  const failures = students.filter((student) => failed.has(student)).map((student) => ({ name: student.name, message: failed.get(student) as string }));
  return { started, failed: failures };
}
