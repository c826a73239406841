// POST /api/assessment-results/start-class/: get-or-create for a whole class in one request. The scope's
// students and results are read once, each student's test is planned in memory under the same rules as
// one get-or-create (their age's assessment, an open test reused, 2 tests in 8 months), and the new tests
// are written in a few transactions (decision 20).
import { ageInYears } from "@readbright/domain/age";
import type { PublicAssessment } from "@readbright/domain/assessment";
import type { StartClassBody, StartClassOutcome, StartClassResponse, StartClassStudent } from "@readbright/domain/api/assessment-results";
import type { AuthUser } from "../../core/caller";
import { loadAssessmentForAge } from "../assessments/assessment-content-service";
import { readCallerProfile } from "../accounts/caller-scope";
import { participantsInScope } from "../participants/participant-lookup";
import { resultsInScope } from "../results/results-in-scope";
import type { StoredParticipant } from "../participants/stored-participant";
import { newResult } from "../results/assessment-result-service";
import { createResultsForClass } from "../results/assessment-result-service";
import type { ClassResultPlan } from "../results/assessment-result-service";
import type { StoredResult } from "../results/stored-result";
import { mayStartAnotherAttempt } from "@readbright/domain/attempts";
import { isOpen } from "../results/result-rules";

/** The students a request names: its ids (each one the caller's, or not found), or the class filters. */
export function chooseStudents(participants: readonly StoredParticipant[], body: StartClassBody): { students: StoredParticipant[]; unknown: string[] } {
  if (body.participant_ids) {
    const byId = new Map(participants.map((p) => [p.id, p]));
    const ids = [...new Set(body.participant_ids)];
    return { students: ids.flatMap((id) => byId.get(id) ?? []), unknown: ids.filter((id) => !byId.has(id)) };
  }
  const students = participants.filter((p) => (!body.grade || p.grade === body.grade) && (!body.section || p.section === body.section));
  return { students, unknown: [] };
}

export type ClassDecision = { outcome: Exclude<StartClassOutcome, "created" | "not_found">; resultId: string | null } | { outcome: "create"; assessment: PublicAssessment; seenResultId: string | null };

/** One student's decision, as get-or-create would make it: the same rules, without a request each. */
export function decideForStudent(student: StoredParticipant, history: readonly StoredResult[], assessment: PublicAssessment | null, now: Date): ClassDecision {
  if (!student.date_of_birth) return { outcome: "no_date_of_birth", resultId: null };
  if (!assessment) return { outcome: "no_assessment", resultId: null };
  // Newest first: the newest result of this assessment is what its pointer names.
  const latest = history.find((result) => result.assessment_id === assessment.id) ?? null;
  if (latest && isOpen(latest)) return { outcome: "open", resultId: latest.id };
  if (!mayStartAnotherAttempt(history, now)) return { outcome: "attempt_limit", resultId: null };
  return { outcome: "create", assessment, seenResultId: latest?.id ?? null };
}

export async function startClassTests(user: AuthUser, body: StartClassBody, now: Date = new Date()): Promise<StartClassResponse> {
  const profile = await readCallerProfile(user.uid);
  const [participants, results] = await Promise.all([participantsInScope(profile), resultsInScope(profile)]);
  const { students, unknown } = chooseStudents(participants, body);
  const history = new Map<string, StoredResult[]>();
  for (const result of results) history.set(result.participant_id, [...(history.get(result.participant_id) ?? []), result]);

  const assessments = new Map<number, Promise<PublicAssessment | null>>();
  const forAge = (age: number) => {
    if (!assessments.has(age)) assessments.set(age, loadAssessmentForAge(age, body.language));
    return assessments.get(age) as Promise<PublicAssessment | null>;
  };
  const decisions = await Promise.all(
    students.map(async (student) => {
      const assessment = student.date_of_birth ? await forAge(ageInYears(student.date_of_birth, now)) : null;
      return { student, decision: decideForStudent(student, history.get(student.id) ?? [], assessment, now) };
    }),
  );

  const plans: ClassResultPlan[] = decisions.flatMap(({ student, decision }) =>
    decision.outcome === "create"
      ? [{ participantId: student.id, assessmentId: decision.assessment.id, seenResultId: decision.seenResultId, result: newResult(student, decision.assessment, now) }]
      : [],
  );
  const written = await createResultsForClass(plans);

  const report: StartClassStudent[] = decisions.map(({ student, decision }) => {
    if (decision.outcome !== "create") return { participant_id: student.id, name: student.name, outcome: decision.outcome, result_id: decision.resultId };
    const made = written.get(student.id);
    return { participant_id: student.id, name: student.name, outcome: made?.created ? "created" : "open", result_id: made?.resultId ?? null };
  });
  for (const id of unknown) report.push({ participant_id: id, name: null, outcome: "not_found", result_id: null });
  const count = (outcome: StartClassOutcome) => report.filter((student) => student.outcome === outcome).length;
  return { created: count("created"), open: count("open"), refused: report.length - count("created") - count("open"), students: report };
}
