// What the retention job does to an answer whose recording it deletes (issue 16). Pure: the repository
// passes in what it read in the transaction. The mark stays, so no score moves: a marked answer keeps it,
// and one still waiting for a person stays unmarked (left out of every score, as while it waited) and
// says why, so nobody is asked to review audio that is gone.
import type { StoredAnswer } from "../results/repositories/assessment-result-converter";
import type { AnswerRewrite } from "../results/repositories/assessment-result-repository";

export function expiredRecordingRewrite(answers: readonly StoredAnswer[], questionId: number, audioPath: string, now: Date): AnswerRewrite | null {
  const current = answers.find((answer) => answer.question_id === questionId);
  // Replaced or already deleted since the job listed it: nothing to do.
  if (!current || current.audio_path !== audioPath) return null;
  const unmarked = current.is_correct === null && !current.is_practice;
  const answer: StoredAnswer = {
    ...current,
    audio_path: null,
    recording_deleted_at: now,
    ...(unmarked ? { needs_review: false, unmarked_reason: "recording_deleted" as const } : {}),
  };
  return { answer, patch: null };
}
