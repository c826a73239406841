// POST /api/assessment-results/{id}/reviews/: an account holder marks a spoken answer; the result is
// scored again in the same transaction. Anyone else gets the same 404 as for a missing result.
import type { ReviewBody, ReviewResponse, SpokenItemsResponse } from "@readbright/domain/api/reviews";
import { HttpError } from "../../core/http-error";
import type { AuthUser } from "../../core/caller";
import { readCallerProfile } from "../accounts/caller-scope";
import { listAnswers } from "../results/result-records";
import { latestReviewNotes, reviewRecordWrite } from "./repositories/review-repository";
import { rewriteAnswer } from "../results/result-changes";
import { auditWrite } from "../audit/audit-log";
import { resultForAccountHolder } from "../results/result-access";
import { loadAnswerKeys, loadAssessment } from "../assessments/assessment-content-service";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";
import { questionPlace } from "@readbright/domain/question-order";
import { reviewDecision } from "./review-rules";
import type { ReviewDecision } from "./review-rules";
import { auditActorFrom, auditEvent } from "../audit/audit-service";
import { agreementRecount, isHiddenBlindCheck } from "./blind-checks";

async function reviewerOf(user: AuthUser) {
  const profile = await readCallerProfile(user.uid);
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(" ") || user.email || user.uid;
  return { uid: user.uid, name, actor: auditActorFrom(profile, user.email) };
}

export async function reviewAnswer(user: AuthUser, resultId: string, review: ReviewBody, now: Date = new Date()): Promise<ReviewResponse> {
  // Holding the id is enough to take a test, never to mark one.
  const found = await resultForAccountHolder(user, resultId);
  const assessment = await loadAssessment(found.assessment_id);
  if (!assessment) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  const reviewer = await reviewerOf(user);
  let decision: ReviewDecision | null = null;
  const changed = await rewriteAnswer(resultId, (result, answers) => {
    const decided = reviewDecision(result, answers, assessment.questions, review, { uid: reviewer.uid, name: reviewer.name }, now);
    decision = decided;
    const event = auditEvent(reviewer.actor, "answer_marked", {
      type: "result",
      id: result.id,
      label: result.participant.name,
      participantId: result.participant_id,
      detail: `${questionPlace(assessment.questions, review.question_id)}: ${decided.record.is_correct ? "Correct" : "Incorrect"}`,
    });
    const previous = answers.find((a) => a.question_id === review.question_id) ?? null;
    const agreement = agreementRecount(result, previous, decided.answer);
    return { answer: decided.answer, patch: decided.patch, alsoWrite: [reviewRecordWrite(resultId, decided.record), auditWrite(event), agreement] };
  });
  if (!changed || !decision) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  const { answer, record } = decision as ReviewDecision;
  const scores = changed.scores;
  return {
    question_id: answer.question_id,
    is_correct: record.is_correct,
    marked_by: "person",
    marked_at: now.toISOString(),
    note: record.note,
    // A blind check's previous mark is the machine's: never sent (decision 44).
    previous_is_correct: answer.blind_check && record.previous_marked_by !== "person" ? null : record.previous_is_correct,
    section_scores: scores?.section_scores ?? null,
    risk_score: scores?.risk_score ?? null,
    risk_level: scores?.risk_level ?? null,
    risk_percent: scores?.risk_percent ?? null,
  };
}

/** GET /api/assessment-results/{id}/reviews/: the spoken questions with what counts as right and their marks. */
export async function listSpokenItems(user: AuthUser, resultId: string): Promise<SpokenItemsResponse> {
  const result = await resultForAccountHolder(user, resultId);
  const [assessment, keys, answers, notes] = await Promise.all([
    loadAssessment(result.assessment_id),
    loadAnswerKeys(result.assessment_id),
    listAnswers(result.id),
    latestReviewNotes(result.id),
  ]);
  if (!assessment) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  const byQuestion = new Map(answers.map((answer) => [answer.question_id, answer]));
  const items = assessment.questions
    .filter((q) => q.question_type === "recording" && !q.is_practice)
    .map((q) => {
      const answer = byQuestion.get(q.id);
      // A blind check never shows the machine's mark, nor what it heard, which would give the mark away.
      const blind = answer?.blind_check === true;
      const hidden = isHiddenBlindCheck(answer);
      return {
        question_id: q.id,
        title: q.title,
        question_subtype: q.question_subtype,
        // Only once answered (and a first answer is final): before that, a grown-up reading the panel could
        // tell the child what to say.
        expected: answer ? [...(keys.get(q.id)?.accepted ?? [])] : [],
        answered: Boolean(answer?.audio_path),
        is_correct: hidden ? null : (answer?.is_correct ?? null),
        needs_review: hidden || (answer?.needs_review ?? false),
        marked_by: hidden ? null : (answer?.marked_by ?? null),
        hearing: blind ? null : (answer?.hearing ?? null),
        transcript: blind ? null : (answer?.transcript ?? null),
        confidence: blind ? null : (answer?.confidence ?? null),
        note: notes.get(q.id) ?? null,
        blind_check: blind,
      };
    });
  return { result_id: result.id, items };
}
