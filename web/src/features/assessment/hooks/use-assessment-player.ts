// The player's state for one result: which questions are answered, where the section flow is, and the
// sending of answers (retried until they arrive; a wrong practice answer is asked again).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { progress } from "@readbright/domain/question-order";
import { answerQuestion } from "../api/answer-question";
import { answerRecordingQuestion } from "../api/answer-recording-question";
import type { AssessmentResult, ResultAnswer } from "../api/get-assessment-result";
import { startAssessment } from "../api/start-assessment";
import type { AnswerDraft } from "../utils/answer-draft";
import { answerInput } from "../utils/answer-draft";
import { answeredQuestionIds, practiceAccepted } from "../utils/answered-questions";
import { INITIAL_FLOW, advance, screenFor } from "../utils/section-flow";
import { sendWithRetry, waitOrOnline } from "../utils/send-with-retry";

export type SubmitOutcome = "accepted" | "try-again";

function sendAnswer(resultId: string, question: PublicQuestion, draft: AnswerDraft): Promise<ResultAnswer> {
  const base = { assessment_result_id: resultId, question_id: question.id };
  switch (answerInput(question)) {
    case "recording":
      return answerRecordingQuestion({ ...base, audio_recording: draft.recording as Blob });
    case "text":
      return answerQuestion({ ...base, answer_text: draft.text.trim() });
    default:
      return answerQuestion({ ...base, option_ids: draft.optionIds });
  }
}

export function useAssessmentPlayer(result: AssessmentResult) {
  const { questions } = result;
  const practiceIds = useMemo(() => new Set(questions.filter((q) => q.is_practice).map((q) => q.id)), [questions]);
  const [answered, setAnswered] = useState(() => answeredQuestionIds(result.answers, practiceIds));
  const [flow, setFlow] = useState(INITIAL_FLOW);
  const [sending, setSending] = useState(false);
  /** A send has failed and is being tried again. */
  const [retrying, setRetrying] = useState(false);
  const started = useRef(result.status !== "not_started");
  const leaving = useRef(new AbortController());

  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  const screen = screenFor(flow, questions, answered);

  /** Overview -> instructions -> questions. The test is started after the first instruction card. */
  const goOn = useCallback(() => {
    if (screen.kind === "instructions" && !started.current) {
      started.current = true;
      // An answer starts a not-started result too (decision 0005), so a lost start loses nothing.
      startAssessment(result.id).catch(() => {
        started.current = false;
      });
    }
    setFlow(advance(flow, questions, answered));
  }, [screen.kind, flow, questions, answered, result.id]);

  const submit = useCallback(
    async (question: PublicQuestion, draft: AnswerDraft): Promise<SubmitOutcome> => {
      setSending(true);
      try {
        const answer = await sendWithRetry(() => sendAnswer(result.id, question, draft), {
          onRetry: () => setRetrying(true),
          wait: waitOrOnline,
          signal: leaving.current.signal,
        });
        if (question.is_practice && !practiceAccepted(answer)) return "try-again";
        setAnswered((current) => new Set(current).add(question.id));
        return "accepted";
      } finally {
        setRetrying(false);
        setSending(false);
      }
    },
    [result.id],
  );

  return { screen, goOn, submit, sending, retrying, progress: progress(questions, answered), answered };
}
