// What the retention job does to an answer whose recording it deletes. Pure: the repository
// passes in what it read in the transaction. The mark stays, so no score moves: a marked answer keeps it,
// and one still waiting for a person stays unmarked (left out of every score, as while it waited) and
// says why, so nobody is asked to review audio that is gone.
import type { StoredAnswer } from "../../results/stored-answer";
import type { ResultScores, StoredResult } from "../../results/stored-result";
import type { AnswerRewrite } from "../../results/result-changes";

/** A completed test's scores with one answer of `section` no longer pending: nobody can mark it now. */
function withoutOnePending(scores: ResultScores, section: StoredAnswer["section_type"]): ResultScores {
  const counted = scores.section_scores[section];
  return { ...scores, section_scores: { ...scores.section_scores, [section]: { ...counted, pending: Math.max(0, counted.pending - 1) } } };
}

export function expiredRecordingRewrite(result: Pick<StoredResult, "status" | "scores" | "validity_flags">, answers: readonly StoredAnswer[], questionId: number, audioPath: string, now: Date): AnswerRewrite | null {
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
  // A completed test stops counting it as waiting (its pending count, and the Review page, with it); its
  // correct and total never counted it, so the risk does not move, and nor do the validity flags (they
  // read marked answers, and tell a spoken answer by its question, not its file).
  const patch = unmarked && result.status === "completed" && result.scores ? { scores: withoutOnePending(result.scores, current.section_type), validity_flags: result.validity_flags } : null;
  return { answer, patch };
}
